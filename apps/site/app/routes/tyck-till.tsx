import { FeedbackForm } from '@lingon/content/feedback-form';
import { StaticContent } from '../components/static-content';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/tyck-till';

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('tyck-till') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

export default function TyckTillPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticContent page={loaderData.page}>
      <FeedbackForm fromPage="/tyck-till" className="max-w-2xl" />
    </StaticContent>
  );
}
