import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/guides';

/** Route validation: the path parameters must be slugs, else 404 (SPEC §5). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs([params.view2, params.view3], new URL(request.url).pathname);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Guider',
    description: 'Steg-för-steg-guider inom det område du valt.',
    pathname: location.pathname,
  });
}

export default function SupportGuidesPage() {
  return <PageIntro title="Guider" lead="Steg-för-steg-guider inom det område du valt." />;
}
