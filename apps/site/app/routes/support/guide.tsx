import { Guide } from '@lingon/support/guide';
import { redirect } from 'react-router';
import { useNavigateHref } from '../../hooks/use-navigate-href';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/guide';
import { canonicalGuidePath, loadOrNull } from './support-route-data';

/**
 * Old deep guide links (/support/a/b/c/{guide}): the last segment is the guide's id. After route
 * validation (slugs, else 404, SPEC §5) they are sent on to the guide's canonical address
 * /support/{category}/{guide}; a guide that does not exist is the 404 page.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs([params.view2, params.view3, params.view4, params.slug], url.pathname);
  const { fetchFaqGuide } = await import('@lingon/support/lib/use-faq');
  const guide = await loadOrNull(() => fetchFaqGuide(params.slug), url);
  if (guide) throw redirect(`${canonicalGuidePath(guide, params.slug)}${url.search}`);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Guide',
    description: 'Steg-för-steg-guide från vår support.',
    pathname: location.pathname,
  });
}

/** Only while the guide service fails (no category to redirect to): the guide asks again itself. */
export default function SupportDeepGuidePage({ params }: Route.ComponentProps) {
  const onNavigate = useNavigateHref();
  return <Guide key={params.slug} id={params.slug} onNavigate={onNavigate} className="max-w-3xl" />;
}
