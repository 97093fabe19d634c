import { finishCheckoutAtom } from '@lingon/prepaid/lib/state';
import { useStepGuard } from '@lingon/prepaid/lib/use-step-guard';
import { TopUpReceipt } from '@lingon/prepaid/receipt';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
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
  const valid = topUpId !== null && TOP_UP_ID.test(topUpId);
  const missing = useStepGuard('bekraftelse');
  const finish = useSetAtom(finishCheckoutAtom);
  // The receipt is the server's; the checkout is done, so the next top-up starts afresh.
  useEffect(() => {
    if (valid) finish();
  }, [valid, finish]);
  if (!valid) return <Navigate to={missing ?? '/kontantkort/ladda'} replace />;
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title="Tack för din laddning!" lead="Här är kvittot på din laddning." />
      <TopUpReceipt topUpId={topUpId} />
    </div>
  );
}
