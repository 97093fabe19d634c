import { toMsisdn, toNationalMobile } from '@lingon/contracts/phone';

/** The query parameter that names a subscription in a my-pages address. */
export const NUMBER_PARAM = 'nummer';

/**
 * A page's address for one subscription: `…/detaljer?nummer=0701234568`. The number is in the
 * address so that a link opened in a new tab, bookmarked or shared shows the subscription it was
 * made for, never the tab's last choice.
 */
export function subscriptionHref(path: string, msisdn: string): string {
  return `${path}?${NUMBER_PARAM}=${encodeURIComponent(toNationalMobile(msisdn) ?? msisdn)}`;
}

/** The subscription the address names (`?nummer=`), in the one `46…` form; null without one. */
export function numberInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(NUMBER_PARAM);
  return value ? toMsisdn(value) : null;
}

/** Name the subscription in this page's address, replacing its entry (a reload stays on it). */
export function nameInAddress(msisdn: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(NUMBER_PARAM, toNationalMobile(msisdn) ?? msisdn);
  window.history.replaceState(window.history.state, '', url);
}
