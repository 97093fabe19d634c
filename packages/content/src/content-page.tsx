import type { Section } from '@lingon/contracts/content/model';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup, SkeletonText } from '@lingon/design-system/skeleton';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import * as React from 'react';
import { AppLink } from '@lingon/design-system/link-provider';
import { opensWithHero, type SectionRenderProps } from './lib/sections';
import { useDynamicPage } from './lib/use-dynamic-page';
import { useStaticPage } from './lib/use-static-page';
import { PageSections } from './page-sections';

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

export interface PageContent {
  title: string;
  sections: Section[];
  parent?: { label: string; href: string } | undefined;
  children?: { label: string; href: string }[];
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
    const page: PageContent = data;
    const heroIsTitle = opensWithHero(page.sections);
    body = (
      <>
        {page.parent ? (
          <AppLink
            href={page.parent.href}
            className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {page.parent.label}
          </AppLink>
        ) : null}
        {heroIsTitle ? null : <h1 className="text-4xl font-extrabold text-fg">{page.title}</h1>}
        <PageSections sections={page.sections} heroIsTitle={heroIsTitle} onNavigate={onNavigate} />
        {page.children && page.children.length > 0 ? (
          <nav aria-label={`Mer om ${page.title}`} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-fg">Läs också</h2>
            <ul className="flex flex-col gap-2">
              {page.children.map((child) => (
                <li key={child.href}>
                  <AppLink
                    href={child.href}
                    className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
                  >
                    {child.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </>
    );
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
