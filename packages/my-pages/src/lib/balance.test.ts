import { describe, expect, it } from 'vitest';
import {
  dataLeft,
  daysLeftText,
  formatAddress,
  formatAmount,
  formatDate,
  formatDateRange,
  formatMsisdn,
  formatQuantity,
} from './balance';

describe('formatAddress', () => {
  it('puts name, street, postcode and city on one line', () => {
    expect(
      formatAddress({
        name: 'Anna Andersson',
        street: 'Lingonvägen 12',
        zipcode: '12345',
        city: 'Stockholm',
      }),
    ).toBe('Anna Andersson, Lingonvägen 12, 123\u00a045 Stockholm');
    expect(formatAddress({ street: 'Kyrkogatan 7', zipcode: '222 22', city: 'Lund' })).toBe(
      'Kyrkogatan 7, 222\u00a022 Lund',
    );
  });

  it('joins the postcode with a no-break space, so a narrow line never splits it as 123 / 45', () => {
    expect(formatAddress({ street: 'Lingonvägen 12', zipcode: '12345', city: 'Sthlm' })).toMatch(
      /, 123\u00a045 Sthlm$/,
    );
    // A postcode it does not recognise is left as it is.
    expect(formatAddress({ street: 'Box 1', zipcode: 'SE-22221', city: 'Lund' })).toBe(
      'Box 1, SE-22221 Lund',
    );
  });
});

describe('formatAmount', () => {
  it("shows unlimited as 'Fria' (SPEC §5)", () => {
    expect(formatAmount(-1, 'min')).toBe('Fria');
    expect(formatAmount(Infinity, 'sms')).toBe('Fria');
    expect(formatAmount(18.4, 'GB')).toBe('18,4\u00a0GB');
  });
});

describe('dataLeft', () => {
  it('gives the share left for the progress bar', () => {
    const left = dataLeft({
      remaining: 18.4,
      remainingRollover: 4.2,
      remainingExtraSurf: 5,
      total: 30,
      unit: 'GB',
      expirationDateExtraSurf: null,
    });
    expect(left.percentLeft).toBe(61);
    expect(left.summary).toBe('Kvar 18,4 av 30\u00a0GB');
  });

  it('has no bar for unlimited data and never goes past 0–100', () => {
    const base = {
      remainingRollover: 0,
      remainingExtraSurf: 0,
      unit: 'GB' as const,
      expirationDateExtraSurf: null,
    };
    expect(dataLeft({ ...base, remaining: -1, total: -1 })).toMatchObject({
      percentLeft: null,
      summary: 'Fri surf',
    });
    expect(dataLeft({ ...base, remaining: 40, total: 30 }).percentLeft).toBe(100);
    expect(dataLeft({ ...base, remaining: 0, total: 0 }).percentLeft).toBe(0);
  });
});

describe('daysLeftText', () => {
  it('counts calendar days, leap day included', () => {
    expect(daysLeftText('2028-03-01', new Date('2028-02-28T10:00:00Z'))).toBe('2 dagar');
    expect(daysLeftText('2026-11-23', new Date('2026-11-22T23:30:00Z'))).toBe('0 dagar');
    expect(daysLeftText(null, new Date())).toBeNull();
  });
});

describe('formatQuantity', () => {
  it('writes at most one decimal, and none for a whole amount', () => {
    expect(formatQuantity(18.4)).toBe('18,4');
    expect(formatQuantity(18.44)).toBe('18,4');
    expect(formatQuantity(2.96)).toBe('3');
    expect(formatQuantity(0.05)).toBe('0,1');
    expect(formatQuantity(250)).toBe('250');
  });

  it("groups thousands with the design system's no-break space", () => {
    expect(formatQuantity(1024)).toBe('1\u00a0024');
    expect(formatQuantity(1234.56)).toBe('1\u00a0234,6');
  });
});

describe('formats', () => {
  it('writes dates and numbers the Swedish way', () => {
    expect(formatDate('2026-12-04')).toBe('4 december 2026');
    // A period says what its dates share once.
    expect(formatDateRange('2026-11-01', '2026-11-26')).toBe('1–26 november 2026');
    expect(formatDateRange('2026-10-15', '2026-11-14')).toBe('15 oktober–14 november 2026');
    expect(formatDateRange('2025-12-15', '2026-01-14')).toBe('15 december 2025–14 januari 2026');
    expect(formatMsisdn('46701234567')).toBe('070-123 45 67');
    expect(formatMsisdn('46850012345')).toBe('08-500 123 45');
    expect(formatMsisdn('4631123456')).toBe('4631123456');
  });
});
