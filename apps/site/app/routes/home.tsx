import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/home';

/**
 * The customer reviews, prerendered with their heading: their consent gate and the note without
 * consent hydrate once loaded, after the page's first load (lazyPart).
 */
const ReviewsWidget = lazyPart(() =>
  import('@lingon/consent/reviews-widget').then((module) => module.ReviewsWidget),
);

/** A friend's welcome, loaded only when the page was opened from a referral link. */
const ReferralWelcome = React.lazy(() =>
  import('../components/referral-welcome').then((module) => ({ default: module.ReferralWelcome })),
);

/** Runs at build time (the page is prerendered): the start page from the seeded content. */
export function loader() {
  return { page: loadStaticPage('') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  // The content's title already names the brand; the tab keeps the shorter route title.
  return contentMeta({
    page: loaderData?.page,
    title: 'Mobil, bredband och kontantkort',
    pathname: location.pathname,
    error,
  });
}

/**
 * A friend's welcome when the page was opened from a referral link. A component of its own: the
 * page around it is not rendered again when it appears, so the parts still hydrating (the
 * reviews) keep their prerendered HTML.
 */
function ReferralSlot() {
  const [search] = useSearchParams();
  // The prerendered page has no query: the welcome comes after hydration, never in its HTML.
  const hydrated = useHydrated();
  const code = search.get('kod')?.trim().toUpperCase() ?? '';
  return hydrated && code ? (
    <React.Suspense fallback={null}>
      <ReferralWelcome code={code} />
    </React.Suspense>
  ) : null;
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ReferralSlot />
      <StaticContent page={loaderData.page}>
        <React.Suspense fallback={null}>
          <ReviewsWidget />
        </React.Suspense>
      </StaticContent>
    </>
  );
}
