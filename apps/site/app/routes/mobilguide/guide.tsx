import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/guide';

/** Route validation: every segment after /mobilguide/ must be a slug, else 404. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs((params['*'] ?? '').split('/'), new URL(request.url).pathname);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mobilguide',
    description: 'Inställningar och guider för din mobil.',
    pathname: location.pathname,
  });
}

export default function MobilguideGuidePage() {
  return <PageIntro title="Mobilguide" lead="Inställningar och guider för din mobilmodell." />;
}
