import { MY_PAGES_PATH } from '@lingon/contracts/brand';

/** The family-subscription checkout, where the chat would cover the payment step (SPEC §4 Chat). */
export const FAMILY_CHECKOUT_PATH = `${MY_PAGES_PATH}/anslutna-abonnemang/familjeabonnemang/checkout`;

/**
 * Whether the support chat belongs on a page: everywhere except the family checkout and the
 * prepaid top-up checkout (any path containing /ladda/kassa), where nothing may pull the
 * customer out of paying. A trailing slash does not change the answer.
 */
export function isChatAllowed(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === FAMILY_CHECKOUT_PATH) return false;
  return !path.includes('/ladda/kassa');
}

/** The prepaid payment step (payment layout). */
export const PAYMENT_PATH = '/kontantkort/ladda/kassa/betalning';

/**
 * SPEC §2: the payment layout is excluded from the shared plugins — no consent banner, no
 * analytics page views, no chat, no reviews — so nothing loads beside the payment itself.
 */
export function sharedPluginsAllowed(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path !== PAYMENT_PATH;
}
