import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/ladda';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ladda kontantkort',
    description: 'Välj vad du vill ladda ditt kontantkort med.',
    pathname: location.pathname,
  });
}

export default function LaddaKontantkortPage() {
  return (
    <PageIntro title="Ladda kontantkort" lead="Välj vad du vill ladda ditt kontantkort med." />
  );
}
