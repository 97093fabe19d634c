import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { MinimalFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { MinimalHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

export interface LayoutOptions {
  /** The header above every page of the layout. */
  header: React.ReactNode;
  /** The footer, if the layout has one (the payment step has none). */
  footer?: React.ReactNode;
  /** Classes on `<main>`, e.g. a muted background behind a card. */
  mainClassName?: string;
  /**
   * What holds the page inside `<main>`. Defaults to the page container; `containerClassName`
   * narrows it for focused flows.
   */
  body?: (page: React.ReactNode) => React.ReactNode;
  containerClassName?: string;
}

/**
 * One layout route of SPEC §2 from its frame: the page (`Layout`) and the error boundary share
 * the frame, so a 404 or a failure below still shows the layout's header and footer, and `meta`
 * gives the error title when a page below failed.
 *
 * A layout module spreads this into its exports:
 *
 *     const layout = createLayout({ header: <SiteHeader />, footer: <SiteFooter /> });
 *     export const meta = layout.meta;
 *     export const ErrorBoundary = layout.ErrorBoundary;
 *     export default layout.Layout;
 */
export function createLayout({
  header,
  footer,
  mainClassName,
  body,
  containerClassName,
}: LayoutOptions) {
  function Frame({ children }: { children: React.ReactNode }) {
    return (
      <SiteFrame header={header} footer={footer} mainClassName={mainClassName}>
        {body ? (
          body(children)
        ) : (
          <PageContainer className={containerClassName}>{children}</PageContainer>
        )}
      </SiteFrame>
    );
  }

  return {
    meta: layoutMeta,
    Layout: function Layout() {
      return (
        <Frame>
          <Outlet />
        </Frame>
      );
    },
    ErrorBoundary: function ErrorBoundary() {
      return (
        <Frame>
          <RouteError />
        </Frame>
      );
    },
  };
}

/**
 * The frame of a checkout step: the logo without the site navigation, the slim footer and one
 * focused column (the family checkout and the prepaid top-up's kassa steps).
 */
export function checkoutFrame(): LayoutOptions {
  return {
    header: <MinimalHeader />,
    footer: <MinimalFooter />,
    containerClassName: CHECKOUT_COLUMN,
  };
}

/** The width of a checkout's one column, on every step up to the payment. */
export const CHECKOUT_COLUMN = 'max-w-3xl';
