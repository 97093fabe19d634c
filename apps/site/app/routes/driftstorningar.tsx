import { StaticContent } from '../components/static-content';
import type { RouteHandle } from '../lib/scroll';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/driftstorningar';
import * as React from 'react';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';

/**
 * Prerendered with the page; its service call and schemas hydrate once loaded
 * (lazyPart, loading as the page hydrates).
 */
const Disturbances = lazyPart(
  () => import('@lingon/content/disturbances').then((module) => module.Disturbances),
  { eager: true },
);

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('driftstorningar') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function DriftstorningarPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticContent page={loaderData.page}>
      <React.Suspense fallback={null}>
        <Disturbances />
      </React.Suspense>
    </StaticContent>
  );
}
