import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
