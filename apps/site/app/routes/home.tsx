import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import * as React from 'react';
import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/home';

/**
 * The customer reviews, prerendered with their heading: their consent gate and the note without
 * consent hydrate once loaded, after the page's first load (lazyPart).
 */
const ReviewsSection = lazyPart(() =>
  import('../components/reviews-section').then((module) => module.ReviewsSection),
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

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticContent page={loaderData.page}>
      <React.Suspense fallback={null}>
        <ReviewsSection />
      </React.Suspense>
    </StaticContent>
  );
}
