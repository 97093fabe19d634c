import { checkoutFrame, createLayout } from './create-layout';

/** The family-subscription checkout: a focused column without the site navigation. */
const layout = createLayout(checkoutFrame());

export const meta = layout.meta;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;
