import type { PurchaseEvent } from '@lingon/broadband/checkout/purchase-event';
import { pageView, pushEvent } from '@lingon/consent/lib/analytics';

/** The product step's page view (SPEC §2: recorded with this path after the address check). */
export const PRODUCT_PAGE_PATH = '/bredband/valj-produkt';

/** Pushed only with analytics consent (the consent helper drops it otherwise). */
export function trackProductPageView(): void {
  pageView(PRODUCT_PAGE_PATH, typeof document === 'undefined' ? '' : document.title);
}

/** SPEC §7 purchase event of a placed broadband order, pushed only with analytics consent. */
export function trackPurchase(event: PurchaseEvent): boolean {
  return pushEvent({ ...event });
}
