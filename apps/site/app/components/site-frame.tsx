import * as React from 'react';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/**
 * What stands right after the skip link, before the header: the consent banner (root.tsx). It is
 * shown fixed at the bottom of the screen, but a first visitor meets its question early in the
 * tab order and in a screen reader, not after the whole page.
 */
export const AfterSkipLinkContext = React.createContext<React.ReactNode>(null);

export interface SiteFrameProps {
  header: React.ReactNode;
  footer?: React.ReactNode;
  children: React.ReactNode;
  mainClassName?: string;
}

/**
 * The frame every layout shares: skip link, header, main and footer in one full-height column.
 * The page inside <main> has a Suspense boundary of its own, for parts of a page that load with
 * it (a content page's sections): a prerendered page keeps its HTML while they load and the
 * header and footer hydrate without waiting for them; a navigation keeps the page it leaves on
 * screen until the new page's parts are there.
 */
export function SiteFrame({ header, footer, children, mainClassName }: SiteFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-fg">
      <SkipLink />
      {React.useContext(AfterSkipLinkContext)}
      {header}
      <MainContent className={mainClassName}>
        <React.Suspense fallback={null}>{children}</React.Suspense>
      </MainContent>
      {footer}
    </div>
  );
}
