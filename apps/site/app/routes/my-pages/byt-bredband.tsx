import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/byt-bredband';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Byt bredband',
    description: 'Byt hastighet på ditt bredband.',
    pathname: location.pathname,
  });
}

export default function BytBredbandPage() {
  return <PageIntro title="Byt bredband" lead="Byt till en annan hastighet på ditt bredband." />;
}
