import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/ladda';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

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
