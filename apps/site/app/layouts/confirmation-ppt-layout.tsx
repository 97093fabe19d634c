import { SiteFooter } from '../components/site-footer';
import { MinimalHeader } from '../components/site-header';
import { createLayout } from './create-layout';

/** The prepaid top-up confirmation: the flow is done, so the full footer leads on. */
const layout = createLayout({
  header: <MinimalHeader />,
  footer: <SiteFooter />,
  containerClassName: 'max-w-3xl',
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
