/** SPEC §9 constants of the broadband + TV bundle. */
export const BUNDLE_SPEED = { down: 100, up: 100 } as const;
/** The TV service's value for one year, included with the bundle. */
export const TV_YEAR_VALUE = 1188;
/** The TV account streams on at most this many devices at the same time. */
export const TV_MAX_DEVICES = 2;

const GENERAL = [
  'TV4',
  'Sjuan',
  'TV12',
  'TV4 Fakta',
  'TV4 Film',
  'TV4 Guld',
  'TV4 Hits',
  'TV4 Stars',
  'SVT1',
  'SVT2',
  'SVT Barn',
  'Kanal 5',
];
const SPORT = [
  'TV4 Sportkanalen',
  'TV4 Fotboll',
  'TV4 Hockey',
  'TV4 Motor',
  'TV4 Tennis',
  'TV4 Sport Live 1',
];
const ALL_SPORT = [
  'TV4 Sport Live 2',
  'TV4 Sport Live 3',
  'TV4 Sport Live 4',
  'Eurosport 1',
  'Eurosport 2',
  'V Sport Golf',
];

/**
 * The channels of each TV package, keyed by the package name on the product card. The counts
 * match the cards' channel counts (16, 18, 24); a test keeps them in step with the fixtures.
 */
export const TV_PACKAGE_CHANNELS: Readonly<Record<string, readonly string[]>> = {
  'TV Bas': [...GENERAL, 'Kanal 9', 'Kunskapskanalen', 'SVT24', 'TV4 Sportkanalen'],
  'Mycket Sport': [...GENERAL, ...SPORT],
  'All Sport': [...GENERAL, ...SPORT, ...ALL_SPORT],
};

export function channelsFor(tvPackage: string | undefined): readonly string[] {
  return (tvPackage && TV_PACKAGE_CHANNELS[tvPackage]) || [];
}

/** "TV Bas" → "Bas": the package's own name without the generic "TV" prefix. */
export function tvPackageShortName(tvPackage: string): string {
  return tvPackage.replace(/^TV\s+/i, '').trim() || tvPackage.trim();
}

/** SPEC §2: the TV package title of the form 'Välj …-paket' ("Välj Bas-paket"). */
export function tvPackageHeading(tvPackage: string): string {
  return `Välj ${tvPackageShortName(tvPackage)}-paket`;
}

export interface BundlePrice {
  /** The ordinary monthly price. */
  ordinary: number;
  /** What the customer pays per month now (deal price and mobile-customer discount applied). */
  pay: number;
  /** The mobile-customer discount included in `pay` (0 when none). */
  discount: number;
}

/**
 * The monthly price of a bundle: the deal price when there is one, less the mobile-customer
 * discount the campaign service gives the verified person (SPEC §6; 0 for anyone else). Never
 * below zero. The TV page and the checkout's order summary both price with it.
 */
export function bundlePrice(
  card: { price: number; dealPrice?: number | undefined },
  monthlyDiscount: number,
): BundlePrice {
  const base = card.dealPrice ?? card.price;
  const discount = Math.min(Math.max(0, monthlyDiscount), base);
  return { ordinary: card.price, pay: base - discount, discount };
}

/**
 * The mobile-customer offer the campaign service found for the verified person: kronor off each
 * month, on the products it names (every product when it names none).
 */
export interface MobileCustomerOffer {
  monthlyDiscount: number;
  productIds?: readonly string[] | undefined;
}

/** The offer's monthly discount on one product: 0 where the offer does not apply. */
export function mobileCustomerDiscount(
  offer: MobileCustomerOffer | null,
  productId: string,
): number {
  if (!offer) return 0;
  if (offer.productIds && !offer.productIds.includes(productId)) return 0;
  return offer.monthlyDiscount;
}
