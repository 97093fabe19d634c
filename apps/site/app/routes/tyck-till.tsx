import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/tyck-till';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Tyck till',
    description: 'Berätta vad du tycker om oss – dina synpunkter hjälper oss att bli bättre.',
    pathname: location.pathname,
  });
}

export default function TyckTillPage() {
  return (
    <PageIntro
      title="Tyck till"
      lead="Berätta vad du tycker om oss. Dina synpunkter hjälper oss att bli bättre."
    />
  );
}
