import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankidStartContract } from '../bankid/start';
import { bankidStatusContract } from '../bankid/status';
import type { BankidPurpose } from '../bankid/messages';
import { addressSearchContract } from '../broadband/address-search';
import { evaluateAddressContract } from '../broadband/evaluate-address';
import { orderCreateContract } from '../broadband/order-create';
import { productByPointContract } from '../broadband/product-by-point';
import { campaignsContract } from '../campaigns/campaigns';
import { offersExecuteContract } from '../campaigns/offers-execute';
import { telemarketingCampaignsContract } from '../campaigns/telemarketing-campaigns';
import { voucherValidateContract } from '../campaigns/voucher-validate';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { bankidFixtureUser } from '../fixtures/bankid';
import { bankidHandlers } from './bankid';
import { broadbandHandlers, broadbandVariants } from './broadband';

const server = setupServer(...broadbandHandlers);
const call = createApiClient({ baseUrl: 'http://localhost/services/' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = {
  pointId: '100000001',
  productId: 'BB-100-100',
  customer: {
    personalNumber: '198503121231',
    name: 'Anna Andersson',
    email: 'anna@example.se',
    mobile: '070-123 45 67',
  },
  bankidOrderRef: 'ref-1',
};

describe('broadband MSW handlers', () => {
  it('search and evaluate answer in the contract shape', async () => {
    const hits = await call(addressSearchContract, { body: { searchString: 'Storgatan 3 Lund' } });
    expect(hits[0]).toMatchObject({ streetName: 'Storgatan', streetNumber: '3', city: 'Lund' });
    const evaluation = await call(evaluateAddressContract, {
      body: { city: 'Lund', streetName: 'Storgatan', streetNumber: '3' },
    });
    expect(evaluation.addresses.length).toBeGreaterThanOrEqual(6);
  });

  it('answers 400 with field errors for bad input', async () => {
    const error = await call(addressSearchContract, { body: { searchString: '' } }).catch((e) => e);
    expect(isApiError(error, 'validation')).toBe(true);
    expect(error.fieldErrors[0].field).toBe('body.searchString');
  });

  it('answers products by point and 404 for an unknown point', async () => {
    const offering = await call(productByPointContract, { params: { pointId: '100000401' } });
    expect(offering.products.subscriptions).toBeNull();
    const error = await call(productByPointContract, { params: { pointId: '999' } }).catch(
      (e) => e,
    );
    expect(isApiError(error, 'not-found')).toBe(true);
  });

  it('places orders, refusing the credit-rejected demo customer', async () => {
    await expect(call(orderCreateContract, { body: order })).resolves.toMatchObject({
      success: true,
    });
    const refused = await call(orderCreateContract, {
      body: { ...order, customer: { ...order.customer, personalNumber: '198001019887' } },
    });
    expect(refused.success).toBe(false);
  });

  it('answers campaigns, vouchers and offer execution', async () => {
    const { campaigns } = await call(campaignsContract, {
      query: { campaignNames: 'POSTPAID_UPGRADE_CAMPAIGN' },
    });
    expect(campaigns.map((c) => c.name)).toEqual(['POSTPAID_UPGRADE_CAMPAIGN']);
    const voucher = await call(voucherValidateContract, { params: { voucher: 'fiber100' } });
    expect(voucher).toMatchObject({ valid: true, voucher: 'FIBER100' });
    const executed = await call(offersExecuteContract, {
      body: {
        order,
        offers: [
          {
            campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
            offerName: 'BROADBAND_VOUCHER',
            voucher: 'FIBER100',
          },
        ],
      },
    });
    expect(executed.executionResults).toEqual([
      expect.objectContaining({ success: true, offerName: 'BROADBAND_VOUCHER' }),
    ]);
  });

  describe('the mobile-customer discount of a BankID-verified visitor (as the server)', () => {
    /** A BankID order of this browser run to completion by the BankID handlers (Anna). */
    async function completedBankid(purpose: BankidPurpose): Promise<string> {
      const { orderRef } = await call(bankidStartContract, { body: { purpose } });
      for (let poll = 0; poll < 10; poll += 1) {
        const state = await call(bankidStatusContract, { body: { orderRef } });
        if (state.status === 'complete') return orderRef;
      }
      throw new Error('The BankID order did not complete');
    }

    async function numbersFor(bankidOrderRef: string): Promise<string[]> {
      const { campaigns } = await call(campaignsContract, {
        query: { campaignNames: 'POSTPAID_UPGRADE_CAMPAIGN', bankidOrderRef },
      });
      return campaigns[0]?.offers[0]?.availableChanges.msisdn ?? [];
    }

    it("personalises for the TV page's identification and the checkout's signature only", async () => {
      server.use(...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }));
      expect(bankidFixtureUser.personalNumber).toBe('198503121231');
      expect(await numbersFor(await completedBankid('tv-discount'))).toEqual(['46701234567']);
      expect(await numbersFor(await completedBankid('order'))).toEqual(['46701234567']);
      expect(await numbersFor(await completedBankid('login'))).toEqual([]);
      expect(await numbersFor('1d0b8c36-3c4e-4c39-9a52-0d1b1e2f3a4b')).toEqual([]);
    });

    it('answers no numbers for an order that has not completed', async () => {
      server.use(...bankidHandlers({ scenario: 'pending-forever' }));
      const { orderRef } = await call(bankidStartContract, { body: { purpose: 'order' } });
      expect(await numbersFor(orderRef)).toEqual([]);
    });

    it("refuses the discount offer for a number that is not the order's customer's", async () => {
      const discount = {
        campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
        offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
        msisdn: '46701234567',
      };
      const bundle = { ...order, productId: 'BB-TV-BAS' };
      const anna = await call(offersExecuteContract, {
        body: { order: bundle, offers: [discount] },
      });
      expect(anna.executionResults).toEqual([
        expect.objectContaining({ success: true, offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT' }),
      ]);
      const karin = await call(offersExecuteContract, {
        body: {
          order: { ...bundle, customer: { ...bundle.customer, personalNumber: '197206142387' } },
          offers: [discount],
        },
      });
      expect(karin.executionResults).toEqual([
        {
          success: false,
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          orderId: null,
          message: 'Mobilnumret ger inte rätt till erbjudandet',
        },
      ]);
    });
  });

  it('refuses telemarketing calls without a key', async () => {
    const error = await call(telemarketingCampaignsContract, {
      headers: { 'x-telemarketing-key': '', tm_customer: '198503121231' },
    }).catch((e) => e);
    expect(isApiError(error, 'forbidden')).toBe(true);
  });

  it('has empty and error variants', async () => {
    server.use(...broadbandVariants.search.empty);
    await expect(
      call(addressSearchContract, { body: { searchString: 'Storgatan' } }),
    ).resolves.toEqual([]);
    server.use(...broadbandVariants.campaigns.error);
    const error = await call(campaignsContract).catch((e) => e);
    expect(isApiError(error, 'unavailable')).toBe(true);
    server.use(...broadbandVariants.order.empty);
    await expect(call(orderCreateContract, { body: order })).resolves.toMatchObject({
      success: false,
    });
  });

  it('has a loading variant that never answers', async () => {
    server.use(...broadbandVariants.evaluate.loading);
    const controller = new AbortController();
    const pending = call(evaluateAddressContract, {
      body: { city: 'Lund', streetName: 'Storgatan', streetNumber: '1' },
      signal: controller.signal,
    });
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 200)),
    ]);
    expect(outcome).toBe('still loading');
    controller.abort();
    await pending.catch(() => {});
  });
});
