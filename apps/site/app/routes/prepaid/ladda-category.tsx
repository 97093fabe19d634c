import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/ladda-category';

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

/** Route validation: the path parameters must be slugs, else 404 (SPEC §5). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs([params.slug], new URL(request.url).pathname);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ladda kontantkort',
    description: 'Välj laddning för ditt kontantkort.',
    pathname: location.pathname,
  });
}

export default function LaddaCategoryPage() {
  return <PageIntro title="Välj laddning" lead="Välj den laddning som passar dig." />;
}
