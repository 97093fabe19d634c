import type * as React from 'react';
import { Outlet } from 'react-router';
import { MyPagesFrame } from '../components/my-pages-frame';
import { RouteError } from '../components/route-error';
import { SiteFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { SiteHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/** My pages: the site header, a side navigation and the page. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
      <MyPagesFrame>{children}</MyPagesFrame>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function MyLingonLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  return (
    <Frame>
      <RouteError />
    </Frame>
  );
}
