import { PageIntro } from '../../components/page-intro';
import { SellingPoints } from '@lingon/broadband/selling-points';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import { pageMeta } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/index';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/**
 * The address check is prerendered with the page and hydrates once its code has loaded: its
 * service calls, their validation schemas and the order state stay out of the page's first load.
 * They run in steps, a task each (the address contracts with zod, the order state, then the
 * widget): run in one go they made the page's one long task on a slow phone.
 */
const AddressSearch = lazyPart(
  () => import('@lingon/broadband/address-search').then((module) => module.AddressSearch),
  {
    eager: true,
    steps: [
      () => import('@lingon/contracts/broadband/address-search'),
      () => import('@lingon/broadband/lib/order-state'),
    ],
  },
);

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
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Bredband via fiber"
        lead="Ingen startavgift, ingen bindningstid, support dygnet runt och en månads uppsägningstid. Kolla vad du kan få på din adress."
      />
      <React.Suspense fallback={null}>
        <AddressSearch
          onCovered={() => void navigate('/bredband/valj-produkt')}
          onNotCovered={() => void navigate('/bredband/notyet')}
        />
      </React.Suspense>
      <SellingPoints />
    </div>
  );
}
