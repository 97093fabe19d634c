import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup, SkeletonText } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { AppLink } from '@lingon/design-system/link-provider';
import { ContentBody, type PageContent } from './content-article';
import type { SectionRenderProps } from './lib/sections';
import { useDynamicPage } from './lib/use-dynamic-page';
import { useStaticPage } from './lib/use-static-page';

export const NOT_FOUND_TITLE = 'Sidan hittades inte';
export const CONTENT_ERROR_TITLE = 'Sidan kunde inte visas just nu';

export interface ContentPageProps extends SectionRenderProps, React.ComponentProps<'article'> {
  /** The page's slug: its path without the leading slash ('' for the start page). */
  slug: string;
  /** Static pages, or a dynamic page family (countries, mobile guides, campaigns). */
  kind?: 'static' | 'dynamic';
  /** Called once when the content system has no page for the slug (the site may go to /404). */
  onNotFound?: (slug: string) => void;
  /**
   * The page when the caller already has it (a route loader, prerendering): rendered as it is,
   * and the content system is not asked again.
   */
  page?: PageContent;
}

export function ContentPageSkeleton() {
  return (
    <SkeletonGroup label="Laddar sidan…" className="gap-6">
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-8 w-2/3" />
      <SkeletonText lines={4} className="max-w-prose" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </SkeletonGroup>
  );
}

export function ContentNotFound() {
  return (
    <div data-slot="content-not-found" className="flex flex-col items-start gap-4">
      <h1 className="text-3xl font-bold text-fg">{NOT_FOUND_TITLE}</h1>
      <p className="text-muted">
        Sidan du letar efter finns inte, eller har flyttats. Kontrollera adressen eller börja om
        från startsidan.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <AppLink href="/">Till startsidan</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href="/support">Kundservice</AppLink>
        </Button>
      </div>
    </div>
  );
}

function usePage(slug: string, kind: 'static' | 'dynamic', given: PageContent | undefined) {
  // Both hooks are called every render (rules of hooks); the unused one asks nothing.
  const page = useStaticPage(kind === 'static' && !given ? slug : null);
  const dynamicPage = useDynamicPage(kind === 'dynamic' && !given ? slug : null);
  const query = kind === 'static' ? page : dynamicPage;
  return given ? { ...query, data: given, error: undefined } : query;
}

/**
 * A content page looked up by slug (the catch-all route and the fixed content routes): a
 * skeleton while loading, 'Sidan hittades inte' when there is no such page, an error with a
 * retry when the content system fails, and otherwise the title and the sections.
 */
export function ContentPage({
  slug,
  kind = 'static',
  onNotFound,
  page: givenPage,
  onNavigate,
  className,
  ...props
}: ContentPageProps) {
  const { data, error, isValidating, retry } = usePage(slug, kind, givenPage);
  const notFound = data === null && !error;

  const onNotFoundRef = React.useRef(onNotFound);
  React.useEffect(() => {
    onNotFoundRef.current = onNotFound;
  }, [onNotFound]);
  React.useEffect(() => {
    if (notFound) onNotFoundRef.current?.(slug);
  }, [notFound, slug]);

  let body: React.ReactNode;
  if (data) {
    body = <ContentBody page={data} onNavigate={onNavigate} />;
  } else if (notFound) {
    body = <ContentNotFound />;
  } else if (error) {
    body = (
      <ErrorBanner title={CONTENT_ERROR_TITLE} onRetry={retry} retrying={isValidating}>
        Vi har problem att hämta innehållet. Försök igen om en liten stund.
      </ErrorBanner>
    );
  } else {
    body = <ContentPageSkeleton />;
  }

  return (
    <article
      data-slot="content-page"
      data-state={data ? 'ready' : notFound ? 'not-found' : error ? 'error' : 'loading'}
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      {body}
    </article>
  );
}
