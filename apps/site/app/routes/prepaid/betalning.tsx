import { TOPUP_PATHS } from '@lingon/prepaid/lib/steps';
import { useStepGuard } from '@lingon/prepaid/lib/use-step-guard';
import { TopUpPayment } from '@lingon/prepaid/payment';
import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/betalning';

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Betalning',
    description: 'Betala din laddning.',
    pathname: location.pathname,
  });
}

export default function BetalningPage() {
  const navigate = useNavigate();
  const missing = useStepGuard('betalning');
  const onPaid = useCallback(
    (topUp: { topUpId: string }) =>
      navigate(`${TOPUP_PATHS.bekraftelse}?topup=${encodeURIComponent(topUp.topUpId)}`, {
        replace: true,
      }),
    [navigate],
  );
  const onOpenCardPage = useCallback((href: string) => window.location.assign(href), []);
  if (missing) return <Navigate to={missing} replace />;
  return (
    <div className="flex flex-col gap-8">
      <PageIntro
        step="Steg 4 av 4"
        title="Betalning"
        lead="Slutför betalningen. Stäng inte fönstret förrän betalningen är klar."
      />
      <TopUpPayment onPaid={onPaid} onOpenCardPage={onOpenCardPage} />
    </div>
  );
}
