import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/bekraftelse';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bekräftelse',
    description: 'Bekräftelse på din laddning.',
    pathname: location.pathname,
  });
}

export default function BekraftelsePage() {
  return <PageIntro title="Tack för din laddning!" lead="Här är en bekräftelse på din laddning." />;
}
