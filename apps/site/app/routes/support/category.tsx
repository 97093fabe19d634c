import { ContentNotFound } from '@lingon/content/content-page';
import type { FaqCategory } from '@lingon/contracts/support/model';
import { FaqSearch } from '@lingon/support/faq-search';
import { useFaqCategories } from '@lingon/support/lib/use-faq';
import { PopularGuides } from '@lingon/support/popular-guides';
import { Skeleton } from '@lingon/design-system/skeleton';
import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/category';
import { categoryFor, loadOrNull } from './support-route-data';

/** /support/sok is the search; any other segment is a topic (see routes/support/index.tsx). */
const SEARCH_SEGMENT = 'sok';

/**
 * Route validation: the path parameters must be slugs, else 404 (SPEC §5). Then the topic's
 * category, for its title: an unknown one is the 404 page, one named by its id goes to its slug.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  assertSlugs([params.view2], url.pathname);
  if (params.view2 === SEARCH_SEGMENT) return { category: null };
  const { fetchFaqCategories } = await import('@lingon/support/lib/use-faq');
  const answer = await loadOrNull(fetchFaqCategories, url);
  return { category: answer ? categoryFor(answer.categories, params.view2, url) : null };
}

export function meta({ loaderData, location, params }: Route.MetaArgs) {
  if (params.view2 === SEARCH_SEGMENT) {
    return pageMeta({
      title: 'Sök i supporten',
      description: 'Sök bland frågor och svar från vår support.',
      pathname: location.pathname,
    });
  }
  const category = loaderData?.category;
  return pageMeta({
    title: category?.title ?? 'Support',
    description: category?.description || 'Frågor och svar inom det område du valt.',
    pathname: location.pathname,
  });
}

function BackToSupport() {
  return (
    <Link
      to="/support"
      className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
    >
      <span aria-hidden="true">←</span>
      Support
    </Link>
  );
}

function SupportSearchPage() {
  const [searchParams] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <BackToSupport />
      <h1 className="text-4xl font-extrabold text-fg">Sök i supporten</h1>
      <FaqSearch defaultQuery={searchParams.get('q') ?? ''} className="max-w-2xl" />
    </div>
  );
}

/** `given` is the category the loader found; without it (the service failed) the page asks again. */
function SupportTopicPage({ segment, given }: { segment: string; given: FaqCategory | null }) {
  const categories = useFaqCategories();
  const category =
    given ??
    categories.data?.categories.find(
      (candidate) => candidate.slug === segment || candidate.id === segment,
    );
  if (categories.data && !category) return <ContentNotFound />;
  return (
    <div className="flex flex-col gap-6">
      <BackToSupport />
      {category ? (
        <h1 className="text-4xl font-extrabold text-fg">{category.title}</h1>
      ) : (
        <Skeleton className="h-10 w-2/3" />
      )}
      <PopularGuides category={segment} heading="Frågor och svar" className="max-w-3xl" />
    </div>
  );
}

export default function SupportCategoryPage({ params, loaderData }: Route.ComponentProps) {
  return params.view2 === SEARCH_SEGMENT ? (
    <SupportSearchPage />
  ) : (
    <SupportTopicPage segment={params.view2} given={loaderData.category} />
  );
}
