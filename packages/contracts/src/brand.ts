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
