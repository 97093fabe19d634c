import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/tyck-till';
import * as React from 'react';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';

/**
 * Prerendered with the page; its validation and service call hydrate once loaded
 * (lazyPart, loading as the page hydrates).
 */
const FeedbackForm = lazyPart(
  () => import('@lingon/content/feedback-form').then((module) => module.FeedbackForm),
  { eager: true },
);

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('tyck-till') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function TyckTillPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticContent page={loaderData.page}>
      <React.Suspense fallback={null}>
        <FeedbackForm fromPage="/tyck-till" className="max-w-2xl" />
      </React.Suspense>
    </StaticContent>
  );
}
