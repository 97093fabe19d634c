import { ContentArticle } from '@lingon/content/content-article';
import type { StaticPage } from '@lingon/contracts/content/static-page';
import type * as React from 'react';
import { useNavigateHref } from '../hooks/use-navigate-href';

export interface StaticContentProps {
  page: StaticPage;
  /** Rendered after the sections: the page's form, widget or list. */
  children?: React.ReactNode;
}

/**
 * A static content page whose data the route already has (from its build-time loader), rendered
 * by the content package with the site's navigation for in-page links.
 */
export function StaticContent({ page, children }: StaticContentProps) {
  return (
    <ContentArticle page={page} onNavigate={useNavigateHref()}>
      {children}
    </ContentArticle>
  );
}
