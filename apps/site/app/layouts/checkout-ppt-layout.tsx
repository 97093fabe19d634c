import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { MinimalFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { MinimalHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/** Prepaid top-up checkout steps (kassa, granska, betalsätt). */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame header={<MinimalHeader />} footer={<MinimalFooter />}>
      <PageContainer className="max-w-3xl">{children}</PageContainer>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function CheckoutPptLayout() {
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
