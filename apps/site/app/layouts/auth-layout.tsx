import { PageContainer } from '@lingon/design-system/page-shell';
import { MinimalFooter } from '../components/site-footer';
import { MinimalHeader } from '../components/site-header';
import { loadContentSections } from '../lib/content-sections';
import type { Route } from './+types/auth-layout';
import { createLayout } from './create-layout';

/** Sign-in related pages (signed out, forgotten password): one centred card. */
const layout = createLayout({
  header: <MinimalHeader />,
  footer: <MinimalFooter />,
  mainClassName: 'bg-surface-muted',
  body: (page) => (
    <PageContainer className="max-w-xl">
      <div className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-10">{page}</div>
    </PageContainer>
  ),
});

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadContentSections];
export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
