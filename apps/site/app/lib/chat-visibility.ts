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
