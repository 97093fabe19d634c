import { PageIntro } from '../../components/page-intro';
import { WaitingList } from '@lingon/broadband/waiting-list';
import { useHandOff } from '@lingon/broadband/use-hand-off';
import { useLocation } from 'react-router';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/notyet';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Väntelista för bredband',
    description: 'Anmäl dig till väntelistan för bredband på din adress.',
    pathname: location.pathname,
  });
}

export default function BredbandNotYetPage() {
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  // Arriving from the address check on a partner's page (/partner): its choices come in the link.
  useHandOff(search);
  return (
    <div className="flex flex-col gap-10">
      {/* Said of every visitor: the widget says what is known of their address (if anything). */}
      <PageIntro
        title="Väntelista för bredband"
        lead="Finns det ingen fiber på din adress än? Anmäl dig till vår väntelista, så hör vi av oss när du kan beställa bredband."
      />
      <WaitingList checkAddressHref="/bredband" />
    </div>
  );
}
