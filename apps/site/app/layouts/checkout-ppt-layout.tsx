import { checkoutFrame, createLayout } from './create-layout';

/** Prepaid top-up checkout steps (kassa, granska, betalsätt). */
const layout = createLayout(checkoutFrame());

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
