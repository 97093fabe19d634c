import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/betalsatt';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Betalsätt',
    description: 'Välj hur du vill betala din laddning.',
    pathname: location.pathname,
  });
}

export default function BetalsattPage() {
  return (
    <PageIntro
      step="Steg 3 av 4"
      title="Välj betalsätt"
      lead="Välj hur du vill betala din laddning."
    />
  );
}
