import { randomUUID } from 'node:crypto';
import {
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { SURFSIM_REFUSAL_TEXT } from '@lingon/contracts/mypages/surfsim-validate';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const ORDER = '/services/lingon-mobile-subscription-order/v2/surfsim/order';
const VALIDATE = '/services/lingon-mobile-subscription-order/v2/surfsim/validate';
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

function order(body: unknown, key?: string) {
  return serverPromise.then((server) =>
    server.request(ORDER, {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': key ?? randomUUID() },
    }),
  );
}

describe('POST lingon-mobile-subscription-order/v2/surfsim/order', () => {
  it('orders a surf sim once for a double submit, records it in the order history and uses up the room', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const key = 'surfsim-anna-0001';
    const [first, second] = await Promise.all([
      order({ msisdn: ANNA_MSISDN, address: ADDRESS }, key),
      order({ msisdn: ANNA_MSISDN, address: ADDRESS }, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const { orderId } = (await first.json()) as { orderId: string };
    expect((await second.json()) as { orderId: string }).toEqual({ orderId });
    expect(orderId).toMatch(/^LO-SURF-/);

    const history = (await (await server.request(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string; status: string }[];
    };
    const placed = history.items.filter((item) => item.orderId === orderId);
    expect(placed).toEqual([
      expect.objectContaining({ title: 'Surf-sim', category: 'SIM', status: 'RECEIVED' }),
    ]);
    // Its order confirmation is among the documents, new.
    const documents = (await (await server.request(DOCUMENTS)).json()) as {
      orderConfirmationResult: { orderConfirmations: { orderId: string; status: string }[] };
    };
    expect(
      documents.orderConfirmationResult.orderConfirmations.filter((doc) => doc.orderId === orderId),
    ).toEqual([expect.objectContaining({ status: 'NEW', title: 'Orderbekräftelse: Surf-sim' })]);
    // Anna's number had one surf sim; with this one it has the most it may carry.
    expect(await (await post(server, VALIDATE, { msisdn: ANNA_MSISDN })).json()).toEqual({
      validForNewSurfSim: false,
      reason: 'MAX_SURF_SIMS',
    });
    const refused = await order({ msisdn: ANNA_MSISDN, address: ADDRESS }, 'surfsim-anna-0002');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual([
      { field: 'body.msisdn', message: SURFSIM_REFUSAL_TEXT.MAX_SURF_SIMS },
    ]);
    const audits = await auditRows(server, 'mypages_subscription');
    expect(audits.filter((row) => row.action === 'subscription.surfsim.order')).toHaveLength(1);
  });

  it('refuses a prepaid card with the reason and records nothing', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const before = ((await (await server.request(ORDERS)).json()) as { items: unknown[] }).items;
    const res = await order({ msisdn: ERIK_MSISDN, address: ADDRESS });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual([
      { field: 'body.msisdn', message: SURFSIM_REFUSAL_TEXT.NOT_POSTPAID },
    ]);
    expect(((await (await server.request(ORDERS)).json()) as { items: unknown[] }).items).toEqual(
      before,
    );
  });

  it("is 404 for another customer's number, 400 for a bad address, 401 without a session", async () => {
    const server = await serverPromise;
    expect((await order({ msisdn: ANNA_MSISDN, address: ADDRESS })).status).toBe(401);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await order({ msisdn: ANNA_MSISDN, address: ADDRESS })).status).toBe(404);
    const bad = await order({ msisdn: ERIK_MSISDN, address: { ...ADDRESS, zipcode: '12' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([
      { field: 'body.address.zipcode', message: 'Ange postnumret med 5 siffror' },
    ]);
  });
});
