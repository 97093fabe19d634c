import type { PurchaseEvent } from '@lingon/broadband/checkout/purchase-event';
import { PRODUCT_PAGE_PATH } from '@lingon/broadband/lib/hand-off';
import { pageView, pushEvent } from '@lingon/consent/lib/analytics';

/** Pushed only with analytics consent (the consent helper drops it otherwise). */
export function trackProductPageView(): void {
  pageView(PRODUCT_PAGE_PATH, typeof document === 'undefined' ? '' : document.title);
}

/** SPEC §7 purchase event of a placed broadband order, pushed only with analytics consent. */
export function trackPurchase(event: PurchaseEvent): boolean {
  return pushEvent({ ...event });
}
