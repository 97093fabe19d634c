import { describe, expect, it } from 'vitest';
import {
  formatEightDigitDate,
  formatRemainingDays,
  isCheckoutStep,
  isFamilyCampaignActive,
  orderConfirmationStatus,
  parsePrice,
  remainingDays,
  toggleConsent,
} from './rules';

describe('isFamilyCampaignActive', () => {
  it('is active for a 12-month binding, as number or text', () => {
    expect(isFamilyCampaignActive(12)).toBe(true);
    expect(isFamilyCampaignActive('12')).toBe(true);
  });
  it('is not active for any other binding', () => {
    expect(isFamilyCampaignActive(0)).toBe(false);
    expect(isFamilyCampaignActive(24)).toBe(false);
    expect(isFamilyCampaignActive('')).toBe(false);
    expect(isFamilyCampaignActive(null)).toBe(false);
    expect(isFamilyCampaignActive(undefined)).toBe(false);
  });
});

describe('orderConfirmationStatus', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it("is 'NEW' within 7 days", () => {
    expect(orderConfirmationStatus('2026-11-19T12:00:00Z', now)).toBe('NEW');
    expect(orderConfirmationStatus(new Date('2026-11-15T12:00:00Z'), now)).toBe('NEW');
  });
  it("is 'Open' when inserted more than 7 days ago", () => {
    expect(orderConfirmationStatus('2026-11-15T11:59:59Z', now)).toBe('Open');
    expect(orderConfirmationStatus('2026-11-02T12:00:00Z', now)).toBe('Open');
  });
  it("treats an unreadable date as 'Open'", () => {
    expect(orderConfirmationStatus('not a date', now)).toBe('Open');
  });
});

describe('formatEightDigitDate', () => {
  it('reformats YYYYMMDD', () => {
    expect(formatEightDigitDate('20261122')).toBe('2026-11-22');
    expect(formatEightDigitDate('20280229')).toBe('2028-02-29');
  });
  it('leaves other values alone', () => {
    expect(formatEightDigitDate('2026-11-22')).toBe('2026-11-22');
    expect(formatEightDigitDate('2026112')).toBe('2026112');
    expect(formatEightDigitDate('20261399')).toBe('20261399');
    expect(formatEightDigitDate('20270229')).toBe('20270229');
  });
});

describe('parsePrice', () => {
  it('parses whole kronor', () => {
    expect(parsePrice('199')).toBe(199);
    expect(parsePrice('199 kr')).toBe(199);
    expect(parsePrice('1 990 kr')).toBe(1990);
    expect(parsePrice('1\u00a0990')).toBe(1990);
    expect(parsePrice('199,50')).toBe(199);
    expect(parsePrice('349.90')).toBe(349);
    expect(parsePrice(349.9)).toBe(349);
    expect(parsePrice(0)).toBe(0);
  });
  it('is null when there is no number', () => {
    expect(parsePrice('gratis')).toBeNull();
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });
});

describe('remainingDays', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('counts calendar days', () => {
    expect(remainingDays('2026-11-22', now)).toBe(0);
    expect(remainingDays('2026-11-23', now)).toBe(1);
    expect(remainingDays('2026-12-22', now)).toBe(30);
    expect(remainingDays('20261201', now)).toBe(9);
  });
  it('counts a leap day', () => {
    const feb = new Date('2028-02-28T10:00:00Z');
    expect(remainingDays('2028-03-01', feb)).toBe(2);
    expect(remainingDays('2029-02-28', feb)).toBe(366);
    const feb2027 = new Date('2027-02-28T10:00:00Z');
    expect(remainingDays('2027-03-01', feb2027)).toBe(1);
  });
  it('uses the Swedish calendar day for now, across daylight-saving changes', () => {
    // 23:30 UTC on 21 November is already 22 November in Stockholm.
    expect(remainingDays('2026-11-23', new Date('2026-11-21T23:30:00Z'))).toBe(1);
    expect(remainingDays('2027-03-29', new Date('2027-03-27T12:00:00Z'))).toBe(2);
  });
  it('is Infinity for unlimited (-1 or Infinity)', () => {
    expect(remainingDays(-1, now)).toBe(Infinity);
    expect(remainingDays('-1', now)).toBe(Infinity);
    expect(remainingDays(Infinity, now)).toBe(Infinity);
  });
  it('is 0 for a past date and null for nothing readable', () => {
    expect(remainingDays('2026-11-01', now)).toBe(0);
    expect(remainingDays('soon', now)).toBeNull();
    expect(remainingDays('2026-02-30', now)).toBeNull();
    expect(remainingDays(null, now)).toBeNull();
  });
});

describe('formatRemainingDays', () => {
  it("shows unlimited as 'Fria'", () => {
    expect(formatRemainingDays(-1)).toBe('Fria');
    expect(formatRemainingDays(Infinity)).toBe('Fria');
  });
  it('shows days in Swedish', () => {
    expect(formatRemainingDays(1)).toBe('1 dag');
    expect(formatRemainingDays(0)).toBe('0 dagar');
    expect(formatRemainingDays(30)).toBe('30 dagar');
  });
  it('combines with remainingDays', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(formatRemainingDays(remainingDays('2026-11-29', now) ?? 0)).toBe('7 dagar');
    expect(formatRemainingDays(remainingDays(-1, now) ?? 0)).toBe('Fria');
  });
});

describe('isCheckoutStep', () => {
  it('accepts the five steps', () => {
    for (const step of ['input', 'confirmation', 'review', 'purchase', 'thank-you']) {
      expect(isCheckoutStep(step)).toBe(true);
    }
  });
  it('ignores anything else', () => {
    expect(isCheckoutStep('payment')).toBe(false);
    expect(isCheckoutStep('Input')).toBe(false);
    expect(isCheckoutStep('')).toBe(false);
    expect(isCheckoutStep(undefined)).toBe(false);
    expect(isCheckoutStep(3)).toBe(false);
  });
});

describe('toggleConsent', () => {
  it('flips APPROVED and DENIED', () => {
    expect(toggleConsent('APPROVED')).toBe('DENIED');
    expect(toggleConsent('DENIED')).toBe('APPROVED');
  });
});
