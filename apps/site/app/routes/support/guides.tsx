import { Guide } from '@lingon/support/guide';
import { useNavigateHref } from '../../hooks/use-navigate-href';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/guides';
import { assertCanonicalGuide, loadOrNull } from './support-route-data';

/**
 * Route validation: the path parameters must be slugs, else 404 (SPEC §5). Then the guide, for
 * its title: one that does not exist is the 404 page, and one under another category than its
 * own is sent on to its canonical address.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs([params.view2, params.view3], url.pathname);
  const { fetchFaqGuide } = await import('@lingon/support/lib/use-faq');
  const guide = await loadOrNull(() => fetchFaqGuide(params.view3), url);
  if (guide) assertCanonicalGuide(guide, params.view3, url);
  return { guide };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const guide = loaderData?.guide;
  return pageMeta({
    title: guide?.title ?? 'Guide',
    description: guide?.summary || 'Steg-för-steg-guide från vår support.',
    pathname: location.pathname,
  });
}

/** /support/{category}/{guide}: the guide's id is the last segment (routes/support/index.tsx). */
export default function SupportGuidePage({ params, loaderData }: Route.ComponentProps) {
  const onNavigate = useNavigateHref();
  return (
    <Guide
      key={params.view3}
      id={params.view3}
      guide={loaderData.guide ?? undefined}
      onNavigate={onNavigate}
      className="max-w-3xl"
    />
  );
}
