import { finishCheckoutAtom } from '@lingon/prepaid/lib/state';
import { useStepGuard } from '@lingon/prepaid/lib/use-step-guard';
import { TopUpReceipt, useTopUpReceiptIntro } from '@lingon/prepaid/receipt';
import { useSetAtom } from 'jotai';
import { Navigate, useSearchParams } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/bekraftelse';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bekräftelse',
    description: 'Kvittot på din laddning.',
    pathname: location.pathname,
  });
}

const TOP_UP_ID = /^[0-9a-f-]{36}$/i;

export default function BekraftelsePage() {
  const [search] = useSearchParams();
  const topUpId = search.get('topup');
  const missing = useStepGuard('bekraftelse');
  if (topUpId === null || !TOP_UP_ID.test(topUpId)) {
    return <Navigate to={missing ?? '/kontantkort/ladda'} replace />;
  }
  return <Receipt topUpId={topUpId} />;
}

/**
 * The receipt of a paid top-up, or how an unpaid one stands. The checkout ends only once its
 * top-up is paid, so an unpaid one can still be paid from here.
 */
function Receipt({ topUpId }: { topUpId: string }) {
  const intro = useTopUpReceiptIntro(topUpId);
  const finish = useSetAtom(finishCheckoutAtom);
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={intro.title} lead={intro.lead} />
      <TopUpReceipt topUpId={topUpId} onPaid={finish} />
    </div>
  );
}
