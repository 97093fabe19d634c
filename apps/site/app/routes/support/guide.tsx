import { Guide } from '@lingon/support/guide';
import { useNavigate } from 'react-router';
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

/** Old deep guide links (/support/a/b/c/{guide}): the last segment is the guide's id. */
export default function SupportDeepGuidePage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Guide
      key={params.slug}
      id={params.slug}
      onNavigate={(href) => void navigate(href)}
      className="max-w-3xl"
    />
  );
}
