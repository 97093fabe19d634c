import { PageContainer } from '@lingon/design-system/page-shell';
import type * as React from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../components/route-error';
import { MinimalFooter } from '../components/site-footer';
import { SiteFrame } from '../components/site-frame';
import { MinimalHeader } from '../components/site-header';
import { layoutMeta } from '../lib/layout-meta';

/** Sign-in related pages (signed out, forgotten password): one centred card. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame
      header={<MinimalHeader />}
      footer={<MinimalFooter />}
      mainClassName="bg-surface-muted"
    >
      <PageContainer className="max-w-xl">
        <div className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-10">
          {children}
        </div>
      </PageContainer>
    </SiteFrame>
  );
}

export const meta = layoutMeta;

export default function AuthLayout() {
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
