import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { NavItem } from '@lingon/design-system/header';

// My pages' menus, apart from the site's (navigation.ts): only my pages load them, so they stay
// out of every public page's first load.

/** The side navigation of my pages. */
export const MY_PAGES_NAVIGATION: readonly NavItem[] = [
  { label: 'Översikt', href: MY_PAGES_PATH },
  { label: 'Mina abonnemang', href: `${MY_PAGES_PATH}/valj-abonnemang` },
  { label: 'Fakturor', href: `${MY_PAGES_PATH}/faktura` },
  { label: 'Ordrar', href: `${MY_PAGES_PATH}/ordrar` },
  { label: 'Anslutna abonnemang', href: `${MY_PAGES_PATH}/anslutna-abonnemang` },
  { label: 'Fyll på surf', href: `${MY_PAGES_PATH}/fyll-pa-surf` },
  { label: 'Din sida', href: `${MY_PAGES_PATH}/din-sida` },
];

/**
 * Pages of my pages without an item of their own in its navigation, each with the item it belongs
 * under (marked as where the customer is): changing plan, speed or owner under the subscriptions,
 * autogiro under the invoices, referrals under the customer's own page.
 */
export const MY_PAGES_SECTIONS: readonly { path: string; under: string }[] = [
  { path: `${MY_PAGES_PATH}/byt-abonnemang`, under: `${MY_PAGES_PATH}/valj-abonnemang` },
  { path: `${MY_PAGES_PATH}/byt-bredband`, under: `${MY_PAGES_PATH}/valj-abonnemang` },
  { path: `${MY_PAGES_PATH}/overlatelse`, under: `${MY_PAGES_PATH}/valj-abonnemang` },
  { path: `${MY_PAGES_PATH}/autogiro`, under: `${MY_PAGES_PATH}/faktura` },
  { path: `${MY_PAGES_PATH}/varva-en-van`, under: `${MY_PAGES_PATH}/din-sida` },
];
