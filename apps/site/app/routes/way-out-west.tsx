import { DynamicContent } from '../components/dynamic-content';
import { findDynamicPageOfKind } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/way-out-west';

const SLUG = 'way-out-west';

/** Runs at build time (the page is prerendered): the campaign page from the seeded content. */
export function loader() {
  const page = findDynamicPageOfKind(SLUG, 'campaign');
  if (!page) throw new Error(`No campaign page '${SLUG}' in the content fixtures`);
  return { page };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function WayOutWestPage({ loaderData }: Route.ComponentProps) {
  return <DynamicContent page={loaderData.page} />;
}
