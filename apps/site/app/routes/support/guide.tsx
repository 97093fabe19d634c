import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/guide';

/** Route validation: the path parameters must be slugs, else 404 (SPEC §5). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs(
    [params.view2, params.view3, params.view4, params.slug],
    new URL(request.url).pathname,
  );
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Guide',
    description: 'Steg-för-steg-guide från vår support.',
    pathname: location.pathname,
  });
}

export default function SupportGuidePage() {
  return (
    <PageIntro
      title="Guide"
      lead="Följ guiden steg för steg. Hittar du inte svaret kan du chatta med oss dygnet runt."
    />
  );
}
