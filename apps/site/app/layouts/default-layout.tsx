import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { SiteFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { SiteHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/** Public marketing and support pages. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
      <PageContainer>{children}</PageContainer>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function DefaultLayout() {
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
