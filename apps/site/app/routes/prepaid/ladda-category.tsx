import { fetchOfferingProducts } from '@lingon/contracts/mypages/offering-products';
import { TopUpOffering } from '@lingon/prepaid/offering';
import { TOPUP_PATHS } from '@lingon/prepaid/lib/steps';
import { useNavigate } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { featureToggle } from '../../lib/feature-toggle';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs, pageNotFound } from '../../lib/route-validation';
import type { RouteHandle } from '../../lib/scroll';
import type { Route } from './+types/ladda-category';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** 404 while the prepaid top-up is switched off (SPEC §6). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [featureToggle('prepaid-top-up')];

/** The category must be a slug (SPEC §5) and one the offering has; any other is a 404. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs([params.slug], url.pathname);
  const { offering } = await fetchOfferingProducts({ signal: request.signal });
  const category = offering.categories.find((candidate) => candidate.slug === params.slug);
  if (!category) throw pageNotFound(`${url.pathname}${url.search}`);
  return { title: category.title, slug: category.slug };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `${loaderData.title} – ladda kontantkort` : 'Ladda kontantkort',
    description: 'Välj laddning för ditt kontantkort och betala med Swish eller kort.',
    pathname: location.pathname,
    error,
  });
}

export default function LaddaCategoryPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={loaderData.title} lead="Fyll i numret och välj det som passar dig." />
      <TopUpOffering categorySlug={loaderData.slug} onChosen={() => navigate(TOPUP_PATHS.kassa)} />
    </div>
  );
}
