import { ContentNotFound } from '@lingon/content/content-page';
import { FaqSearch } from '@lingon/support/faq-search';
import { useFaqCategories } from '@lingon/support/lib/use-faq';
import { PopularGuides } from '@lingon/support/popular-guides';
import { Skeleton } from '@lingon/design-system/skeleton';
import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '../../lib/page-meta';
import { assertSlugs } from '../../lib/route-validation';
import type { Route } from './+types/category';

/** /support/sok is the search; any other segment is a topic (see routes/support/index.tsx). */
const SEARCH_SEGMENT = 'sok';

/** Route validation: the path parameters must be slugs, else 404 (SPEC §5). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  assertSlugs([params.view2], new URL(request.url).pathname);
  return null;
}

export function meta({ location, params }: Route.MetaArgs) {
  return pageMeta({
    title: params.view2 === SEARCH_SEGMENT ? 'Sök i supporten' : 'Support',
    description: 'Frågor och svar inom det område du valt.',
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
      Kundservice
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

function SupportTopicPage({ segment }: { segment: string }) {
  const categories = useFaqCategories();
  const category = categories.data?.categories.find(
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

export default function SupportCategoryPage({ params }: Route.ComponentProps) {
  return params.view2 === SEARCH_SEGMENT ? (
    <SupportSearchPage />
  ) : (
    <SupportTopicPage segment={params.view2} />
  );
}
