import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressSearchRequestSchema,
  addressSearchTokens,
  formatAddressHit,
  normaliseAddressSearch,
} from './address-search';

describe('normaliseAddressSearch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins a digit, a space and an entrance letter', () => {
    expect(normaliseAddressSearch('Storgatan 3 A')).toBe('Storgatan 3A');
  });

  it('joins a digit, a comma and a letter or digit', () => {
    expect(normaliseAddressSearch('Storgatan 3,A')).toBe('Storgatan 3A');
    expect(normaliseAddressSearch('Box 1,2')).toBe('Box 12');
  });

  it('removes only the first comma', () => {
    expect(normaliseAddressSearch('Storgatan 1, Lund, Sverige')).toBe('Storgatan 1 Lund, Sverige');
  });

  it('joins before removing the comma, so "1, Lund" keeps its space', () => {
    expect(normaliseAddressSearch('Storgatan 3 B, Lund')).toBe('Storgatan 3B Lund');
  });

  it('handles Swedish letters after the digit', () => {
    expect(normaliseAddressSearch('Ågatan 2 Ö')).toBe('Ågatan 2Ö');
  });

  it('leaves text without the pattern alone', () => {
    expect(normaliseAddressSearch('Kungsgatan')).toBe('Kungsgatan');
  });

  it('converts non-string input to text with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normaliseAddressSearch(12)).toBe('12');
    expect(normaliseAddressSearch(null)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not warn for strings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    normaliseAddressSearch('Storgatan 1');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('formatAddressHit', () => {
  it("shows 'street number entrance, city'", () => {
    expect(
      formatAddressHit({ streetName: 'Storgatan', streetNumber: '3', entrance: 'B', city: 'Lund' }),
    ).toBe('Storgatan 3 B, Lund');
  });

  it('leaves out an empty entrance without a double space', () => {
    expect(
      formatAddressHit({ streetName: 'Storgatan', streetNumber: '1', entrance: '', city: 'Lund' }),
    ).toBe('Storgatan 1, Lund');
  });
});

describe('addressSearchTokens', () => {
  it('splits words and digit/letter boundaries, lower-cased', () => {
    expect(addressSearchTokens('Storgatan 3Lund')).toEqual(['storgatan', '3', 'lund']);
    expect(addressSearchTokens('STORGATAN 3A, Lund')).toEqual(['storgatan', '3', 'a', 'lund']);
    expect(addressSearchTokens('Fjällvägen 7, Kiruna')).toEqual(['fjällvägen', '7', 'kiruna']);
  });

  it('drops punctuation that could reach a LIKE pattern', () => {
    expect(addressSearchTokens('%_\\ 1')).toEqual(['1']);
  });
});

describe('addressSearchRequestSchema', () => {
  it('defaults to best hits and 10 results', () => {
    expect(addressSearchRequestSchema.parse({ searchString: 'Storgatan' })).toEqual({
      searchString: 'Storgatan',
      bestHitsOnly: true,
      maxResults: 10,
    });
  });

  it('refuses more than 10 results, empty and oversized text', () => {
    expect(
      addressSearchRequestSchema.safeParse({ searchString: 'a', maxResults: 11 }).success,
    ).toBe(false);
    expect(addressSearchRequestSchema.safeParse({ searchString: '  ' }).success).toBe(false);
    expect(addressSearchRequestSchema.safeParse({ searchString: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});
