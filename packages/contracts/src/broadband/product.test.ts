import { describe, expect, it } from 'vitest';
import { broadbandProducts } from '../fixtures/broadband-products';
import { currentPrice, isCovered, productsWithCards, type ProductOffering } from './product';

function offering(
  subscriptions: ProductOffering['products']['subscriptions'],
  shortTermSubscriptions: ProductOffering['products']['shortTermSubscriptions'],
): ProductOffering {
  return {
    products: { subscriptions, shortTermSubscriptions },
    qnutKO: false,
    accessTypeCode: '100',
    accessId: 'A1',
    orderProcessingInterval: 3,
  };
}

const [first] = broadbandProducts;

describe('isCovered', () => {
  it('is false when both lists are null', () => {
    expect(isCovered(offering(null, null))).toBe(false);
  });

  it('is true when either list has products', () => {
    expect(isCovered(offering(first ? [first] : [], null))).toBe(true);
    expect(isCovered(offering(null, first ? [first] : []))).toBe(true);
  });

  it('counts empty lists and a missing offering as not covered', () => {
    expect(isCovered(offering([], []))).toBe(false);
    expect(isCovered(null)).toBe(false);
  });
});

describe('productsWithCards', () => {
  it('keeps only products with a content card', () => {
    const bundle = broadbandProducts.find((product) => product.category === 'BUNDLES');
    if (!first || !bundle) throw new Error('fixtures missing');
    const kept = productsWithCards([first, { ...bundle, card: null }]);
    expect(kept.map((product) => product.id)).toEqual([first.id]);
  });
});

describe('currentPrice', () => {
  it('prefers the deal price', () => {
    const bas = broadbandProducts.find((product) => product.id === 'BB-TV-BAS');
    expect(bas && currentPrice(bas)).toBe(369);
    const plain = broadbandProducts.find((product) => product.id === 'BB-100-100');
    expect(plain && currentPrice(plain)).toBe(295);
  });
});
