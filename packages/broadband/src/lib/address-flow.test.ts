import type { EvaluateAddressResponse } from '@lingon/contracts/broadband/evaluate-address';
import { evaluateFixtureAddress } from '@lingon/contracts/fixtures/broadband';
import { describe, expect, it } from 'vitest';
import {
  chosenHitFor,
  evaluateRequestFor,
  evaluationOutcome,
  formatHomeAddress,
  homeAddress,
  matchTypedAddress,
  offeringForHome,
  severalAddressesText,
  suggestionQuery,
  toApartments,
} from './address-flow';

const storgatan1 = {
  streetName: 'Storgatan',
  streetNumber: '1',
  entrance: '',
  city: 'Lund',
  zipcode: '22221',
};
const storgatan3 = { ...storgatan1, streetNumber: '3' };

function evaluate(streetName: string, streetNumber: string, city: string, entrance = '') {
  return evaluateFixtureAddress({ streetName, streetNumber, city, entrance }, () => 'PC-1');
}

describe('suggestionQuery', () => {
  it('asks nothing below two characters', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' S ')).toBeNull();
  });

  it('normalises the text as SPEC §5 says', () => {
    expect(suggestionQuery('St')).toBe('St');
    expect(suggestionQuery('  Storgatan 3 A, Lund ')).toBe('Storgatan 3A Lund');
  });
});

describe('chosenHitFor', () => {
  it('keeps the chosen hit while the input shows it', () => {
    expect(chosenHitFor('Storgatan 1, Lund', storgatan1)).toBe(storgatan1);
    expect(chosenHitFor(' Storgatan 1, Lund ', storgatan1)).toBe(storgatan1);
  });

  it('drops it once the visitor edits the text', () => {
    expect(chosenHitFor('Storgatan 12, Lund', storgatan1)).toBeNull();
    expect(chosenHitFor('Storgatan 1, Lund', null)).toBeNull();
  });
});

describe('evaluateRequestFor', () => {
  it('sends the hit with an empty product category', () => {
    expect(evaluateRequestFor({ ...storgatan1, entrance: 'B' })).toEqual({
      city: 'Lund',
      entrance: 'B',
      streetName: 'Storgatan',
      streetNumber: '1',
      productCategory: '',
    });
  });
});

describe('evaluationOutcome', () => {
  it('a single covered home is chosen directly', () => {
    const outcome = evaluationOutcome(evaluate('Storgatan', '1', 'Lund'), '');
    expect(outcome).toMatchObject({ kind: 'covered', home: { pointId: '100000001' } });
  });

  it('several homes need the apartment picker', () => {
    const outcome = evaluationOutcome(evaluate('Storgatan', '3', 'Lund'), '');
    expect(outcome.kind).toBe('choose-apartment');
    if (outcome.kind === 'choose-apartment') expect(outcome.addresses).toHaveLength(10);
  });

  it('one home behind another entrance than typed needs the picker too', () => {
    expect(evaluationOutcome(evaluate('Kungsgatan', '12', 'Umeå'), '').kind).toBe(
      'choose-apartment',
    );
    expect(evaluationOutcome(evaluate('Kungsgatan', '12', 'Umeå', 'B'), 'B').kind).toBe('covered');
  });

  it('an address without products leads to the waiting list with the potential customer', () => {
    expect(evaluationOutcome(evaluate('Fjällvägen', '7', 'Kiruna'), '')).toEqual({
      kind: 'not-covered',
      potentialCustomerId: 'PC-1',
    });
  });

  it('an unknown address is not covered either', () => {
    const unknown: EvaluateAddressResponse = {
      addresses: [],
      product: null,
      potentialCustomer: null,
    };
    expect(evaluationOutcome(unknown, '')).toEqual({
      kind: 'not-covered',
      potentialCustomerId: null,
    });
  });

  it('both lists null count as not covered even with homes', () => {
    const evaluation = evaluate('Storgatan', '1', 'Lund');
    const uncovered: EvaluateAddressResponse = {
      ...evaluation,
      product: evaluation.product && {
        ...evaluation.product,
        products: { shortTermSubscriptions: null, subscriptions: null },
      },
    };
    expect(evaluationOutcome(uncovered, '').kind).toBe('not-covered');
  });
});

describe('offeringForHome', () => {
  it('is the evaluation’s offering for its first home, and unknown for any other', () => {
    const evaluation = evaluate('Storgatan', '3', 'Lund');
    const [first, second] = evaluation.addresses;
    if (!first || !second) throw new Error('Storgatan 3 has several homes in the fixtures');
    expect(evaluation.product).not.toBeNull();
    expect(offeringForHome(evaluation, first.pointId)).toBe(evaluation.product);
    expect(offeringForHome(evaluation, second.pointId)).toBeUndefined();
  });

  it('is null, not unknown, when the first home has no offering', () => {
    const evaluation = evaluate('Storgatan', '1', 'Lund');
    const pointId = evaluation.addresses[0]?.pointId ?? '';
    expect(offeringForHome({ ...evaluation, product: null }, pointId)).toBeNull();
  });
});

describe('homeAddress', () => {
  it('takes the chosen home’s entrance and zipcode', () => {
    const [home] = evaluate('Kungsgatan', '12', 'Umeå').addresses;
    expect(
      homeAddress(
        { streetName: 'Kungsgatan', streetNumber: '12', entrance: '', city: 'Umeå', zipcode: '' },
        home ?? null,
      ),
    ).toEqual({
      streetName: 'Kungsgatan',
      streetNumber: '12',
      entrance: 'B',
      city: 'Umeå',
      zipcode: '90326',
      pointId: '100000301',
      apartmentNumber: '',
      communicationOperatorId: 'STADSNAT-UME',
    });
  });

  it('carries the chosen apartment, so a reloaded checkout orders the same home', () => {
    const home = evaluate('Storgatan', '3', 'Lund').addresses.find(
      (candidate) => candidate.entrance === 'B' && candidate.apartmentNumber === '1101',
    );
    expect(home).toBeDefined();
    expect(homeAddress(storgatan3, home ?? null)).toMatchObject({
      entrance: 'B',
      pointId: '100000203',
      apartmentNumber: '1101',
      communicationOperatorId: 'OPPEN-FIBER',
    });
  });

  it('keeps the hit without a home', () => {
    expect(homeAddress(storgatan1, null)).toBe(storgatan1);
  });
});

describe('formatHomeAddress', () => {
  it('adds the apartment to the address', () => {
    expect(formatHomeAddress({ ...storgatan3, entrance: 'B' }, '1101')).toBe(
      'Storgatan 3 B, Lund, lgh 1101',
    );
  });

  it('says no apartment for a house', () => {
    expect(formatHomeAddress(storgatan1, '')).toBe('Storgatan 1, Lund');
    expect(formatHomeAddress(storgatan1, null)).toBe('Storgatan 1, Lund');
    expect(formatHomeAddress(storgatan1, '  ')).toBe('Storgatan 1, Lund');
  });
});

describe('toApartments', () => {
  it('labels a home without apartment number by its street address', () => {
    const apartments = toApartments(evaluate('Kungsgatan', '12', 'Umeå').addresses);
    expect(apartments).toEqual([
      { pointId: '100000301', apartmentNumber: '', entrance: 'B', label: 'Kungsgatan 12 B' },
    ]);
  });

  it('leaves numbered apartments to the picker’s own label', () => {
    const [first] = toApartments(evaluate('Storgatan', '3', 'Lund').addresses);
    expect(first).toEqual({ pointId: '100000101', apartmentNumber: '1001', entrance: 'A' });
  });
});

describe('matchTypedAddress', () => {
  const inBoras = { ...storgatan1, city: 'Borås', zipcode: '50330' };
  const inLund10 = { ...storgatan1, streetNumber: '10' };
  const hits = [inBoras, storgatan1, inLund10];

  it('finds nothing without hits', () => {
    expect(matchTypedAddress('Storgatan 1', [])).toEqual({ kind: 'none' });
  });

  it('takes the only hit', () => {
    expect(matchTypedAddress('Storgatan 1', [storgatan1])).toEqual({
      kind: 'one',
      hit: storgatan1,
    });
  });

  it('never takes the first of several hits for text that matches them all', () => {
    expect(matchTypedAddress('Storgatan 1', hits)).toEqual({ kind: 'several', hits });
  });

  it('takes the hit the text spells out, in any case and with or without the comma', () => {
    for (const typed of ['Storgatan 1, Lund', 'storgatan 1 lund', ' STORGATAN 1,LUND ']) {
      expect(matchTypedAddress(typed, hits)).toEqual({ kind: 'one', hit: storgatan1 });
    }
  });

  it('asks to choose in Swedish, quoting what was typed', () => {
    expect(severalAddressesText(' Storgatan 1 ')).toBe(
      'Flera adresser matchar ”Storgatan 1”. Välj din adress i listan.',
    );
  });
});
