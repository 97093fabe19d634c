import { POSTPAID_UPGRADE_CAMPAIGN, type Campaign } from '@lingon/contracts/campaigns/campaigns';
import { orderDetailsSchema } from '@lingon/contracts/broadband/order-create';
import { describe, expect, it } from 'vitest';
import { emptyCustomer } from '../lib/order-state';
import {
  buildOrderDetails,
  checkoutAttemptFor,
  executionOutcome,
  isCreditRefusal,
  planCampaignOffers,
  postpaidUpgradeOffer,
  requestFingerprint,
  type OrderInputs,
} from './order-request';

const inputs: OrderInputs = {
  productId: 'BB-TV-BAS',
  pointId: '100000001',
  apartmentNumber: '',
  accessId: 'AC100000001',
  accessTypeCode: '100',
  communicationOperatorId: 'OPPEN-FIBER',
  customer: {
    ...emptyCustomer,
    name: 'Anna Andersson',
    namePrefilled: true,
    personalNumber: '198503121231',
    personalNumberVerified: true,
    email: 'anna@example.se',
    mobile: '070-123 45 67',
    invoiceAddress: { street: 'Storgatan 1', zipcode: '222 21', city: 'Lund' },
  },
  bankidOrderRef: '131daac9-16c6-4618-beb0-365768f37288',
  hardware: ['APPLETV'],
};

/** The mobile-customer campaign as the service answers it for a customer with two numbers. */
function postpaidCampaign(msisdn: string[]): Campaign {
  return {
    name: POSTPAID_UPGRADE_CAMPAIGN,
    title: 'Mobilkund? 20 kr rabatt per månad på bredband med TV',
    offers: [
      {
        name: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
        productIds: ['BB-TV-BAS', 'BB-TV-MYCKET-SPORT', 'BB-TV-ALL-SPORT'],
        monthlyDiscount: 20,
        availableChanges: { msisdn },
      },
    ],
  };
}
const eligible = postpaidCampaign(['46701234567', '46709876543']);

describe('buildOrderDetails', () => {
  it('builds order details the order contract accepts', () => {
    const details = buildOrderDetails(inputs);
    const parsed = orderDetailsSchema.parse(details);
    expect(parsed.customer.mobile).toBe('0701234567');
    expect(parsed.customer.invoiceAddress).toEqual({
      street: 'Storgatan 1',
      zipcode: '22221',
      city: 'Lund',
    });
    expect(parsed.bankidOrderRef).toBe(inputs.bankidOrderRef);
    expect(parsed.hardware).toEqual(['APPLETV']);
  });

  it('leaves out an empty invoice address', () => {
    const details = buildOrderDetails({
      ...inputs,
      customer: { ...inputs.customer, invoiceAddress: { street: '', zipcode: '', city: '' } },
    });
    expect(details.customer).not.toHaveProperty('invoiceAddress');
  });

  it('carries the partner the visitor came from, and nothing when there is none', () => {
    expect(
      orderDetailsSchema.parse(buildOrderDetails({ ...inputs, partnerId: 'hsb-syd' })),
    ).toMatchObject({
      partnerId: 'hsb-syd',
    });
    expect(buildOrderDetails({ ...inputs, partnerId: null })).not.toHaveProperty('partnerId');
  });
});

describe('postpaidUpgradeOffer', () => {
  it('applies to an existing customer with a qualifying number, preferring the chosen one', () => {
    expect(postpaidUpgradeOffer(eligible, 'BB-TV-BAS', null)).toEqual({
      campaignName: POSTPAID_UPGRADE_CAMPAIGN,
      offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
      msisdn: '46701234567',
    });
    expect(postpaidUpgradeOffer(eligible, 'BB-TV-BAS', '46709876543')?.msisdn).toBe('46709876543');
  });

  it('does not apply without a qualifying number or to another product', () => {
    expect(postpaidUpgradeOffer(postpaidCampaign([]), 'BB-TV-BAS', null)).toBeNull();
    expect(postpaidUpgradeOffer(eligible, 'BB-250-250', null)).toBeNull();
    expect(postpaidUpgradeOffer(undefined, 'BB-TV-BAS', null)).toBeNull();
  });
});

describe('planCampaignOffers', () => {
  const voucher = {
    code: 'TVSTART',
    campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
    productId: 'BB-TV-BAS',
    description: '2 månader utan månadsavgift',
  };

  it('is empty without a voucher or discount: a plain order', () => {
    expect(
      planCampaignOffers({
        productId: 'BB-TV-BAS',
        voucher: null,
        postpaidCampaign: null,
        preferredMsisdn: null,
      }),
    ).toEqual([]);
  });

  it('executes the voucher and the mobile-customer discount together', () => {
    expect(
      planCampaignOffers({
        productId: 'BB-TV-BAS',
        voucher,
        postpaidCampaign: eligible,
        preferredMsisdn: null,
      }),
    ).toEqual([
      {
        campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
        offerName: 'BROADBAND_VOUCHER',
        voucher: 'TVSTART',
      },
      {
        campaignName: POSTPAID_UPGRADE_CAMPAIGN,
        offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
        msisdn: '46701234567',
      },
    ]);
  });

  it('drops a voucher checked for another product', () => {
    expect(
      planCampaignOffers({
        productId: 'BB-250-250',
        voucher,
        postpaidCampaign: null,
        preferredMsisdn: null,
      }),
    ).toEqual([]);
  });
});

describe('idempotency', () => {
  it('fingerprints equal requests equally whatever the key order', () => {
    expect(requestFingerprint('a', { x: 1, y: { b: 2, a: 1 } })).toBe(
      requestFingerprint('a', { y: { a: 1, b: 2 }, x: 1 }),
    );
    expect(requestFingerprint('a', { x: 1 })).not.toBe(requestFingerprint('b', { x: 1 }));
    expect(requestFingerprint('a', { x: 1 })).not.toBe(requestFingerprint('a', { x: 2 }));
  });

  it('reuses the key for the same request and makes a new one for a changed request', () => {
    let made = 0;
    const newKey = () => `key-${(made += 1)}`;
    const first = checkoutAttemptFor(null, 'f1', newKey);
    expect(first).toEqual({ key: 'key-1', fingerprint: 'f1' });
    expect(checkoutAttemptFor(first, 'f1', newKey)).toBe(first);
    expect(checkoutAttemptFor(first, 'f2', newKey)).toEqual({ key: 'key-2', fingerprint: 'f2' });
  });
});

describe('executionOutcome', () => {
  it('succeeds only when every offer succeeded', () => {
    expect(
      executionOutcome({
        executionResults: [{ success: true, offerName: 'A', orderId: 'BB-1' }],
      }),
    ).toEqual({ success: true, orderId: 'BB-1', refusal: null });
    expect(
      executionOutcome({
        executionResults: [
          { success: true, offerName: 'A', orderId: 'BB-1' },
          { success: false, offerName: 'B', orderId: null },
        ],
      }).success,
    ).toBe(false);
    expect(executionOutcome({ executionResults: [] }).success).toBe(false);
  });

  it('gives the reason of an offer the service would not apply, not of a refused credit check', () => {
    expect(
      executionOutcome({
        executionResults: [
          {
            success: false,
            offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
            orderId: null,
            message: 'Mobilnumret ger inte rätt till erbjudandet',
          },
        ],
      }),
    ).toEqual({
      success: false,
      orderId: null,
      refusal: 'Mobilnumret ger inte rätt till erbjudandet',
    });
    // Received, and refused by the credit check: the order failed (SPEC §8's banner), no refusal.
    expect(
      executionOutcome({
        executionResults: [
          {
            success: false,
            offerName: 'BROADBAND_VOUCHER',
            orderId: 'BB-2',
            message: 'Kreditprövningen godkändes inte',
          },
        ],
      }).refusal,
    ).toBeNull();
  });
});

describe('isCreditRefusal', () => {
  it('is a plain order received and refused (success false with its order id)', () => {
    expect(isCreditRefusal({ success: false, orderId: 'BB-DEMO-0001' })).toBe(true);
    expect(isCreditRefusal({ success: true, orderId: 'BB-DEMO-0001' })).toBe(false);
  });

  it('is an order with offers received and refused, not an offer the service would not apply', () => {
    const refused = executionOutcome({
      executionResults: [
        {
          success: false,
          offerName: 'BROADBAND_VOUCHER',
          orderId: 'BB-2',
          message: 'Kreditprövningen godkändes inte',
        },
      ],
    });
    expect(isCreditRefusal(refused)).toBe(true);
    const offerRefused = executionOutcome({
      executionResults: [
        {
          success: false,
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          orderId: null,
          message: 'Mobilnumret ger inte rätt till erbjudandet',
        },
      ],
    });
    expect(isCreditRefusal(offerRefused)).toBe(false);
    expect(isCreditRefusal(executionOutcome({ executionResults: [] }))).toBe(false);
  });
});
