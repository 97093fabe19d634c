import { describe, expect, it } from 'vitest';
import { discountedPrice, isMediaPlayerOfferActive, pricedMediaPlayers } from './media-players';

describe('discountedPrice', () => {
  it('takes the percentage off, to the öre', () => {
    expect(discountedPrice(799, 50)).toBe(399.5);
    expect(discountedPrice(199, 50)).toBe(99.5);
    expect(discountedPrice(1000, 0)).toBe(1000);
  });
});

describe('isMediaPlayerOfferActive', () => {
  it('lasts to the end of 23 November in Sweden', () => {
    expect(isMediaPlayerOfferActive(new Date('2026-11-22T12:00:00Z'))).toBe(true);
    // 23:30 Swedish time on the last day.
    expect(isMediaPlayerOfferActive(new Date('2026-11-23T22:30:00Z'))).toBe(true);
    // 00:30 Swedish time the day after.
    expect(isMediaPlayerOfferActive(new Date('2026-11-23T23:30:00Z'))).toBe(false);
  });
});

describe('pricedMediaPlayers', () => {
  it('prices the chosen players in catalogue order, with the offer while it lasts', () => {
    expect(pricedMediaPlayers(['CHROMECAST', 'APPLETV'], new Date('2026-11-20T12:00:00Z'))).toEqual(
      [
        { id: 'APPLETV', name: 'Apple TV', price: 399.5 },
        { id: 'CHROMECAST', name: 'Chromecast', price: 99.5 },
      ],
    );
    expect(pricedMediaPlayers(['APPLETV'], new Date('2026-11-24T12:00:00Z'))).toEqual([
      { id: 'APPLETV', name: 'Apple TV', price: 799 },
    ]);
    expect(pricedMediaPlayers([], new Date())).toEqual([]);
  });
});
