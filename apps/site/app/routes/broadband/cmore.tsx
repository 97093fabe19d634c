import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/cmore';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bredband + TV',
    description: 'Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming i tre paket.',
    pathname: location.pathname,
  });
}

export default function BredbandTvPage() {
  return (
    <PageIntro
      title="Bredband + TV"
      lead="Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming. Välj bland tre paket."
    />
  );
}
