import type { Product, ProductOffering } from '@lingon/contracts/broadband/product';
import { broadbandProducts } from '@lingon/contracts/fixtures/broadband-products';
import { describe, expect, it } from 'vitest';
import { checkedDetail } from './checked-event';

const address = {
  streetName: 'Storgatan',
  streetNumber: '3',
  entrance: 'A',
  city: 'Lund',
  zipcode: '22222',
};

function product(id: string): Product {
  const found = broadbandProducts.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
}

function offering(subscriptions: Product[] | null, shortTerm: Product[] | null): ProductOffering {
  return {
    products: { subscriptions, shortTermSubscriptions: shortTerm },
    qnutKO: false,
    accessTypeCode: '100',
    accessId: 'A1',
    orderProcessingInterval: 3,
  };
}

describe('checkedDetail', () => {
  it('is not covered, with no products, without an offering', () => {
    expect(checkedDetail(address, null)).toEqual({
      covered: false,
      address: { ...address, apartmentNumber: '', text: 'Storgatan 3 A, Lund' },
      products: [],
    });
  });

  it('lists the products shown, in the order shown, at their current price', () => {
    const detail = checkedDetail(
      { ...address, apartmentNumber: '1102' },
      offering(
        [product('BB-TV-BAS'), product('BB-250-250'), product('BB-100-100')],
        [product('BB-ST-7D')],
      ),
    );
    expect(detail.covered).toBe(true);
    expect(detail.address.apartmentNumber).toBe('1102');
    expect(detail.products.map((item) => item.id)).toEqual([
      'BB-100-100',
      'BB-250-250',
      'BB-TV-BAS',
      'BB-ST-7D',
    ]);
    const bundle = product('BB-TV-BAS');
    expect(detail.products[2]).toMatchObject({
      name: bundle.card?.title,
      category: 'BUNDLES',
      price: bundle.card?.dealPrice ?? bundle.card?.price,
      priceUnit: 'kr/mån',
    });
    expect(detail.products[3]).toMatchObject({ shortTerm: true, price: 249, priceUnit: 'kr' });
  });

  it('counts an offering whose products have no content card as not covered (SPEC §4)', () => {
    const bare = { ...product('BB-250-250'), card: null };
    expect(checkedDetail(address, offering([bare], null))).toMatchObject({
      covered: false,
      products: [],
    });
  });
});
