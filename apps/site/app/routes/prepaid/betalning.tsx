import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/betalning';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Betalning',
    description: 'Betala din laddning.',
    pathname: location.pathname,
  });
}

export default function BetalningPage() {
  return (
    <PageIntro
      step="Steg 4 av 4"
      title="Betalning"
      lead="Slutför betalningen. Stäng inte fönstret förrän betalningen är klar."
    />
  );
}
