import { MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { FooterColumn } from '@lingon/design-system/footer';
import type { NavItem } from '@lingon/design-system/header';

export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: 'Bredband', href: '/bredband' },
  { label: 'Kontantkort', href: '/kontantkort' },
  { label: 'Surf', href: '/surf' },
  { label: 'Utland', href: '/utland/priser-utomlands' },
  { label: 'Support', href: '/support' },
];

/** The broadband area's submenu (SPEC §2). */
export const BROADBAND_NAVIGATION: readonly NavItem[] = [
  { label: 'Bredband', href: '/bredband' },
  { label: 'Bredband + TV', href: '/bredband/cmore' },
  { label: 'Kortidsbredband', href: '/bredband/wifitogo' },
];

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

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Tjänster',
    links: [
      { label: 'Bredband', href: '/bredband' },
      { label: 'Bredband + TV', href: '/bredband/cmore' },
      { label: 'Korttidsbredband', href: '/bredband/wifitogo' },
      { label: 'Kontantkort', href: '/kontantkort' },
      { label: 'Mobilförsäkring', href: '/mobilforsakring' },
    ],
  },
  {
    title: 'Hjälp',
    links: [
      { label: 'Support', href: '/support' },
      { label: 'Driftstörningar', href: '/driftstorningar' },
      { label: 'Mobilguide', href: '/mobilguide' },
      { label: 'Priser utomlands', href: '/utland/priser-utomlands' },
      { label: 'Priser till utlandet', href: '/utland/priser-till-utlandet' },
      { label: 'Tyck till', href: '/tyck-till' },
    ],
  },
  {
    title: MY_PAGES_NAME,
    links: [
      { label: 'Logga in', href: MY_PAGES_PATH },
      { label: 'Ladda kontantkort', href: '/kontantkort/ladda' },
      { label: 'Registrera kontantkort', href: '/registrera-kontantkort' },
      { label: 'Glömt lösenord', href: '/glomt-losenord' },
    ],
  },
];

/** The prepaid area's submenu. */
export const PREPAID_NAVIGATION: readonly NavItem[] = [
  { label: 'Kontantkort', href: '/kontantkort' },
  { label: 'Ladda kontantkort', href: '/kontantkort/ladda' },
  { label: 'Registrera kontantkort', href: '/registrera-kontantkort' },
];
