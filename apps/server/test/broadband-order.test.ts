import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedBankidOrder,
  countOrders,
  CUSTOMER,
  orderBody,
  REFUSED_CUSTOMER,
  TM_HEADERS,
} from './broadband-helpers';
import { orderDetailsSchema } from '@lingon/contracts/broadband/order-create';
import { placeOrders } from '../src/broadband/orders';
import { requestHash } from '../src/lib/idempotency';
import { createTestServer } from './harness';

const ORDER = '/services/lingon-broadband-service/v2/order/create';

describe('broadband order create (v2)', () => {
  const serverPromise = createTestServer();
  // Start-up (migrations, seeds) runs in a hook: its timeout is longer than a test's.
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  async function submit(json: unknown, headers: Record<string, string> = {}) {
    const server = await serverPromise;
    return server.request(ORDER, { method: 'POST', json, headers });
  }

  it('places an order and has it committed when it answers', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const res = await submit(orderBody(ref, { hardware: ['CHROMECAST'] }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, orderId: expect.stringMatching(/^BB-[0-9A-F]{12}$/) });
    // Durability: the acknowledged order is already in the table, with its state and channel.
    const rows = await server.db.query(
      `select state, channel, personal_number, point_id, product_id, monthly_price, hardware,
              customer->>'mobile' as mobile, bankid_order_ref
         from broadband_orders where id = $1`,
      [body.orderId],
    );
    expect(rows).toEqual([
      {
        state: 'RECEIVED',
        channel: 'web',
        personal_number: CUSTOMER,
        point_id: '100000001',
        product_id: 'BB-1000-1000',
        monthly_price: 490,
        hardware: ['CHROMECAST'],
        mobile: '0701234567',
        bankid_order_ref: ref,
      },
    ]);
    const audit = await server.db.query(
      "select action from audit_log where entity = 'broadband_order' and entity_id = $1",
      [body.orderId],
    );
    expect(audit).toEqual([{ action: 'broadband.order.create' }]);
  });

  it("records a plain order in telemarketing mode on the agent's channel", async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const res = await submit(orderBody(ref), {
      ...TM_HEADERS(server),
      'x-telemarketing-key': server.config.TM_KEY_SUPPORT,
    });
    expect(res.status).toBe(200);
    const { orderId } = await res.json();
    const rows = await server.db.query('select channel from broadband_orders where id = $1', [
      orderId,
    ]);
    expect(rows).toEqual([{ channel: 'Support' }]);
  });

  it("records an order from a partner's page on the sales channel 'Partner' with its id", async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const res = await submit(orderBody(ref, { partnerId: 'hyresvard-syd' }));
    expect(res.status).toBe(200);
    const { orderId } = await res.json();
    const rows = await server.db.query(
      'select channel, partner_id from broadband_orders where id = $1',
      [orderId],
    );
    expect(rows).toEqual([{ channel: 'Partner', partner_id: 'hyresvard-syd' }]);
    const audit = await server.db.query(
      "select actor from audit_log where entity = 'broadband_order' and entity_id = $1",
      [orderId],
    );
    expect(audit).toEqual([{ actor: `Partner:${CUSTOMER}` }]);

    // An agent's order stays on the agent's channel, whatever page the customer came from.
    const tmRef = await completedBankidOrder(server);
    const tm = await submit(orderBody(tmRef, { partnerId: 'hyresvard-syd' }), {
      ...TM_HEADERS(server),
      'x-telemarketing-key': server.config.TM_KEY_TELEMARKETING,
    });
    const tmRows = await server.db.query(
      'select channel, partner_id from broadband_orders where id = $1',
      [(await tm.json()).orderId],
    );
    expect(tmRows).toEqual([{ channel: 'TM', partner_id: null }]);
  });

  it('refuses a malformed partner id with its field', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const before = await countOrders(server);
    const res = await submit(orderBody(ref, { partnerId: '<script>' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([{ field: 'body.partnerId', message: 'Ogiltigt partner-id' }]);
    expect(await countOrders(server)).toBe(before);
  });

  it('refuses a telemarketing order with an unknown key, no TM_CUSTOMER or another customer', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const before = await countOrders(server);
    const wrongKey = await submit(orderBody(ref), {
      ...TM_HEADERS(server),
      'x-telemarketing-key': 'wrong-key-123',
    });
    expect(wrongKey.status).toBe(403);
    expect(await wrongKey.json()).toEqual([
      { field: 'headers.x-telemarketing-key', message: 'Ogiltig nyckel' },
    ]);
    const noCustomer = await submit(orderBody(ref), {
      'x-telemarketing-key': server.config.TM_KEY_TELEMARKETING,
    });
    expect(noCustomer.status).toBe(400);
    const otherCustomer = await submit(orderBody(ref), TM_HEADERS(server, REFUSED_CUSTOMER));
    expect(otherCustomer.status).toBe(422);
    expect(await countOrders(server)).toBe(before);
  });

  it('records the access id fallback for a city-network point', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const res = await submit(orderBody(ref, { pointId: '100000301', productId: 'BB-100-10' }));
    const { orderId } = await res.json();
    const [row] = await server.db.query('select access_id from broadband_orders where id = $1', [
      orderId,
    ]);
    expect(row).toEqual({ access_id: '100000301' });
  });

  it('answers success false for a refused credit check, and keeps the order as refused', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server, REFUSED_CUSTOMER);
    const body = orderBody(ref);
    const res = await submit({
      ...body,
      customer: { ...body.customer, personalNumber: REFUSED_CUSTOMER },
    });
    const answer = await res.json();
    expect(answer.success).toBe(false);
    expect(
      await countOrders(server, "id = $1 and state = 'CREDIT_REFUSED'", [answer.orderId]),
    ).toBe(1);
  });

  it('is idempotent: two submits with one key make one order and the same answer', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const key = 'order-key-0001';
    const first = await submit(orderBody(ref), { 'idempotency-key': key });
    const second = await submit(orderBody(ref), { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const answer = await first.json();
    expect(await second.json()).toEqual(answer);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(1);
  });

  it('is idempotent under concurrent submits with one key', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const key = 'order-key-concurrent';
    const answers = await Promise.all([
      submit(orderBody(ref), { 'idempotency-key': key }),
      submit(orderBody(ref), { 'idempotency-key': key }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(a).toEqual(b);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(1);
  });

  it('answers 409 for the same key with another body, and places nothing', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const key = 'order-key-0002';
    await submit(orderBody(ref), { 'idempotency-key': key });
    const other = await submit(orderBody(ref, { productId: 'BB-100-100' }), {
      'idempotency-key': key,
    });
    expect(other.status).toBe(409);
    expect((await other.json())[0]).toMatchObject({ field: 'headers.idempotency-key' });
    expect(
      await countOrders(server, "bankid_order_ref = $1 and product_id = 'BB-100-100'", [ref]),
    ).toBe(0);
  });

  it('refuses a second order on the same BankID verification (without a key)', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    expect((await submit(orderBody(ref))).status).toBe(200);
    const again = await submit(orderBody(ref));
    expect(again.status).toBe(409);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(1);
  });

  it('places one order when several arrive at once on one BankID verification, under other keys', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        submit(orderBody(ref), { 'idempotency-key': `order-key-race-${index}` }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(1);
  });

  it('places concurrent orders together, each answered as if alone', async () => {
    const server = await serverPromise;
    const refs = await Promise.all(Array.from({ length: 5 }, () => completedBankidOrder(server)));
    const refusedRef = await completedBankidOrder(server, REFUSED_CUSTOMER);
    const answers = await Promise.all([
      ...refs.map((ref, index) =>
        submit(orderBody(ref), { 'idempotency-key': `order-key-together-${index}` }),
      ),
      // Its own refusal: an unknown point. The others are still placed.
      submit(orderBody(refs[0] as string, { pointId: '999999999' }), {
        'idempotency-key': 'order-key-together-unknown',
      }),
      // A refused credit check is an order too, answered success false.
      submit(
        orderBody(refusedRef, {
          customer: { ...orderBody(refusedRef).customer, personalNumber: REFUSED_CUSTOMER },
        }),
        {
          'idempotency-key': 'order-key-together-credit',
        },
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 422, 200]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.slice(0, 5).map((body) => body.orderId)).size).toBe(5);
    expect(bodies[5][0]).toMatchObject({ field: 'body.pointId' });
    expect(bodies[6]).toMatchObject({ success: false });
    for (const ref of [...refs, refusedRef]) {
      expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(1);
    }
    // The refused request's key was given back with its refusal, as a rollback would: the
    // corrected order may use it (and finds its verification used by the first order).
    const corrected = await submit(orderBody(refs[0] as string), {
      'idempotency-key': 'order-key-together-unknown',
    });
    expect(corrected.status).toBe(409);
    expect((await corrected.json())[0]).toMatchObject({ field: 'body.bankidOrderRef' });
  });

  it('places one batch with a key twice and a verification twice as one after the other', async () => {
    const server = await serverPromise;
    const [ref, shared] = await Promise.all([
      completedBankidOrder(server),
      completedBankidOrder(server),
    ]);
    const request = (bankidOrderRef: string, key: string | undefined) => {
      // As the route has it: parsed by the contract, with its defaults.
      const details = orderDetailsSchema.parse(orderBody(bankidOrderRef));
      return {
        details,
        session: null,
        prefix: 'body',
        now: new Date(),
        key,
        hash: requestHash(details),
      };
    };
    const outcomes = await server.db.transaction((tx) =>
      placeOrders(tx, 'broadband.orderCreate', [
        request(ref as string, 'order-key-batch-twice'),
        request(ref as string, 'order-key-batch-twice'),
        request(shared as string, undefined),
        request(shared as string, 'order-key-batch-other'),
      ]),
    );
    const [first, repeat, placed, second] = outcomes;
    expect(first).toMatchObject({ ok: true, value: { success: true } });
    // The repeat of a key gets the first's answer; the second order on one verification is refused.
    expect(repeat).toEqual(first);
    expect(placed).toMatchObject({ ok: true, value: { success: true } });
    expect(second).toMatchObject({ ok: false, error: { status: 409 } });
    expect(await countOrders(server, 'bankid_order_ref = any($1)', [[ref, shared]])).toBe(2);
    const keys = await server.db.query(
      "select key from idempotency_keys where key like 'order-key-batch-%' order by key",
    );
    expect(keys).toEqual([{ key: 'order-key-batch-twice' }]);
  });

  it('refuses an unverified, pending, stale, login or someone else’s BankID order', async () => {
    const server = await serverPromise;
    const message = 'Du måste verifiera din identitet med BankID för att genomföra din beställning';
    const unknown = await submit(orderBody('no-such-ref'));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: 'body.bankidOrderRef', message }]);
    const pending = await completedBankidOrder(server, CUSTOMER, { status: 'pending' });
    expect((await submit(orderBody(pending))).status).toBe(422);
    const login = await completedBankidOrder(server, CUSTOMER, { purpose: 'login' });
    expect((await submit(orderBody(login))).status).toBe(422);
    const stale = await completedBankidOrder(server, CUSTOMER, {
      completedAt: new Date(Date.now() - 31 * 60 * 1000),
    });
    expect((await submit(orderBody(stale))).status).toBe(422);
    const other = await completedBankidOrder(server, '198505121007');
    expect((await submit(orderBody(other))).status).toBe(422);
    const missing = orderBody('x') as Record<string, unknown>;
    delete missing['bankidOrderRef'];
    const noRef = await submit(missing);
    expect(noRef.status).toBe(400);
    expect(await noRef.json()).toEqual([{ field: 'body.bankidOrderRef', message }]);
  });

  it('refuses a product the point does not offer, an unknown point and a wrong apartment', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const shortTermOnly = await submit(
      orderBody(ref, { pointId: '100000401', productId: 'BB-100-100' }),
    );
    expect(shortTermOnly.status).toBe(422);
    expect((await shortTermOnly.json())[0].field).toBe('body.productId');
    const unknownPoint = await submit(orderBody(ref, { pointId: '999999999' }));
    expect(unknownPoint.status).toBe(422);
    const wrongFlat = await submit(
      orderBody(ref, { pointId: '100000101', productId: 'BB-100-100', apartmentNumber: '1901' }),
    );
    expect(wrongFlat.status).toBe(422);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(0);
  });

  it('refuses invalid customers with field errors', async () => {
    const body = orderBody('ref');
    const res = await submit({
      ...body,
      customer: {
        ...body.customer,
        personalNumber: '198001011008',
        email: 'nope',
        mobile: '123',
        name: '',
      },
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.customer.personalNumber',
        'body.customer.email',
        'body.customer.mobile',
        'body.customer.name',
      ]),
    );
  });

  it('refuses malformed JSON, wrong types, oversized strings and a bad key', async () => {
    const server = await serverPromise;
    const malformed = await server.request(ORDER, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    const wrongTypes = await submit({ ...orderBody('ref'), pointId: 5, hardware: 'APPLETV' });
    expect(wrongTypes.status).toBe(400);
    expect((await wrongTypes.json()).map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.pointId', 'body.hardware']),
    );
    const body = orderBody('ref');
    const oversized = await submit({
      ...body,
      customer: { ...body.customer, name: 'A'.repeat(101) },
    });
    expect(oversized.status).toBe(400);
    expect(await oversized.json()).toEqual([
      { field: 'body.customer.name', message: 'Namnet får vara högst 100 tecken' },
    ]);
    const badKey = await submit(orderBody('ref'), { 'idempotency-key': 'short' });
    expect(badKey.status).toBe(400);
    const huge = await server.request(ORDER, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});
