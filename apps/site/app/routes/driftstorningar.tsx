import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { RouteHandle } from '../lib/scroll';
import type { Route } from './+types/driftstorningar';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Driftstörningar',
    description: 'Aktuella störningar och planerade arbeten i mobilnätet och bredbandsnätet.',
    pathname: location.pathname,
  });
}

export default function DriftstorningarPage() {
  return (
    <PageIntro
      title="Driftstörningar"
      lead="Här ser du aktuella störningar och planerade arbeten i mobilnätet och bredbandsnätet."
    />
  );
}
