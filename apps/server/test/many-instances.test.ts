import { LOGOUT_PATH } from '@lingon/contracts/account/logout';
import { ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { SESSION_COOKIE } from '../src/lib/auth';
import { completedBankidOrder, countOrders, orderBody } from './broadband-helpers';
import { createTestServer } from './harness';
import { signIn } from './mypages-support';

const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';
const ORDER = '/services/lingon-broadband-service/v2/order/create';

/**
 * Two server instances on one database, as behind a load balancer: nothing a request leaves
 * behind may live in one instance's memory (on PostgreSQL, with TEST_DATABASE_URL, the database
 * is a real shared server).
 */
describe('two instances on one database', () => {
  const serverPromise = createTestServer();
  // Start-up (migrations, seeds) runs in a hook: its timeout is longer than a test's.
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  it('share the session: signed in on one, my pages read on the other', async () => {
    const one = await serverPromise;
    const other = createApp({ db: one.db, config: one.config, now: () => new Date() });
    await signIn(one, ANNA_PERSONAL_NUMBER);
    const cookie = `${SESSION_COOKIE}=${one.cookies.get(SESSION_COOKIE)}`;
    expect((await one.request(SUBSCRIPTIONS)).status).toBe(200);
    const res = await other.request(SUBSCRIPTIONS, { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mobileSubscriptions: unknown[] };
    expect(body.mobileSubscriptions.length).toBeGreaterThan(0);
    // Signed out on the first, signed out on the second too.
    const out = await one.request(LOGOUT_PATH, { method: 'POST' });
    expect(out.status).toBeLessThan(400);
    expect((await other.request(SUBSCRIPTIONS, { headers: { cookie } })).status).toBe(401);
  });

  it('make one order of the same order sent to both at once', async () => {
    const one = await serverPromise;
    const other = createApp({ db: one.db, config: one.config, now: () => new Date() });
    const ref = await completedBankidOrder(one);
    const key = 'two-instances-order-0001';
    const send = (app: { request: typeof other.request }) =>
      app.request(ORDER, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(orderBody(ref)),
      });
    const [a, b] = await Promise.all([send(one.app), send(other)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as { orderId: string }[];
    expect(second?.orderId).toBe(first?.orderId);
    expect(await countOrders(one, 'bankid_order_ref = $1', [ref])).toBe(1);
  });
});
