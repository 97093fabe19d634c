import { MinimalFooter } from '../components/site-footer';
import { SecurePaymentHeader } from '../components/site-header';
import { createLayout } from './create-layout';

/** Payment and confirmation step of the my-pages checkout. */
const layout = createLayout({
  header: <SecurePaymentHeader />,
  footer: <MinimalFooter />,
  containerClassName: 'max-w-3xl',
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
