import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { PREPAID_NAVIGATION } from '../navigation';
import { createLayout } from './create-layout';

/** Prepaid top-up: the site header with the prepaid submenu. */
const layout = createLayout({
  header: <SiteHeader subNavigation={PREPAID_NAVIGATION} subNavigationLabel="Kontantkort" />,
  footer: <SiteFooter />,
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
