import { describe, expect, it } from 'vitest';
import {
  apartmentEntranceText,
  apartmentLabel,
  filterApartments,
  normalizeApartmentQuery,
  type Apartment,
} from './apartment-filter';

const apartments: Apartment[] = [
  { pointId: 'p-1201', apartmentNumber: '1201', entrance: 'A' },
  { pointId: 'p-1001', apartmentNumber: '1001', entrance: 'A' },
  { pointId: 'p-1102', apartmentNumber: '1102', entrance: 'A' },
  { pointId: 'p-1011', apartmentNumber: '1011', entrance: 'B' },
  { pointId: 'p-0901', apartmentNumber: '0901', entrance: 'B' },
  { pointId: 'p-1101', apartmentNumber: '1101', entrance: 'A' },
  { pointId: 'p-1101b', apartmentNumber: '1101', entrance: 'B' },
  { pointId: 'p-vind', apartmentNumber: '1301', entrance: '', label: 'Vindslägenhet' },
];

const ids = (list: Apartment[]) => list.map((apartment) => apartment.pointId);

describe('normalizeApartmentQuery', () => {
  it('keeps only the number the user means', () => {
    expect(normalizeApartmentQuery(' 1101 ')).toBe('1101');
    expect(normalizeApartmentQuery('Lgh 1101')).toBe('1101');
    expect(normalizeApartmentQuery('lgh.1101')).toBe('1101');
    expect(normalizeApartmentQuery('LGH-nr 1101')).toBe('1101');
    expect(normalizeApartmentQuery('Lägenhetsnummer 1 101')).toBe('1101');
  });

  it('returns an empty string for blank input', () => {
    expect(normalizeApartmentQuery('   ')).toBe('');
    expect(normalizeApartmentQuery('lgh ')).toBe('');
  });
});

describe('filterApartments', () => {
  it('returns every apartment in natural order for an empty query', () => {
    expect(ids(filterApartments(apartments, ''))).toEqual([
      'p-0901',
      'p-1001',
      'p-1011',
      'p-1101',
      'p-1101b',
      'p-1102',
      'p-1201',
      'p-vind',
    ]);
  });

  it('keeps apartments whose number contains the query', () => {
    expect(ids(filterApartments(apartments, '0'))).toEqual([
      'p-0901',
      'p-1001',
      'p-1011',
      'p-1101',
      'p-1101b',
      'p-1102',
      'p-1201',
      'p-vind',
    ]);
    expect(ids(filterApartments(apartments, '02'))).toEqual(['p-1102']);
  });

  it('puts numbers that start with the query first', () => {
    expect(ids(filterApartments(apartments, '11'))).toEqual([
      'p-1101',
      'p-1101b',
      'p-1102',
      'p-1011',
    ]);
  });

  it('ignores the "lgh" prefix and spaces the user types', () => {
    expect(ids(filterApartments(apartments, 'lgh 1 101'))).toEqual(['p-1101', 'p-1101b']);
  });

  it('matches a custom label', () => {
    expect(ids(filterApartments(apartments, 'vind'))).toEqual(['p-vind']);
  });

  it('returns nothing when no apartment matches', () => {
    expect(filterApartments(apartments, '9999')).toEqual([]);
  });

  it('does not reorder the caller’s list', () => {
    const input = [...apartments];
    filterApartments(input, '1');
    expect(input).toEqual(apartments);
  });
});

describe('apartmentLabel and apartmentEntranceText', () => {
  it('name an apartment by its number and entrance', () => {
    const apartment = apartments[0]!;
    expect(apartmentLabel(apartment)).toBe('Lgh 1201');
    expect(apartmentEntranceText(apartment)).toBe('Uppgång A');
  });

  it('prefer the label and omit an empty entrance', () => {
    const apartment = apartments[7]!;
    expect(apartmentLabel(apartment)).toBe('Vindslägenhet');
    expect(apartmentEntranceText(apartment)).toBeUndefined();
  });
});
