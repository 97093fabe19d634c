import { assertSlugs, pageNotFound } from '../lib/route-validation';
import type { Route } from './+types/content-page';

/**
 * The catch-all content page (SPEC §2 `/:slug(.*)*`): any other address is looked up as a
 * content page by slug. An address that is not a slug path fails route validation; one that no
 * published content page answers is the 404 'Page not found: {fullPath}'. The content system's
 * lookup comes with the content package; until it publishes pages, no slug has one.
 */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs((params['*'] ?? '').replace(/\/+$/, '').split('/'), url.pathname);
  throw pageNotFound(`${url.pathname}${url.search}`);
}

export default function ContentPage() {
  return null;
}
