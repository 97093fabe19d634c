import { Disturbances } from '@lingon/content/disturbances';
import { StaticContent } from '../components/static-content';
import type { RouteHandle } from '../lib/scroll';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/driftstorningar';

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
      <Disturbances />
    </StaticContent>
  );
}
