import { PageIntro } from '../../components/page-intro';
import { useLocation, useNavigate } from 'react-router';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/wifitogo';
import * as React from 'react';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';

/**
 * Prerendered with the page; the products, their service calls and the order state hydrate
 * once loaded (lazyPart).
 */
const ShortTerm = lazyPart(
  () => import('@lingon/broadband/short-term').then((module) => module.ShortTerm),
  { eager: true },
);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Korttidsbredband',
    description: 'Bredband i 3, 7 eller 14 dagar – utan bindningstid.',
    pathname: location.pathname,
  });
}

export default function KorttidsbredbandPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Korttidsbredband"
        lead="Bredband i 3, 7 eller 14 dagar. Leverans inom 1–3 arbetsdagar."
      />
      <React.Suspense fallback={null}>
        <ShortTerm onProductChosen={() => void navigate('/bredband/kassan')} />
      </React.Suspense>
    </div>
  );
}
