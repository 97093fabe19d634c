import type { Hardware } from './order-create';

/**
 * The media players offered with the TV bundle (SPEC §3, §9): Apple TV 799 kr and Chromecast
 * 199 kr, 50 % off until 23 November. One catalogue for the checkout, the thank-you page and the
 * server that prices the order.
 */
export interface MediaPlayer {
  id: Hardware;
  name: string;
  /** Ordinary price in kronor, paid once. */
  price: number;
  description: string;
}

export const MEDIA_PLAYERS: readonly MediaPlayer[] = [
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

/** What a media player costs once at `now`, with the offer while it lasts. */
export function mediaPlayerPrice(player: MediaPlayer, now: Date): number {
  return isMediaPlayerOfferActive(now)
    ? discountedPrice(player.price, MEDIA_PLAYER_DISCOUNT_PERCENT)
    : player.price;
}

/** The chosen media players in catalogue order, each with its name and price at `now`. */
export function pricedMediaPlayers(hardware: readonly Hardware[], now: Date) {
  return MEDIA_PLAYERS.filter((player) => hardware.includes(player.id)).map((player) => ({
    id: player.id,
    name: player.name,
    price: mediaPlayerPrice(player, now),
  }));
}
