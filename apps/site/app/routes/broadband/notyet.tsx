import { PageIntro } from '../../components/page-intro';
import { WaitingList } from '@lingon/broadband/waiting-list';
import { useHandOff } from '@lingon/broadband/use-hand-off';
import { useLocation, useNavigate } from 'react-router';
import { useTelemarketingMode } from '../../broadband/telemarketing-key';
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
  const navigate = useNavigate();
  useTelemarketingMode();
  // Arriving from the address check on a partner's page (/partner): its choices come in the link.
  useHandOff(useLocation().search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Vi finns inte på din adress ännu"
        lead="Anmäl dig till vår väntelista så hör vi av oss när du kan beställa bredband."
      />
      <WaitingList onCheckAddress={() => void navigate('/bredband')} />
    </div>
  );
}
