import { describe, expect, it } from 'vitest';
import { phoneShopRedirect } from './phone-shop-redirect';

const shop = 'https://shop.lingon.example/mobiltelefoner';

describe('phoneShopRedirect', () => {
  it('does not apply to addresses without mobiltelefoner/', () => {
    expect(phoneShopRedirect('/finns-inte', shop)).toBeNull();
    expect(phoneShopRedirect('/mobiltelefoner', shop)).toBeNull();
    expect(phoneShopRedirect('/', shop)).toBeNull();
  });

  it('sends /mobiltelefoner/ to the shop page itself', () => {
    expect(phoneShopRedirect('/mobiltelefoner/', shop)).toBe(shop);
  });

  it('appends the third slash-separated segment', () => {
    expect(phoneShopRedirect('/mobiltelefoner/apple', shop)).toBe(`${shop}/apple`);
    expect(phoneShopRedirect('/mobiltelefoner/samsung/galaxy-s25', shop)).toBe(`${shop}/samsung`);
  });

  it('ignores the query string and tolerates a trailing slash on the shop URL', () => {
    expect(phoneShopRedirect('/mobiltelefoner/apple?ref=x', `${shop}/`)).toBe(`${shop}/apple`);
  });

  it('counts segments from the start of the address', () => {
    expect(phoneShopRedirect('/erbjudanden/mobiltelefoner/apple', shop)).toBe(
      `${shop}/mobiltelefoner`,
    );
  });
});
