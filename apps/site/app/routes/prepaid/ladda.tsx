import { TopUpOffering } from '@lingon/prepaid/offering';
import { TOPUP_PATHS } from '@lingon/prepaid/lib/steps';
import { useNavigate, useSearchParams } from 'react-router';
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
    description:
      'Ladda ditt kontantkort med saldo, surf eller ett kombipaket. Betala med Swish eller kort.',
    pathname: location.pathname,
  });
}

export default function LaddaKontantkortPage() {
  const navigate = useNavigate();
  // From my pages: the customer's prepaid number, filled in and checked.
  const [search] = useSearchParams();
  return (
    <div className="flex flex-col gap-8">
      <PageIntro
        title="Ladda kontantkort"
        lead="Fyll i numret, välj saldo, surf eller ett kombipaket och betala med Swish eller kort."
      />
      <TopUpOffering
        initialNumber={search.get('nummer')}
        onChosen={() => navigate(TOPUP_PATHS.kassa)}
      />
    </div>
  );
}
