import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { BROADBAND_NAVIGATION } from '../navigation';
import { createLayout } from './create-layout';

/** The broadband area: the site header with the broadband submenu (SPEC §2). */
const layout = createLayout({
  header: <SiteHeader subNavigation={BROADBAND_NAVIGATION} subNavigationLabel="Bredband" />,
  footer: <SiteFooter />,
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
