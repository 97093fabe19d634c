import { validateFixtureVoucher } from '@lingon/contracts/fixtures/broadband-campaigns';
import { describe, expect, it } from 'vitest';
import { checkVoucher, voucherOfferDescription } from './voucher';

const now = new Date('2026-11-22T12:00:00Z');

describe('checkVoucher', () => {
  it('is valid when a BROADBAND_VOUCHER offer lists the selected product', () => {
    expect(checkVoucher(validateFixtureVoucher('lingon3fri', 'web', now), 'BB-250-250')).toEqual({
      status: 'valid',
      code: 'LINGON3FRI',
      campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
      description: '3 månader utan månadsavgift',
    });
  });

  it('tells a voucher for other products from an unknown one', () => {
    expect(checkVoucher(validateFixtureVoucher('FIBER100', 'web', now), 'BB-250-250')).toEqual({
      status: 'not-for-product',
    });
    expect(checkVoucher(validateFixtureVoucher('NOPE', 'web', now), 'BB-250-250')).toEqual({
      status: 'invalid',
    });
  });

  it('refuses an expired voucher and a telemarketing voucher on the web', () => {
    expect(
      checkVoucher(validateFixtureVoucher('SOMMAR2025', 'web', now), 'BB-100-100').status,
    ).toBe('invalid');
    expect(checkVoucher(validateFixtureVoucher('TMVIP', 'web', now), 'BB-100-100').status).toBe(
      'invalid',
    );
    expect(checkVoucher(validateFixtureVoucher('TMVIP', 'TM', now), 'BB-100-100').status).toBe(
      'valid',
    );
  });

  it('needs a selected product', () => {
    expect(checkVoucher(validateFixtureVoucher('LINGON3FRI', 'web', now), null).status).toBe(
      'not-for-product',
    );
  });

  it('ignores an offer with another name even if it lists the product', () => {
    const response = {
      voucher: 'X1',
      valid: true,
      campaignName: 'C',
      offers: [{ name: 'OTHER', productIds: ['BB-100-100'], availableChanges: { msisdn: [] } }],
    };
    expect(checkVoucher(response, 'BB-100-100').status).toBe('not-for-product');
  });
});

describe('voucherOfferDescription', () => {
  it('describes free months and monthly discounts in Swedish', () => {
    expect(voucherOfferDescription({ freeMonths: 1 })).toBe('1 månad utan månadsavgift');
    expect(voucherOfferDescription({ monthlyDiscount: 50 })).toBe('50 kr rabatt per månad');
    expect(voucherOfferDescription({ freeMonths: 2, monthlyDiscount: 20 })).toBe(
      '2 månader utan månadsavgift och 20 kr rabatt per månad',
    );
    expect(voucherOfferDescription({ title: 'Extra rabatt' })).toBe('Extra rabatt');
  });
});
