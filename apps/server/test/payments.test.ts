import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

const swish = {
  amount: 200,
  method: 'swish',
  msisdn: '070-123 45 67',
  swishPhoneNumber: '+46 73 987 65 43',
  orderReference: 'PPT-100234',
};

type Payment = {
  paymentId: string;
  status: string;
  expiresAt: string;
  finishedAt: string | null;
} & Record<string, unknown>;

describe('payment simulator', () => {
  const serverPromise = createTestServer({}, () => now);
  // Starting PGlite and migrating takes a while on a busy machine: wait in a hook, not a test.
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  beforeEach(() => advance(3_600_000));

  async function create(body: unknown, key = newKey()) {
    const server = await serverPromise;
    const res = await server.request('/services/payment-service/v1/payments', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      json: body,
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  async function status(paymentId: string) {
    const server = await serverPromise;
    const res = await server.request(`/services/payment-service/v1/payments/${paymentId}`);
    return { status: res.status, body: (await res.json()) as Payment };
  }
  async function control(paymentId: string, action: string) {
    const server = await serverPromise;
    const res = await server.request(`/payment-sim/control/${paymentId}`, {
      method: 'POST',
      json: { action },
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it('creates a pending Swish payment with normalised numbers, then it is paid', async () => {
    const created = await create(swish);
    expect(created.status).toBe(200);
    const payment = created.body as Payment;
    expect(payment).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      amount: 200,
      currency: 'SEK',
      method: 'swish',
      msisdn: '46701234567',
      swishPhoneNumber: '46739876543',
      orderReference: 'PPT-100234',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 180_000).toISOString(),
      finishedAt: null,
    });
    expect((await status(payment.paymentId)).body.status).toBe('pending');
    expect((await control(payment.paymentId, 'approve')).status).toBe(200);
    const paid = await status(payment.paymentId);
    expect(paid.body).toMatchObject({ status: 'paid', finishedAt: now.toISOString() });
    // A finished payment cannot change again.
    expect((await control(payment.paymentId, 'decline')).status).toBe(409);
  });

  it('declines a card payment', async () => {
    const created = (
      await create({ amount: 100, method: 'card', msisdn: '0701234567', orderReference: 'PPT-1' })
    ).body as Payment;
    expect(created.swishPhoneNumber).toBeNull();
    expect((await control(created.paymentId, 'decline')).body).toMatchObject({
      status: 'declined',
    });
    expect((await status(created.paymentId)).body.status).toBe('declined');
  });

  it('times out after the configured time, or at once from the tester', async () => {
    const server = await serverPromise;
    const payment = (await create(swish)).body as Payment;
    advance(179_999);
    expect((await status(payment.paymentId)).body.status).toBe('pending');
    advance(1);
    expect((await status(payment.paymentId)).body).toMatchObject({
      status: 'timed-out',
      finishedAt: payment.expiresAt,
    });
    expect((await control(payment.paymentId, 'approve')).status).toBe(409);

    const settings = await server.request('/payment-sim/control/settings', {
      method: 'PUT',
      json: { timeoutSeconds: 20 },
    });
    expect(settings.status).toBe(200);
    const quick = (await create(swish)).body as Payment;
    expect(quick.expiresAt).toBe(new Date(now.getTime() + 20_000).toISOString());
    advance(20_000);
    expect((await status(quick.paymentId)).body.status).toBe('timed-out');
    await server.request('/payment-sim/control/settings', {
      method: 'PUT',
      json: { timeoutSeconds: 180 },
    });

    const manual = (await create(swish)).body as Payment;
    expect((await control(manual.paymentId, 'timeout')).body).toMatchObject({
      status: 'timed-out',
    });
  });

  it('is idempotent with the idempotency-key header', async () => {
    const server = await serverPromise;
    const key = newKey();
    const first = await create(swish, key);
    const second = await create(swish, key);
    expect(second).toEqual(first);
    const rows = await server.db.query(
      'select id from payments where order_reference = $1 and created_at = $2',
      ['PPT-100234', now],
    );
    expect(rows).toHaveLength(1);
    const other = await create({ ...swish, amount: 300 }, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual([
      {
        field: 'headers.idempotency-key',
        message: 'Nyckeln har redan använts för en annan förfrågan',
      },
    ]);
  });

  it('cancels a pending payment, and refuses to cancel a finished one', async () => {
    const server = await serverPromise;
    const payment = (await create(swish)).body as Payment;
    const cancel = () =>
      server.request(`/services/payment-service/v1/payments/${payment.paymentId}/cancel`, {
        method: 'POST',
      });
    const res = await cancel();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled' });
    expect((await cancel()).status).toBe(409);
  });

  it('answers bad input with 400 and field errors', async () => {
    const server = await serverPromise;
    const bad = await create({
      amount: 12.5,
      method: 'swish',
      msisdn: '08-123 456 78',
      orderReference: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      expect.arrayContaining([
        { field: 'body.amount', message: 'Ange beloppet i hela kronor' },
        {
          field: 'body.msisdn',
          message: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67',
        },
        { field: 'body.orderReference', message: 'Orderreferens saknas' },
      ]),
    );
    const noSwish = await create({ ...swish, swishPhoneNumber: undefined });
    expect(noSwish.body).toEqual([
      { field: 'body.swishPhoneNumber', message: 'Ange mobilnumret som är kopplat till Swish' },
    ]);
    const tooMuch = await create({ ...swish, amount: 5001 });
    expect(tooMuch.body).toEqual([
      { field: 'body.amount', message: 'Beloppet får vara högst 5000 kr' },
    ]);
    const noKey = await server.request('/services/payment-service/v1/payments', {
      method: 'POST',
      json: swish,
    });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual([
      { field: 'headers.idempotency-key', message: 'Idempotency-Key krävs' },
    ]);
    expect((await status('not-a-uuid')).status).toBe(400);
    const unknown = await status('5b0f7c1e-2f7a-4d6c-9a53-1c2e8f3b7d41');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual([
      { field: 'params.paymentId', message: 'Betalningen finns inte' },
    ]);
    expect((await control('5b0f7c1e-2f7a-4d6c-9a53-1c2e8f3b7d41', 'dance')).status).toBe(400);
  });

  it('serves a tester page that lists pending payments and acts on them', async () => {
    const server = await serverPromise;
    const payment = (await create({ ...swish, orderReference: 'PPT-TESTER' })).body as Payment;
    const page = await server.request('/payment-sim/');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<html lang="sv">');
    expect(text).toContain('PPT-TESTER');
    expect(text).toContain(`action="/payment-sim/payments/${payment.paymentId}"`);
    const form = await server.request(`/payment-sim/payments/${payment.paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/payment-sim\/\?meddelande=PPT-TESTER/);
    expect((await status(payment.paymentId)).body.status).toBe('paid');
  });

  it('answers what no tester or card page sends without a server error', async () => {
    const server = await serverPromise;
    const payment = (await create({ ...swish, orderReference: 'PPT-GARBAGE' })).body as Payment;
    // A NUL byte is no payment's id.
    for (const [method, path] of [
      ['GET', '/payment-sim/card/%00'],
      ['POST', '/payment-sim/card/%00'],
      ['POST', '/payment-sim/payments/%00'],
      ['POST', '/payment-sim/control/%00'],
    ] as const) {
      expect((await server.request(path, { method })).status).toBe(404);
    }
    // A form that cannot be read is an unknown action.
    const broken = await server.request(`/payment-sim/payments/${payment.paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\n',
    });
    expect(broken.status).toBe(303);
    expect(broken.headers.get('location')).toContain('typ=fel');
    // The card page returns to this site only: a tab would make '/<TAB>/x' the host x.
    const card = await server.request(`/payment-sim/card/${payment.paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&return=%2F%09%2Fevil.example',
    });
    expect(card.status).toBe(303);
    expect(card.headers.get('location')).toBe('/');
    // The control API takes a number of seconds as a JSON number, nothing read as one.
    for (const timeoutSeconds of [[60], '0x3c', true, null, '60']) {
      const settings = await server.request('/payment-sim/control/settings', {
        method: 'PUT',
        json: { timeoutSeconds },
      });
      expect(settings.status).toBe(400);
      expect(await settings.json()).toEqual([
        { field: 'body.timeoutSeconds', message: 'Ange ett antal sekunder' },
      ]);
    }
  });
});
