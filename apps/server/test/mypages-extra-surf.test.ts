import { randomUUID } from 'node:crypto';
import {
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ANNA_PORTED_MSISDN,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  EXTRA_SURF_SIZES,
} from '@lingon/contracts/fixtures/mypages';
import { EXTRA_SURF_REFUSAL_TEXT } from '@lingon/contracts/mypages/extra-surf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const PACKAGES = '/services/mypages/v1/extra-surf/packages';
const PURCHASE = '/services/mypages/v1/extra-surf/purchase';
const DETAILS = '/services/subscriptions/v6/subscriptionDetails';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';

// A fixed moment, so the package's last day is known: 30 days on is 22 December.
const NOW = new Date('2026-11-22T09:00:00Z');
const serverPromise = createTestServer({}, () => NOW);
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

function purchase(body: unknown, key?: string) {
  return serverPromise.then((server) =>
    server.request(PURCHASE, {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': key ?? randomUUID() },
    }),
  );
}

type Data = {
  remaining: number;
  remainingExtraSurf: number;
  total: number;
  expirationDateExtraSurf: string | null;
};

async function dataOf(msisdn: string): Promise<Data> {
  const server = await serverPromise;
  const details = (await (await post(server, DETAILS, { msisdn })).json()) as {
    balance: { data: Data };
  };
  return details.balance.data;
}

describe('GET mypages/v1/extra-surf/packages', () => {
  it('offers the EXTRA_SURF sizes at their prices and says how long one bought now lasts', async () => {
    const server = await serverPromise;
    expect((await server.request(PACKAGES)).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(PACKAGES);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      packages: EXTRA_SURF_SIZES.map((size) => ({
        id: size.name,
        title: size.title,
        amountGb: size.amountGb,
        price: size.price,
      })),
      validUntil: '2026-12-22',
    });
  });
});

describe('POST mypages/v1/extra-surf/purchase', () => {
  it('buys once for a double submit: the balance grows at once, one order, one charge, one audit', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = await dataOf(ANNA_MSISDN);
    const key = 'extrasurf-anna-0001';
    const body = { msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_5GB' };
    const [first, second] = await Promise.all([purchase(body, key), purchase(body, key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const bought = (await first.json()) as { orderId: string; data: Data; validUntil: string };
    expect(await second.json()).toEqual(bought);
    expect(bought.orderId).toMatch(/^LO-XSURF-/);
    expect(bought.validUntil).toBe('2026-12-22');

    const after = await dataOf(ANNA_MSISDN);
    expect(after).toEqual(bought.data);
    expect(after.remaining).toBeCloseTo(before.remaining + 5, 5);
    expect(after.remainingExtraSurf).toBeCloseTo(before.remainingExtraSurf + 5, 5);
    expect(after.total).toBe(before.total + 5);
    expect(after.expirationDateExtraSurf).toBe('2026-12-22');

    const history = (await (await server.request(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string; totalPrice: number }[];
    };
    expect(history.items.filter((item) => item.orderId === bought.orderId)).toEqual([
      expect.objectContaining({ title: 'Extra surf', category: 'TOPUP', totalPrice: 99 }),
    ]);
    const documents = JSON.stringify(await (await server.request(DOCUMENTS)).json());
    expect(documents).toContain(bought.orderId);
    const charges = await server.db.query<{ amount: number; subscription_id: string }>(
      'select amount, subscription_id from mypages_pending_charges where order_id = $1',
      [bought.orderId],
    );
    expect(charges).toEqual([{ amount: 99, subscription_id: ANNA_MSISDN }]);
    const audits = await auditRows(server, 'mypages_subscription');
    expect(
      audits.filter(
        (row) =>
          row.action === 'subscription.extrasurf.purchase' &&
          JSON.stringify(row.new_value).includes(bought.orderId),
      ),
    ).toHaveLength(1);

    // A second purchase with a new key adds again.
    const again = await purchase(
      { msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_1GB' },
      'extrasurf-anna-0002',
    );
    expect(again.status).toBe(200);
    expect((await dataOf(ANNA_MSISDN)).total).toBe(before.total + 6);
  });

  it('refuses a prepaid card with the reason and changes nothing', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const before = await dataOf(ERIK_MSISDN);
    const orders = ((await (await server.request(ORDERS)).json()) as { items: unknown[] }).items;
    const res = await purchase(
      { msisdn: ERIK_MSISDN, packageId: 'EXTRA_SURF_1GB' },
      'extrasurf-erik-01',
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual([
      { field: 'body.msisdn', message: EXTRA_SURF_REFUSAL_TEXT.PREPAID },
    ]);
    expect(await dataOf(ERIK_MSISDN)).toEqual(before);
    expect(((await (await server.request(ORDERS)).json()) as { items: unknown[] }).items).toEqual(
      orders,
    );
  });

  it('refuses a number without a balance yet', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await purchase({ msisdn: ANNA_PORTED_MSISDN, packageId: 'EXTRA_SURF_1GB' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual([
      { field: 'body.msisdn', message: EXTRA_SURF_REFUSAL_TEXT.NO_BALANCE },
    ]);
  });

  it("is 404 for another customer's number, 400 for an unknown package, 401 without a session", async () => {
    const server = await serverPromise;
    expect((await purchase({ msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_1GB' })).status).toBe(401);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await purchase({ msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_1GB' })).status).toBe(404);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const bad = await purchase({ msisdn: ANNA_MSISDN, packageId: 'EXTRA_SURF_99GB' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([
      { field: 'body.packageId', message: 'Välj hur mycket surf du vill köpa' },
    ]);
    const missing = await purchase({ msisdn: ANNA_MSISDN });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([
      { field: 'body.packageId', message: 'Välj hur mycket surf du vill köpa' },
    ]);
  });
});
