import type { Section } from '@lingon/contracts/content/model';
import { cn } from '@lingon/design-system/lib/cn';
import { AppLink } from '@lingon/design-system/link-provider';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import type * as React from 'react';
import { opensWithHero, type CardAction, type SectionRenderProps } from './lib/sections';
import { PageSections } from './page-sections';

export interface PageContent {
  title: string;
  sections: Section[];
  parent?: { label: string; href: string } | undefined;
  children?: { label: string; href: string }[];
}

interface ContentBodyProps extends SectionRenderProps {
  page: PageContent;
  /** Rendered after the sections: the page's form, widget or list. */
  children?: React.ReactNode;
  /** The page's own controls for cards (see CardAction). */
  cardAction?: CardAction | undefined;
}

/**
 * A content page's parent link, title (unless a hero opens it), sections, what the page adds
 * (`children`) and child pages.
 */
function ContentBody({ page, onNavigate, cardAction, children }: ContentBodyProps) {
  const heroIsTitle = opensWithHero(page.sections);
  return (
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
      <PageSections
        sections={page.sections}
        heroIsTitle={heroIsTitle}
        onNavigate={onNavigate}
        cardAction={cardAction}
      />
      {children}
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
}

export interface ContentArticleProps extends SectionRenderProps, React.ComponentProps<'article'> {
  page: PageContent;
  /** Rendered after the sections: the page's form, widget or list. */
  children?: React.ReactNode;
  /** The page's own controls for cards, in place of their links (see CardAction). */
  cardAction?: CardAction | undefined;
}

/**
 * A content page the caller already has (a route loader, prerendering): a prerendered page loads
 * no service client, no validation schemas and no cache to hydrate.
 */
export function ContentArticle({
  page,
  onNavigate,
  cardAction,
  className,
  children,
  ...props
}: ContentArticleProps) {
  return (
    <article
      data-slot="content-page"
      data-state="ready"
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      <ContentBody page={page} onNavigate={onNavigate} cardAction={cardAction}>
        {children}
      </ContentBody>
    </article>
  );
}
