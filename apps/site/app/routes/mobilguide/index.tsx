import { StaticContent } from '../../components/static-content';
import { loadStaticPage } from '../../lib/content-fixtures.server';
import { contentMeta } from '../../lib/static-content';
import type { Route } from './+types/index';

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('mobilguide') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function MobilguidePage({ loaderData }: Route.ComponentProps) {
  return <StaticContent page={loaderData.page} />;
}
