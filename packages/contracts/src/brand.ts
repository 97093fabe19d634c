/** The brand slug and display name: the one place the brand is named (SPEC preamble). */
export const BRAND = { slug: 'lingon', name: 'Lingon' } as const;

export const SERVICE = {
  broadband: `${BRAND.slug}-broadband-service`,
  order: `${BRAND.slug}-order-service`,
  mobileOrder: `${BRAND.slug}-mobile-subscription-order`,
  offering: `${BRAND.slug}-offering-service`,
  prepaid: `${BRAND.slug}-prepaid-service`,
} as const;

/** Base path of every service call (SPEC §7). */
export const SERVICES_BASE = '/services/';

/** The logged-in area and login route. */
export const MY_PAGES_PATH = `/mitt-${BRAND.slug}`;

/** What the logged-in area is called wherever the site names it: "Mitt Lingon". */
export const MY_PAGES_NAME = `Mitt ${BRAND.name}`;

/** The partner widget's custom element (`<lingon-address-check>`), apps/embed. */
export const ADDRESS_CHECK_ELEMENT = `${BRAND.slug}-address-check` as const;

/** The event the partner widget sends when an address has been checked. */
export const ADDRESS_CHECKED_EVENT = `${BRAND.slug}-address-checked` as const;
