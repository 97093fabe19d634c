import { BRAND, MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { FooterColumn } from '@lingon/design-system/footer';
import type { NavItem } from '@lingon/design-system/header';

export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: 'Bredband', href: '/bredband' },
  { label: 'Kontantkort', href: '/kontantkort' },
  { label: 'Surf', href: '/surf' },
  { label: 'Utland', href: '/utland/priser-utomlands' },
  { label: 'Support', href: '/support' },
];

/**
 * The broadband area's submenu (SPEC §2). 'Korttidsbredband' is spelt as the page, its cards and
 * the footer spell it (the spec's list has it with one t).
 */
export const BROADBAND_NAVIGATION: readonly NavItem[] = [
  { label: 'Bredband', href: '/bredband' },
  { label: 'Bredband + TV', href: '/bredband/cmore' },
  { label: 'Korttidsbredband', href: '/bredband/wifitogo' },
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
  {
    // The terms the checkout asks the customer to accept, and how personal data is handled:
    // readable from every page.
    title: BRAND.name,
    links: [
      { label: `Om ${BRAND.name}`, href: `/om-${BRAND.slug}` },
      { label: 'Villkor', href: '/villkor' },
      { label: 'Integritetspolicy', href: '/integritetspolicy' },
    ],
  },
];

/** The prepaid area's submenu. */
export const PREPAID_NAVIGATION: readonly NavItem[] = [
  { label: 'Kontantkort', href: '/kontantkort' },
  { label: 'Ladda kontantkort', href: '/kontantkort/ladda' },
  { label: 'Registrera kontantkort', href: '/registrera-kontantkort' },
];

/**
 * The submenu of a page in the default layout that is an item of an area's submenu: the prepaid
 * start and the card registration (SPEC §2 public pages) are in the prepaid submenu, whose top-up
 * has a layout of its own. Without it, their own submenu vanished when they were chosen in it.
 */
export function areaNavigationOf(
  pathname: string,
): { items: readonly NavItem[]; label: string } | null {
  return PREPAID_NAVIGATION.some((item) => item.href === pathname)
    ? { items: PREPAID_NAVIGATION, label: 'Kontantkort' }
    : null;
}
