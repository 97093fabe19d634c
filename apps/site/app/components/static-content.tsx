import type { StaticPage } from '@lingon/contracts/content/static-page';
import { opensWithHero } from '@lingon/content/lib/sections';
import { PageSections } from '@lingon/content/page-sections';
import type * as React from 'react';
import { useNavigateHref } from '../hooks/use-navigate-href';

export interface StaticContentProps {
  page: StaticPage;
  /** Rendered after the sections: the page's form, widget or list. */
  children?: React.ReactNode;
}

/**
 * A content page whose data the route already has (from its build-time loader): the title
 * unless a hero opens the page, then the sections through the content package's renderer.
 */
export function StaticContent({ page, children }: StaticContentProps) {
  const onNavigate = useNavigateHref();
  const heroIsTitle = opensWithHero(page.sections);
  return (
    <article data-slot="content-page" data-state="ready" className="flex flex-col gap-8">
      {heroIsTitle ? null : <h1 className="text-4xl font-extrabold text-fg">{page.title}</h1>}
      <PageSections sections={page.sections} heroIsTitle={heroIsTitle} onNavigate={onNavigate} />
      {children}
    </article>
  );
}
