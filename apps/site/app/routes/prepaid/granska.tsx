import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/granska';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Granska',
    description: 'Kontrollera din laddning innan du betalar.',
    pathname: location.pathname,
  });
}

export default function GranskaPage() {
  return (
    <PageIntro
      step="Steg 2 av 4"
      title="Granska din laddning"
      lead="Kontrollera att allt stämmer innan du betalar."
    />
  );
}
