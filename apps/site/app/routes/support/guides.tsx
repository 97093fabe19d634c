import { Guide } from '@lingon/support/guide';
import { useNavigate } from 'react-router';
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
    title: 'Guide',
    description: 'Steg-för-steg-guide från vår support.',
    pathname: location.pathname,
  });
}

/** /support/{category}/{guide}: the guide's id is the last segment (routes/support/index.tsx). */
export default function SupportGuidePage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Guide
      key={params.view3}
      id={params.view3}
      onNavigate={(href) => void navigate(href)}
      className="max-w-3xl"
    />
  );
}
