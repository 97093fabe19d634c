import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { loadContentSections } from '../lib/content-sections';
import type { Route } from './+types/default-layout';
import { createLayout } from './create-layout';

/** Public marketing and support pages. */
const layout = createLayout({ header: <SiteHeader />, footer: <SiteFooter /> });

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadContentSections];
export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
