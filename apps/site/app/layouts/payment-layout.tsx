import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { SiteFrame } from '../components/site-frame';
import { MinimalHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/**
 * The prepaid payment step. Excluded from the shared plugins (no chat widget, SPEC §2): nothing
 * but the payment itself on the page.
 */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame
      header={
        <MinimalHeader>
          <p className="text-sm font-semibold text-muted">Säker betalning</p>
        </MinimalHeader>
      }
    >
      <PageContainer className="max-w-2xl">{children}</PageContainer>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function PaymentLayout() {
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
