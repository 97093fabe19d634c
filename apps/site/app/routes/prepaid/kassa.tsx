import { TopUpBasket } from '@lingon/prepaid/checkout';
import { TOPUP_PATHS } from '@lingon/prepaid/lib/steps';
import { useStepGuard } from '@lingon/prepaid/lib/use-step-guard';
import { Navigate, useNavigate } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/kassa';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kassa',
    description: 'Din laddning: vad, till vilket nummer och vad det kostar.',
    pathname: location.pathname,
  });
}

export default function Page() {
  const navigate = useNavigate();
  const missing = useStepGuard('kassa');
  if (missing) return <Navigate to={missing} replace />;
  return (
    <div className="flex flex-col gap-8">
      <PageIntro
        step="Steg 1 av 4"
        title="Kassa"
        lead="Vad du laddar, till vilket nummer och vad det kostar."
      />
      <TopUpBasket onNext={() => navigate(TOPUP_PATHS.granska)} />
    </div>
  );
}
