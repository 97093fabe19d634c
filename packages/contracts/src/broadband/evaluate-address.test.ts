import { describe, expect, it } from 'vitest';
import {
  evaluateAddressRequestSchema,
  needsApartmentChoice,
  resolveAccessId,
} from './evaluate-address';

describe('needsApartmentChoice', () => {
  it('is needed for more than one home', () => {
    expect(needsApartmentChoice([{ entrance: '' }, { entrance: '' }], '')).toBe(true);
  });

  it('is needed for one home whose entrance differs from the typed one', () => {
    expect(needsApartmentChoice([{ entrance: 'B' }], '')).toBe(true);
    expect(needsApartmentChoice([{ entrance: 'B' }], 'A')).toBe(true);
  });

  it('is not needed for one home with the typed entrance, case and spaces aside', () => {
    expect(needsApartmentChoice([{ entrance: 'B' }], 'b ')).toBe(false);
  });

  it('is not needed for one home without an entrance, nor for none', () => {
    expect(needsApartmentChoice([{ entrance: '' }], 'A')).toBe(false);
    expect(needsApartmentChoice([], '')).toBe(false);
  });
});

describe('resolveAccessId', () => {
  it("falls back to the point id when empty and the access type is '200'", () => {
    expect(resolveAccessId('', '200', '100000301')).toBe('100000301');
    expect(resolveAccessId(null, '200', '100000301')).toBe('100000301');
  });

  it('keeps a given access id', () => {
    expect(resolveAccessId('AC1', '200', '100000301')).toBe('AC1');
  });

  it('does not fall back for other access types', () => {
    expect(resolveAccessId('', '100', '100000301')).toBe('');
  });
});

describe('evaluateAddressRequestSchema', () => {
  it('defaults entrance and product category to empty', () => {
    expect(
      evaluateAddressRequestSchema.parse({
        city: 'Lund',
        streetName: 'Storgatan',
        streetNumber: '1',
      }),
    ).toEqual({
      city: 'Lund',
      streetName: 'Storgatan',
      streetNumber: '1',
      entrance: '',
      productCategory: '',
    });
  });

  it('refuses an oversized street name and an unknown category', () => {
    const base = { city: 'Lund', streetName: 'Storgatan', streetNumber: '1' };
    expect(
      evaluateAddressRequestSchema.safeParse({ ...base, streetName: 'x'.repeat(101) }).success,
    ).toBe(false);
    expect(evaluateAddressRequestSchema.safeParse({ ...base, productCategory: 'TV' }).success).toBe(
      false,
    );
  });
});
