import { DynamicContent } from '../../components/dynamic-content';
import { findDynamicPageOfKind } from '../../lib/content-fixtures.server';
import { assertSlugs, pageNotFound } from '../../lib/route-validation';
import { contentMeta } from '../../lib/static-content';
import type { Route } from './+types/guide';

/** The path after /mobilguide/, without a trailing slash. */
function guidePath(splat: string | undefined): string {
  return (splat ?? '').replace(/\/+$/, '');
}

/**
 * Runs at build time for the prerendered guides (those in the content the server seeds), so
 * their HTML carries the content.
 */
export function loader({ params }: Route.LoaderArgs) {
  const slug = `mobilguide/${guidePath(params['*'])}`;
  const page = findDynamicPageOfKind(slug, 'guide');
  if (!page) throw pageNotFound(`/${slug}`);
  return { page };
}

/**
 * In the browser (navigation, or an address not prerendered): every segment after /mobilguide/
 * must be a slug (route validation), then the guide is fetched from the content system; a
 * guide it does not know is the 404 page.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const path = guidePath(params['*']);
  assertSlugs(path.split('/'), url.pathname);
  // Only navigations ask: the prerendered page hydrates without the content client.
  const { contentRequest, fetchContent } = await import('@lingon/content/lib/content-query');
  const page = await fetchContent(contentRequest('dynamicPage', { slug: `mobilguide/${path}` }));
  if (page?.kind !== 'guide') throw pageNotFound(`${url.pathname}${url.search}`);
  return { page };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function MobilguideGuidePage({ loaderData }: Route.ComponentProps) {
  return <DynamicContent page={loaderData.page} />;
}
