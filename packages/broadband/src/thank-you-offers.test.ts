import { describe, expect, it } from 'vitest';
import { ROUTER_OFFERS } from './thank-you-offers';

describe('ROUTER_OFFERS', () => {
  it('are the three routers of the spec', () => {
    expect(ROUTER_OFFERS.map(({ price, saving }) => [price, saving])).toEqual([
      [590, 200],
      [990, 200],
      [2990, 500],
    ]);
  });
});
