import { PageIntro } from '../../components/page-intro';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/cmore';

/**
 * Prerendered with the page; the bundles, BankID and their service calls hydrate once loaded
 * (lazyPart, loading as the page hydrates).
 */
const TvBundleOffer = lazyPart(
  () => import('@lingon/broadband/tv-bundle-offer').then((module) => module.TvBundleOffer),
  { eager: true },
);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bredband + TV',
    description: 'Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming i tre paket.',
    pathname: location.pathname,
  });
}

export default function BredbandTvPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Bredband + TV"
        lead="Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming. Välj bland tre paket."
      />
      <React.Suspense fallback={null}>
        <TvBundleOffer onProductChosen={() => void navigate('/bredband/kassan')} />
      </React.Suspense>
    </div>
  );
}
