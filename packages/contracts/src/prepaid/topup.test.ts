import { describe, expect, it } from 'vitest';
import { PREPAID_OFFERING } from '../fixtures/mypages-catalogue';
import { prepaidTopUps } from '../fixtures/mypages-usage';
import { topUpTitle } from './topup';

/** The titles with ordinary spaces, to read: numbers and units are joined by no-break spaces. */
const plain = (title: string) => title.replace(/\u00a0/g, ' ');

describe('topUpTitle', () => {
  it('names a surf package, a money top-up and a combined package by what they give and how long', () => {
    expect(plain(topUpTitle({ dataGb: 5, saldoKr: null, validityDays: 30 }))).toBe(
      'Surf 5 GB, 30 dagar',
    );
    expect(plain(topUpTitle({ dataGb: null, saldoKr: 200, validityDays: 180 }))).toBe(
      'Saldo 200 kr, 180 dagar',
    );
    expect(plain(topUpTitle({ dataGb: 10, saldoKr: 100, validityDays: 30 }))).toBe(
      'Surf 10 GB + saldo 100 kr, 30 dagar',
    );
  });

  it('writes numbers the Swedish way and never breaks a number from its unit', () => {
    expect(topUpTitle({ dataGb: 1.5, saldoKr: null, validityDays: 1 })).toBe(
      'Surf 1,5\u00a0GB, 1\u00a0dag',
    );
    expect(plain(topUpTitle({ dataGb: null, saldoKr: 10000, validityDays: 365 }))).toBe(
      'Saldo 10 000 kr, 365 dagar',
    );
    expect(topUpTitle({ dataGb: null, saldoKr: 10000, validityDays: 365 })).not.toMatch(/ (GB|kr)/);
  });

  it('names every product of the offering in the one style', () => {
    const titles = PREPAID_OFFERING.categories.flatMap((category) =>
      category.products.map((product) => plain(topUpTitle(product))),
    );
    expect(titles).toEqual([
      'Surf 5 GB, 30 dagar',
      'Surf 15 GB, 30 dagar',
      'Surf 40 GB, 30 dagar',
      'Saldo 100 kr, 180 dagar',
      'Saldo 200 kr, 180 dagar',
      'Saldo 300 kr, 180 dagar',
      'Surf 10 GB + saldo 100 kr, 30 dagar',
      'Surf 25 GB + saldo 200 kr, 30 dagar',
    ]);
  });
});

describe('the seeded top-up history', () => {
  it('names its top-ups by the same rule as a top-up recorded today', () => {
    const history = prepaidTopUps('46731234560', new Date('2026-11-15T12:00:00Z'));
    expect(history.map((entry) => plain(entry.title))).toEqual([
      'Surf 10 GB, 30 dagar',
      'Saldo 200 kr, 180 dagar',
      'Surf 5 GB, 30 dagar',
      'Saldo 100 kr, 180 dagar',
    ]);
  });
});
