import { MinimalFooter } from '../components/site-footer';
import { MinimalHeader } from '../components/site-header';
import { createLayout } from './create-layout';

/** The family-subscription checkout: a focused column without the site navigation. */
const layout = createLayout({
  header: <MinimalHeader />,
  footer: <MinimalFooter />,
  containerClassName: 'max-w-3xl',
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
