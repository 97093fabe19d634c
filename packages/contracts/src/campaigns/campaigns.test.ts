import { describe, expect, it } from 'vitest';
import { campaignsHeadersSchema, campaignsQuerySchema, requestedCampaignNames } from './campaigns';
import { allOffersSucceeded } from './offers-execute';
import { isVoucherValidForProduct } from './voucher-validate';

describe('campaign name lists', () => {
  it('accept a comma-separated header and repeated query parameters', () => {
    const headers = campaignsHeadersSchema.parse({ campaignstofetch: 'A_1, B_2' });
    const query = campaignsQuerySchema.parse({ campaignNames: ['B_2', 'C_3'] });
    expect(requestedCampaignNames(query, headers)).toEqual(['A_1', 'B_2', 'C_3']);
  });

  it('refuse names with other characters', () => {
    expect(campaignsQuerySchema.safeParse({ campaignNames: 'DROP TABLE' }).success).toBe(false);
  });

  it('ask for every campaign when none is named', () => {
    expect(requestedCampaignNames({}, {})).toEqual([]);
  });
});

describe('isVoucherValidForProduct', () => {
  const result = {
    valid: true,
    offers: [
      { name: 'BROADBAND_VOUCHER', productIds: ['BB-100-100'], availableChanges: { msisdn: [] } },
    ],
  };

  it('is true when a BROADBAND_VOUCHER offer lists the product', () => {
    expect(isVoucherValidForProduct(result, 'BB-100-100')).toBe(true);
  });

  it('is false for another product, an invalid voucher or another offer name', () => {
    expect(isVoucherValidForProduct(result, 'BB-250-250')).toBe(false);
    expect(isVoucherValidForProduct({ ...result, valid: false }, 'BB-100-100')).toBe(false);
    expect(
      isVoucherValidForProduct(
        { valid: true, offers: [{ ...result.offers[0]!, name: 'OTHER' }] },
        'BB-100-100',
      ),
    ).toBe(false);
  });
});

describe('allOffersSucceeded', () => {
  it('needs at least one result and every one successful', () => {
    expect(allOffersSucceeded({ executionResults: [] })).toBe(false);
    expect(
      allOffersSucceeded({
        executionResults: [
          { success: true, offerName: 'A', orderId: '1' },
          { success: false, offerName: 'B', orderId: null },
        ],
      }),
    ).toBe(false);
    expect(
      allOffersSucceeded({ executionResults: [{ success: true, offerName: 'A', orderId: '1' }] }),
    ).toBe(true);
  });
});
