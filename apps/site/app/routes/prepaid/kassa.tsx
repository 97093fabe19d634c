import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/kassa';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kassa',
    description: 'Ange numret du vill ladda.',
    pathname: location.pathname,
  });
}

export default function KassaPage() {
  return (
    <PageIntro
      step="Steg 1 av 4"
      title="Kassa"
      lead="Ange numret du vill ladda och kontrollera din laddning."
    />
  );
}
