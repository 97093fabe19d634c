/** The retailer whose routers and media players the thank-you page promotes (SPEC §1). */
export const RETAILER = { name: 'Nätbutiken' } as const;

export interface RouterOffer {
  id: string;
  name: string;
  /** What the customer pays, in kronor. */
  price: number;
  /** Kronor saved against the retailer's ordinary price. */
  saving: number;
  sellingPoints: readonly string[];
}

/** SPEC §9: routers at 590 (save 200), 990 (save 200) and 2990 (save 500). */
export const ROUTER_OFFERS: readonly RouterOffer[] = [
  {
    id: 'ROUTER-BAS',
    name: 'Wifi-router Bas',
    price: 590,
    saving: 200,
    sellingPoints: ['Wifi 6', 'Passar en lägenhet', 'Klarar upp till 500 Mbit/s'],
  },
  {
    id: 'ROUTER-PLUS',
    name: 'Wifi-router Plus',
    price: 990,
    saving: 200,
    sellingPoints: ['Wifi 6', 'Passar ett radhus', 'Klarar 1000 Mbit/s'],
  },
  {
    id: 'ROUTER-MESH',
    name: 'Mesh-system Premium (3-pack)',
    price: 2990,
    saving: 500,
    sellingPoints: ['Wifi 6E', 'Täcker en stor villa', 'Klarar 1000 Mbit/s'],
  },
];

export interface MediaPlayerOffer {
  id: 'APPLETV' | 'CHROMECAST';
  name: string;
  /** Ordinary price in kronor. */
  price: number;
  description: string;
}

/** SPEC §3/§9: Apple TV 799 kr and Chromecast 199 kr, 50 % off until 23 November. */
export const MEDIA_PLAYER_OFFERS: readonly MediaPlayerOffer[] = [
  {
    id: 'APPLETV',
    name: 'Apple TV',
    price: 799,
    description: 'Streama TV-paketet och dina appar i 4K på tv:n.',
  },
  {
    id: 'CHROMECAST',
    name: 'Chromecast',
    price: 199,
    description: 'Skicka TV-appen från mobilen till tv:n.',
  },
];
export const MEDIA_PLAYER_DISCOUNT_PERCENT = 50;
/** The last day of the media-player offer (inclusive, Swedish time). */
export const MEDIA_PLAYER_OFFER_LAST_DAY = '2026-11-23';

/** Is the offer on at `now`? It lasts to the end of its last day in Sweden. */
export function isMediaPlayerOfferActive(
  now: Date,
  lastDay = MEDIA_PLAYER_OFFER_LAST_DAY,
): boolean {
  const today = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return today <= lastDay;
}

/** The price after a percentage discount, to the öre (799 at 50 % → 399.5). */
export function discountedPrice(price: number, percent: number): number {
  return Math.round(price * (100 - percent)) / 100;
}
