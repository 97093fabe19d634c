import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { MinimalFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { MinimalHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/** Payment and confirmation step of the my-pages checkout. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame
      header={
        <MinimalHeader>
          <p className="text-sm font-semibold text-muted">Säker betalning</p>
        </MinimalHeader>
      }
      footer={<MinimalFooter />}
    >
      <PageContainer className="max-w-3xl">{children}</PageContainer>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function CheckoutPaymentLayout() {
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
