import { describe, expect, it } from 'vitest';
import { PREPAID_OFFERING } from '@lingon/contracts/fixtures/mypages-catalogue';
import { categoryInSentence, showOnlyCategory } from './category-words';

describe('showOnlyCategory', () => {
  it('names each category of the offering the server seeds as a thing, not an action', () => {
    expect(PREPAID_OFFERING.categories.map((category) => showOnlyCategory(category.title))).toEqual(
      ['Visa bara surfpaket', 'Visa bara saldo', 'Visa bara kombipaket'],
    );
  });

  it('drops only a leading "Ladda" followed by what is loaded', () => {
    expect(categoryInSentence('Ladda surf')).toBe('surf');
    expect(categoryInSentence('ladda  saldo')).toBe('saldo');
    expect(categoryInSentence('Laddkort')).toBe('laddkort');
    expect(categoryInSentence('Ladda')).toBe('ladda');
    expect(categoryInSentence('Surf att ladda')).toBe('surf att ladda');
  });

  it('lowers only the first letter, and not that of an abbreviation', () => {
    expect(categoryInSentence('Extra GB')).toBe('extra GB');
    expect(categoryInSentence('EU-surf')).toBe('EU-surf');
    expect(categoryInSentence('Ladda EU-surf')).toBe('EU-surf');
    expect(categoryInSentence('Å')).toBe('å');
  });
});
