import { describe, expect, it } from 'vitest';
import type { TopUpCheckout, TopUpInfo } from './state';
import { firstMissingStep, TOPUP_PATHS } from './steps';

const info: TopUpInfo = { offeringId: 'PPT-2026-11', msisdn: '46761234570', isStudent: false };
const product = {
  id: 'SURF_5GB',
  name: '5 GB',
  categorySlug: 'surf',
  categoryTitle: 'Surfpaket',
  price: 99,
  studentPrice: 79,
  dataGb: 5,
  saldoKr: null,
  validityDays: 30,
};
const chosen: TopUpCheckout = {
  topup: {
    isProductSelected: true,
    hasDiscount: false,
    totalPrice: 99,
    totalPriceWithoutDiscount: 99,
    product,
  },
  msisdn: info.msisdn,
  isStudent: info.isStudent,
  step: 'confirmation',
  reviewed: false,
  payment: null,
  orderKey: 'topup-abcdefgh',
  topUpId: null,
};

describe('firstMissingStep', () => {
  it('sends every later step back to the start without a checked number and a product', () => {
    for (const page of ['kassa', 'granska', 'betalsatt', 'betalning', 'bekraftelse'] as const) {
      expect(firstMissingStep(page, null, chosen)).toBe(TOPUP_PATHS.ladda);
      expect(firstMissingStep(page, info, null)).toBe(TOPUP_PATHS.ladda);
    }
    expect(firstMissingStep('ladda', null, null)).toBeNull();
  });

  it('sends a checkout priced for another number than the one checked back to the start', () => {
    const reviewed = { ...chosen, reviewed: true };
    const student = { ...info, isStudent: true };
    const other = { ...info, msisdn: '46731234560' };
    for (const page of ['kassa', 'granska', 'betalsatt', 'betalning', 'bekraftelse'] as const) {
      expect(firstMissingStep(page, student, reviewed)).toBe(TOPUP_PATHS.ladda);
      expect(firstMissingStep(page, other, reviewed)).toBe(TOPUP_PATHS.ladda);
    }
  });

  it('sends the visitor to the first step not yet done', () => {
    expect(firstMissingStep('kassa', info, chosen)).toBeNull();
    expect(firstMissingStep('granska', info, chosen)).toBeNull();
    expect(firstMissingStep('betalsatt', info, chosen)).toBe(TOPUP_PATHS.granska);
    expect(firstMissingStep('betalning', info, chosen)).toBe(TOPUP_PATHS.granska);
    const reviewed = { ...chosen, reviewed: true };
    expect(firstMissingStep('betalsatt', info, reviewed)).toBeNull();
    expect(firstMissingStep('betalning', info, reviewed)).toBe(TOPUP_PATHS.betalsatt);
    const method = { ...reviewed, payment: { method: 'card' as const, swishPhoneNumber: null } };
    expect(firstMissingStep('betalning', info, method)).toBeNull();
    expect(firstMissingStep('bekraftelse', info, method)).toBe(TOPUP_PATHS.betalning);
    expect(firstMissingStep('bekraftelse', info, { ...method, topUpId: 'x' })).toBeNull();
  });
});
