import { DynamicContent } from '../../components/dynamic-content';
import { findDynamicPageOfKind } from '../../lib/content-fixtures.server';
import { assertSlugs, pageNotFound } from '../../lib/route-validation';
import { contentMeta } from '../../lib/static-content';
import type { Route } from './+types/country';

/** The content slug of a country page: its path without the leading slash. */
function countrySlug(slug: string | undefined): string {
  return `utland/${slug ?? ''}`;
}

/**
 * Runs at build time for the prerendered countries (those in the content the server seeds),
 * so their HTML carries the content.
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = findDynamicPageOfKind(countrySlug(params.slug), 'country');
  if (!page) throw pageNotFound(`/${countrySlug(params.slug)}`);
  return { page };
}

/**
 * In the browser (navigation, or an address not prerendered): the slug must be valid (route
 * validation, SPEC §5), then the country page is fetched from the content system; a country it
 * does not know is the 404 page.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs([params.slug], url.pathname);
  // Only navigations ask: the prerendered page hydrates without the content client.
  const { contentRequest, fetchContent } = await import('@lingon/content/lib/content-query');
  const page = await fetchContent(
    contentRequest('dynamicPage', { slug: countrySlug(params.slug) }),
  );
  if (page?.kind !== 'country') throw pageNotFound(`${url.pathname}${url.search}`);
  return { page };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function UtlandCountryPage({ loaderData }: Route.ComponentProps) {
  return <DynamicContent page={loaderData.page} />;
}
