import { SecurePaymentHeader } from '../components/site-header';
import { createLayout } from './create-layout';

/**
 * The prepaid payment step. Excluded from the shared plugins (no chat widget, SPEC §2): nothing
 * but the payment itself on the page, and no footer.
 */
const layout = createLayout({
  header: <SecurePaymentHeader />,
  containerClassName: 'max-w-2xl',
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
