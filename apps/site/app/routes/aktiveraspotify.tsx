import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/aktiveraspotify';

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('aktiveraspotify') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function AktiveraSpotifyPage({ loaderData }: Route.ComponentProps) {
  return <StaticContent page={loaderData.page} />;
}
