import { describe, expect, it } from 'vitest';
import { handOffSearch, handOffUrl, parseHandOff, PRODUCT_PAGE_PATH } from './hand-off';

const address = {
  streetName: 'Storgatan',
  streetNumber: '3',
  entrance: 'B',
  city: 'Lund',
  zipcode: '22222',
};

describe('hand-off from the embedded address check', () => {
  it('round-trips the address, home, product and partner through the query string', () => {
    const handOff = {
      address,
      pointId: '100000012',
      productId: 'BB-250-250',
      partnerId: 'hsb-syd',
    };
    const url = handOffUrl('https://www.lingon.example/embed/x.js', PRODUCT_PAGE_PATH, handOff);
    expect(url.startsWith('https://www.lingon.example/bredband/valj-produkt?')).toBe(true);
    expect(parseHandOff(new URL(url).search)).toEqual(handOff);
  });

  it('encodes what a street name may hold', () => {
    const search = handOffSearch({ address: { ...address, streetName: 'Åsvägen & Co' } });
    expect(parseHandOff(`?${search}`)?.address.streetName).toBe('Åsvägen & Co');
  });

  it('needs an address; drops unreadable parts instead of the whole hand-off', () => {
    expect(parseHandOff('')).toBeNull();
    expect(parseHandOff('?pointId=1&productId=BB-100-100')).toBeNull();
    const parsed = parseHandOff(
      `?${handOffSearch({ address })}&partner=%3Cscript%3E&pointId=1%201&productId=x%22&potentialCustomerId=nope&zipcode=abc`,
    );
    expect(parsed).toEqual({ address: { ...address, zipcode: '' } });
  });

  it('carries the potential customer of an address without coverage', () => {
    const id = '0b7a8c1e-3f55-4d0c-9c43-6b1e7d3c2a10';
    expect(parseHandOff(`?${handOffSearch({ address, potentialCustomerId: id })}`)).toEqual({
      address,
      potentialCustomerId: id,
    });
  });
});
