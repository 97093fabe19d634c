import { ReviewsSection } from '../components/reviews-section';
import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/home';

/** Runs at build time (the page is prerendered): the start page from the seeded content. */
export function loader() {
  return { page: loadStaticPage('') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  // The content's title already names the brand; the tab keeps the shorter route title.
  return contentMeta({
    page: loaderData?.page,
    title: 'Mobil, bredband och kontantkort',
    pathname: location.pathname,
    error,
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticContent page={loaderData.page}>
      <ReviewsSection />
    </StaticContent>
  );
}
