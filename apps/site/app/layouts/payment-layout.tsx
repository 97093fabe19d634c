import { SecurePaymentHeader } from '../components/site-header';
import { CHECKOUT_COLUMN, createLayout } from './create-layout';

/**
 * The prepaid payment step. Excluded from the shared plugins (no chat widget, SPEC §2): nothing
 * but the payment itself on the page, and no footer. As wide as the checkout steps before it
 * (CHECKOUT_COLUMN), so the column does not jump when the payment opens.
 */
const layout = createLayout({
  header: <SecurePaymentHeader />,
  containerClassName: CHECKOUT_COLUMN,
});

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
