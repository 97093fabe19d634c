import { PageIntro } from '../../components/page-intro';
import { AddressSearch } from '@lingon/broadband/address-search';
import { SellingPoints } from '@lingon/broadband/selling-points';
import { useNavigate } from 'react-router';
import { useTelemarketingMode } from '../../broadband/telemarketing-key';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/index';

export const handle = { scrollToTop: true } satisfies RouteHandle;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bredband',
    description:
      'Fiberbredband utan startavgift och bindningstid, med support dygnet runt och en månads uppsägningstid.',
    pathname: location.pathname,
  });
}

export default function BredbandPage() {
  const navigate = useNavigate();
  useTelemarketingMode();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Bredband via fiber"
        lead="Ingen startavgift, ingen bindningstid, support dygnet runt och en månads uppsägningstid. Kolla vad du kan få på din adress."
      />
      <AddressSearch
        onCovered={() => void navigate('/bredband/valj-produkt')}
        onNotCovered={() => void navigate('/bredband/notyet')}
      />
      <SellingPoints />
    </div>
  );
}
