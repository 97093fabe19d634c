import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/country';

/** Route validation: the path parameters must be slugs, else 404 (SPEC §5). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs([params.slug], new URL(request.url).pathname);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Ringa och surfa utomlands',
    description: 'Priser för samtal, sms och surf i landet du reser till.',
    pathname: location.pathname,
  });
}

export default function UtlandCountryPage() {
  return (
    <PageIntro
      title="Ringa och surfa utomlands"
      lead="Priser för samtal, sms och surf i landet du reser till."
    />
  );
}
