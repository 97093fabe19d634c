import { FAMILY_FREE_NUMBERS } from '@lingon/contracts/fixtures/family-offer';
import {
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBankidOrder } from './broadband-helpers';
import { createTestServer } from './harness';
import { auditRows, signIn, signOut } from './mypages-support';

const OFFER = '/services/lingon-mobile-subscription-order/v1/family/offer';
const ORDER = '/services/lingon-mobile-subscription-order/v1/family/order';
const CONNECTED = '/services/subscriptions/v1/connected';
const DETAILS = '/services/subscriptions/v6/subscriptionDetails';
const ADDONS = '/services/subscriptions/v6/addons';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';
const ADDRESS = {
  name: 'Anna Andersson',
  street: 'Lingonvägen 12',
  zipcode: '123 45',
  city: 'Stockholm',
};

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

function body(
  bankidOrderRef: string,
  planOptions: Record<string, unknown>,
  plan: Record<string, unknown> = { PlanCode: 'FAM-10GB', BindingPeriod: 12 },
) {
  return {
    order: {
      products: [
        { plan, planOptions: { MainMsisdn: ANNA_MSISDN, HiddenNumber: false, ...planOptions } },
      ],
      customer: {
        socialSecurityNumber: '19850312-1231',
        contactPhoneNumber: '070-123 45 67',
        swishPhoneNumber: 701234567,
        email: 'anna@example.se',
      },
      billingAddress: ADDRESS,
      shippingAddress: ADDRESS,
    },
    bankidOrderRef,
  };
}

function order(json: unknown, key?: string) {
  return serverPromise.then((server) =>
    server.request(ORDER, {
      method: 'POST',
      json,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );
}

type Offer = { freeNumbers: string[]; plans: { planCode: string; campaignMonthlyPrice: number }[] };
type Connected = { groups: { msisdn: string; members: { msisdn: string; plan: string }[] }[] };

describe('family subscription offer and order', () => {
  it('offers the family plans with the campaign price, free numbers and the main subscriptions', async () => {
    const server = await serverPromise;
    expect((await server.request(OFFER)).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const offer = (await (await server.request(OFFER)).json()) as Offer & Record<string, unknown>;
    expect(offer.plans.map((plan) => plan.planCode)).toEqual(['FAM-5GB', 'FAM-10GB', 'FAM-30GB']);
    expect(offer.plans[1]).toMatchObject({ monthlyPrice: 129, campaignMonthlyPrice: 99 });
    expect(offer.mainSubscriptions).toEqual([{ msisdn: ANNA_MSISDN, name: expect.any(String) }]);
    expect(
      offer.freeNumbers.every((n) => (FAMILY_FREE_NUMBERS as readonly string[]).includes(n)),
    ).toBe(true);
    expect(offer).toMatchObject({
      freeShipping: true,
      upfrontCost: 0,
      bindingPeriods: [0, 12, 24],
    });
  });

  it('orders once for a double submit, connects the new number, records the order and its confirmation', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const offer = (await (await server.request(OFFER)).json()) as Offer;
    const number = offer.freeNumbers[0]!;
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const json = body(ref, { MsisdnOption: 'NEW', Msisdn: number });
    const [first, second] = await Promise.all([
      order(json, 'family-anna-0001'),
      order(json, 'family-anna-0001'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { orderId } = (await first.json()) as { orderId: string };
    expect(await second.json()).toEqual({ orderId });
    expect(orderId).toMatch(/^LO-FAM-/);

    const connected = (await (await server.request(CONNECTED)).json()) as Connected;
    const anna = connected.groups.find((group) => group.msisdn === ANNA_MSISDN)!;
    expect(anna.members.map((m) => m.msisdn)).toEqual([...ANNA_FAMILY_MSISDNS, number]);
    expect(anna.members.at(-1)?.plan).toBe('Lingon Familj 10 GB');
    // A working subscription at once: the plan's whole allowance and the family addons.
    const details = (await (
      await server.request(DETAILS, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msisdn: number }),
      })
    ).json()) as { balance: { data: { remaining: number; total: number } } | null };
    expect(details.balance?.data).toMatchObject({ remaining: 10, total: 10 });
    const addons = (await (
      await server.request(ADDONS, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msisdn: number }),
      })
    ).json()) as { addons: { name: string; active: boolean }[] };
    expect(addons.addons).toEqual([expect.objectContaining({ name: 'EXTRA_SURF', active: false })]);

    const history = (await (await server.request(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string }[];
    };
    expect(history.items.filter((item) => item.orderId === orderId)).toEqual([
      expect.objectContaining({ title: 'Familjeabonnemang', category: 'MOBILE' }),
    ]);
    const documents = (await (await server.request(DOCUMENTS)).json()) as {
      orderConfirmationResult: { orderConfirmations: { orderId: string; status: string }[] };
    };
    expect(
      documents.orderConfirmationResult.orderConfirmations.filter((doc) => doc.orderId === orderId),
    ).toEqual([expect.objectContaining({ status: 'NEW' })]);

    const summary = await (await server.request(`${ORDER}/${orderId}`)).json();
    expect(summary).toMatchObject({
      orderId,
      msisdn: number,
      planName: 'Lingon Familj 10 GB',
      bindingPeriod: 12,
      isFamilyCampaignActive: true,
      monthlyPrice: 99,
      msisdnOption: 'NEW',
    });
    // The number is taken: it is no longer offered, and another order for it is refused.
    const after = (await (await server.request(OFFER)).json()) as Offer;
    expect(after.freeNumbers).not.toContain(number);
    const ref2 = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const taken = await order(
      body(ref2, { MsisdnOption: 'NEW', Msisdn: number }),
      'family-anna-0002',
    );
    expect(taken.status).toBe(409);
    expect((await taken.json())[0].field).toBe('body.order.products.0.planOptions.Msisdn');
    const audits = await auditRows(server, 'mypages_subscription');
    expect(
      audits.filter(
        (row) => row.action === 'subscription.family.order' && row.entity_id === number,
      ),
    ).toHaveLength(1);
    // Another customer cannot read the order.
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await server.request(`${ORDER}/${orderId}`)).status).toBe(404);
  });

  it('places one family order when several arrive at once on one signature, under other keys', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const offer = (await (await server.request(OFFER)).json()) as Offer;
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const answers = await Promise.all(
      offer.freeNumbers
        .slice(0, 4)
        .map((number, index) =>
          order(body(ref, { MsisdnOption: 'NEW', Msisdn: number }), `family-race-${index}`),
        ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect((await answer.json())[0]).toMatchObject({
        field: 'body.bankidOrderRef',
        message: 'Underskriften är redan använd. Skriv under igen.',
      });
    }
  });

  it('moves a number from another operator with the current owner’s checksum-checked personal number', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const badOwner = await order(
      body(ref, {
        MsisdnOption: 'PORT_IN',
        Msisdn: '076-555 12 34',
        TransferFromSocialSecurityNumber: '19900101-0018',
      }),
      'family-port-0001',
    );
    expect(badOwner.status).toBe(400);
    expect(await badOwner.json()).toEqual([
      {
        field: 'body.order.products.0.planOptions.TransferFromSocialSecurityNumber',
        message: 'Personnumret är inte giltigt',
      },
    ]);
    const missing = await order(
      body(ref, { MsisdnOption: 'PORT_IN', Msisdn: '0765551234' }),
      'family-port-0002',
    );
    expect(missing.status).toBe(400);

    const res = await order(
      body(
        ref,
        {
          MsisdnOption: 'PORT_IN',
          Msisdn: '076-555 12 34',
          TransferFromSocialSecurityNumber: '19900101-0017',
          HiddenNumber: true,
        },
        { PlanCode: 'FAM-5GB', BindingPeriod: 0 },
      ),
      'family-port-0003',
    );
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    const summary = await (await server.request(`${ORDER}/${orderId}`)).json();
    expect(summary).toMatchObject({
      msisdn: '46765551234',
      msisdnOption: 'PORT_IN',
      hiddenNumber: true,
      isFamilyCampaignActive: false,
      monthlyPrice: 99,
    });
    // A number already at Lingon cannot be moved in.
    const ref2 = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const existing = await order(
      body(ref2, {
        MsisdnOption: 'PORT_IN',
        Msisdn: '0765551234',
        TransferFromSocialSecurityNumber: '199001010017',
      }),
      'family-port-0004',
    );
    expect(existing.status).toBe(409);
  });

  it('refuses a signature for something else or by someone else, a family member as main, and a missing key', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const number = ((await (await server.request(OFFER)).json()) as Offer).freeNumbers[0]!;
    const wrongPurpose = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'autogiro',
    });
    const other = await completedBankidOrder(server, ERIK_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    for (const [ref, key] of [
      [wrongPurpose, 'family-sign-0001'],
      [other, 'family-sign-0002'],
    ] as const) {
      const res = await order(body(ref, { MsisdnOption: 'NEW', Msisdn: number }), key);
      expect(res.status).toBe(422);
      expect((await res.json())[0].field).toBe('body.bankidOrderRef');
    }
    const ref = await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
      purpose: 'mobile-order',
    });
    const member = await order(
      body(ref, { MsisdnOption: 'NEW', Msisdn: number, MainMsisdn: ANNA_FAMILY_MSISDNS[0] }),
      'family-main-0001',
    );
    expect(member.status).toBe(422);
    expect((await order(body(ref, { MsisdnOption: 'NEW', Msisdn: number }))).status).toBe(400);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const notHers = await order(
      body(ref, { MsisdnOption: 'NEW', Msisdn: number }),
      'family-erik-0001',
    );
    expect(notHers.status).toBe(422);
  });
});
