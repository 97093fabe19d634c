import { contentRequest, fetchContent } from '@lingon/content/lib/content-query';
import { redirect } from 'react-router';
import { StaticContent } from '../components/static-content';
import { assertSlugs } from '../lib/route-validation';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/content-page';

const NOT_FOUND_PATH = '/404';

/**
 * The catch-all content page (SPEC §2 `/:slug(.*)*`): any other address is looked up as a
 * static content page by slug, at runtime through the content package's query (these pages
 * are not prerendered). An address that is not a slug path fails route validation; one that no
 * published content page answers is an unmatched route, which leads to /404 (SPEC §2; the 404
 * page there applies the phone-shop rule to the first visited address). Loading in the
 * loader, not in render, gives the page its title and description from the content metadata.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  assertSlugs(slug.split('/'), url.pathname);
  const page = await fetchContent(contentRequest('staticPage', { slug }));
  if (!page) throw redirect(NOT_FOUND_PATH);
  return { page };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <StaticContent page={loaderData.page} />;
}
