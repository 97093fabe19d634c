import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-laddningar';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Laddningar',
    description: 'Dina laddningar av kontantkortet.',
    pathname: location.pathname,
  });
}

export default function LaddningarPage() {
  return <PageIntro title="Laddningar" lead="Dina laddningar av kontantkortet." />;
}
