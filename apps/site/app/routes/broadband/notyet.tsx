import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/notyet';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Inte tillgängligt ännu',
    description: 'Anmäl dig till väntelistan för bredband på din adress.',
    pathname: location.pathname,
  });
}

export default function BredbandNotYetPage() {
  return (
    <PageIntro
      title="Vi finns inte på din adress ännu"
      lead="Anmäl dig till vår väntelista så hör vi av oss när du kan beställa bredband."
    />
  );
}
