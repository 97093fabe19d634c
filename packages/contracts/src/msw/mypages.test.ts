import { campaignsContract, POSTPAID_UPGRADE_CAMPAIGN } from '../campaigns/campaigns';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { ANNA_MSISDN, ANNA_PORTED_MSISDN, ERIK_MSISDN } from '../fixtures/mypages';
import { addonChangeContract } from '../mypages/addon-change';
import { addonsContract } from '../mypages/addons';
import { availableChangesContract } from '../mypages/available-changes';
import { consentsContract, saveConsentsContract } from '../mypages/consents';
import { mypagesContracts } from '../mypages/contracts';
import { customerInfoContract } from '../mypages/customer-info';
import { documentsContract } from '../mypages/documents';
import { emailChangeContract } from '../mypages/email-change';
import {
  EXTRA_SURF_REFUSAL_TEXT,
  extraSurfPackagesContract,
  extraSurfPurchaseContract,
} from '../mypages/extra-surf';
import { getSubscriptionsContract } from '../mypages/get-subscriptions';
import { hashedUidContract } from '../mypages/hashed-uid';
import { invoicesContract } from '../mypages/invoices';
import { msisdnFromUidContract } from '../mypages/msisdn-from-uid';
import { offeringProductsContract } from '../mypages/offering-products';
import { optOutsContract } from '../mypages/opt-outs';
import { orderHistoryContract } from '../mypages/order-history';
import { subscriptionDetailsContract } from '../mypages/subscription-details';
import { surfsimValidateContract } from '../mypages/surfsim-validate';
import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesInvoiceErrorHandlers,
  mypagesNullBalanceHandlers,
  mypagesSignedOutHandlers,
} from './mypages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = createApiClient({ baseUrl: 'http://localhost/services/' });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('mypages MSW handlers', () => {
  it('has a handler for every my-pages contract, and the campaigns my pages fetch', () => {
    // One more: POSTPAID_UPGRADE_CAMPAIGN personalised for the signed-in customer (byt-abonnemang).
    expect(mypagesHandlers()).toHaveLength(mypagesContracts.length + 1);
  });

  it('answers the change-mobile campaign with the signed-in customer’s qualifying number', async () => {
    server.use(...mypagesHandlers());
    const { campaigns } = await call(campaignsContract, {
      query: { campaignNames: [POSTPAID_UPGRADE_CAMPAIGN] },
    });
    const offer = campaigns[0]?.offers.find((o) => o.name === 'PLAN_UPGRADE_DISCOUNT');
    expect(offer).toMatchObject({
      availableChanges: { msisdn: [ANNA_MSISDN] },
      productIds: ['MOB-50GB', 'MOB-OBEGR'],
      monthlyDiscount: 50,
      discountMonths: 12,
    });
  });

  it("answers every call as Anna, valid by each contract's schema", async () => {
    server.use(...mypagesHandlers());
    const subs = await call(getSubscriptionsContract);
    expect(subs.mobileSubscriptions).toHaveLength(3);
    expect(subs.broadbandSubscriptions).toHaveLength(1);
    const details = await call(subscriptionDetailsContract, { body: { msisdn: ANNA_MSISDN } });
    expect(details.balance?.data?.total).toBe(30);
    const ported = await call(subscriptionDetailsContract, {
      body: { msisdn: ANNA_PORTED_MSISDN },
    });
    expect(ported.balance).toBeNull();
    expect((await call(addonsContract, { body: { msisdn: ANNA_MSISDN } })).addons).toHaveLength(4);
    const invoices = await call(invoicesContract);
    expect(new Set(invoices.invoices.map((i) => i.paymentStatus))).toEqual(
      new Set(['PAID', 'PARTLY_PAID', 'UNPAID', 'PAYMENT_BEING_HANDLED', 'DEBT_COLLECTION']),
    );
    expect((await call(customerInfoContract)).customerLegalInformation.firstName).toBe('Anna');
    expect((await call(hashedUidContract)).hashedUid).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(orderHistoryContract)).items).toHaveLength(3);
    const documents = await call(documentsContract);
    expect(documents.orderConfirmationResult.orderConfirmations.map((o) => o.status)).toEqual([
      'NEW',
      'Open',
    ]);
    expect((await call(availableChangesContract)).subscriptions[0]?.availableChanges).toHaveLength(
      3,
    );
    expect((await call(optOutsContract)).permissionTexts).toHaveLength(3);
    expect(await call(surfsimValidateContract, { body: { msisdn: ANNA_MSISDN } })).toEqual({
      validForNewSurfSim: true,
      reason: null,
    });
    expect((await call(offeringProductsContract)).offering.categories.length).toBeGreaterThan(0);
    const uid = subs.mobileSubscriptions[0]?.uid ?? '';
    expect(await call(msisdnFromUidContract, { query: { uid } })).toEqual({ msisdn: ANNA_MSISDN });
  });

  it('keeps changes within one set of handlers', async () => {
    server.use(...mypagesHandlers());
    const saved = await call(saveConsentsContract, {
      body: [{ id: 'MARKETING_SMS', status: 'APPROVED' }],
    });
    expect(saved.permissionTexts.find((p) => p.id === 'MARKETING_SMS')?.status).toBe('APPROVED');
    const changed = await call(addonChangeContract, {
      body: { msisdn: ANNA_MSISDN, addonName: 'MUSIC_STREAMING', activate: false },
    });
    expect(changed).toMatchObject({ action: null, addon: { active: false } });
    expect(await call(emailChangeContract, { body: { email: 'ny@example.se' } })).toEqual({
      email: 'ny@example.se',
    });
    expect((await call(customerInfoContract)).userProfileData.email).toBe('ny@example.se');

    server.resetHandlers(...mypagesHandlers());
    const fresh = await call(consentsContract);
    expect(fresh.permissionTexts.find((p) => p.id === 'MARKETING_SMS')?.status).toBe('DENIED');
  });

  it("answers 404 for a number that is not the customer's and 400 for bad input", async () => {
    server.use(...mypagesHandlers({ customer: 'erik' }));
    expect(
      (await failure(call(subscriptionDetailsContract, { body: { msisdn: ANNA_MSISDN } }))).status,
    ).toBe(404);
    expect(
      (await call(subscriptionDetailsContract, { body: { msisdn: ERIK_MSISDN } })).balance?.saldo,
    ).not.toBeNull();
    const bad = await failure(call(emailChangeContract, { body: { email: 'nope' } }));
    expect(bad.kind).toBe('validation');
    expect(bad.fieldErrors).toEqual([
      { field: 'body.email', message: 'Ange en giltig e-postadress' },
    ]);
  });

  it('answers empty lists for Karin', async () => {
    server.use(...mypagesEmptyHandlers());
    expect(await call(getSubscriptionsContract)).toEqual({
      mobileSubscriptions: [],
      broadbandSubscriptions: [],
    });
    expect((await call(invoicesContract)).invoices).toEqual([]);
    expect((await call(orderHistoryContract)).items).toEqual([]);
  });

  it('answers 401 to session calls when signed out, but still the public offering', async () => {
    server.use(...mypagesSignedOutHandlers());
    expect((await failure(call(getSubscriptionsContract))).kind).toBe('unauthorised');
    expect((await call(offeringProductsContract)).offering.offeringId).toBe('PPT-2026-11');
  });

  it('answers 503 in the error variant', async () => {
    server.use(...mypagesErrorHandlers());
    expect((await failure(call(invoicesContract))).status).toBe(503);
  });

  it('answers null balances in the null-balance variant', async () => {
    server.use(...mypagesNullBalanceHandlers());
    const details = await call(subscriptionDetailsContract, { body: { msisdn: ANNA_MSISDN } });
    expect(details.balance).toBeNull();
  });

  it('flags each billing system on its own in the invoice-error variant', async () => {
    server.use(...mypagesInvoiceErrorHandlers({ broadband: true }));
    const invoices = await call(invoicesContract);
    expect(invoices.broadbandInvoiceError).toBe(true);
    expect(invoices.mobileInvoiceError).toBe(false);
    expect(invoices.invoices.length).toBeGreaterThan(0);
    expect(invoices.invoices.every((i) => i.subscriptionType === 'POSTPAID_VOICE')).toBe(true);
  });
});

describe('extra surf in the MSW handlers', () => {
  it('sells the EXTRA_SURF sizes and adds the one bought to the balance the details show', async () => {
    server.use(...mypagesHandlers());
    const { packages, validUntil } = await call(extraSurfPackagesContract);
    expect(packages.map((p) => [p.id, p.amountGb, p.price])).toEqual([
      ['EXTRA_SURF_1GB', 1, 49],
      ['EXTRA_SURF_5GB', 5, 99],
      ['EXTRA_SURF_10GB', 10, 149],
    ]);
    const bought = await call(extraSurfPurchaseContract, {
      body: { msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_10GB' },
    });
    expect(bought.validUntil).toBe(validUntil);
    expect(bought.data.total).toBe(40);
    const details = await call(subscriptionDetailsContract, { body: { msisdn: ANNA_MSISDN } });
    expect(details.balance?.data).toEqual(bought.data);
    const orders = (await call(orderHistoryContract)).items;
    expect(orders[0]).toMatchObject({
      orderId: bought.orderId,
      category: 'TOPUP',
      totalPrice: 149,
    });
  });

  it('refuses a prepaid card with the same words as the server', async () => {
    server.use(...mypagesHandlers({ customer: 'erik' }));
    const error = await failure(
      call(extraSurfPurchaseContract, {
        body: { msisdn: ERIK_MSISDN, packageId: 'EXTRA_SURF_1GB' },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.fieldErrors).toEqual([
      { field: 'body.msisdn', message: EXTRA_SURF_REFUSAL_TEXT.PREPAID },
    ]);
  });
});
