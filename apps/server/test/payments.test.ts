import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPayment, type NewPayment } from '../src/payments/service';
import { createTestServer } from './harness';

let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const swish: NewPayment = {
  amount: 200,
  method: 'swish',
  msisdn: '46701234567',
  swishPhoneNumber: '46739876543',
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

  /** A payment as a top-up makes it: no call creates one (see the first test). */
  async function create(input: NewPayment) {
    const server = await serverPromise;
    return { body: (await insertPayment(server.db, now, input)) as Payment };
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

  it('takes no payment from a visitor: only a top-up creates one, with its own amount', async () => {
    const server = await serverPromise;
    const before = await server.db.query('select id from payments');
    const res = await server.request('/services/payment-service/v1/payments', {
      method: 'POST',
      headers: { 'idempotency-key': 'test-key-visitor-payment' },
      json: { ...swish, amount: 10 },
    });
    expect(res.status).toBe(404);
    expect(await server.db.query('select id from payments')).toEqual(before);
    const openApi = (await (await server.request('/services/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(openApi.paths['/services/payment-service/v1/payments']).toBeUndefined();
    expect(openApi.paths['/services/payment-service/v1/payments/{paymentId}/cancel']).toBeDefined();
  });

  it('starts a Swish payment pending, then the payer approves it', async () => {
    const created = await create(swish);
    const payment = created.body;
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
      await create({ amount: 100, method: 'card', msisdn: '46701234567', orderReference: 'PPT-1' })
    ).body;
    expect(created.swishPhoneNumber).toBeNull();
    expect((await control(created.paymentId, 'decline')).body).toMatchObject({
      status: 'declined',
    });
    expect((await status(created.paymentId)).body.status).toBe('declined');
  });

  it('times out after the configured time, or at once from the tester', async () => {
    const server = await serverPromise;
    const payment = (await create(swish)).body;
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
    const quick = (await create(swish)).body;
    expect(quick.expiresAt).toBe(new Date(now.getTime() + 20_000).toISOString());
    advance(20_000);
    expect((await status(quick.paymentId)).body.status).toBe('timed-out');
    await server.request('/payment-sim/control/settings', {
      method: 'PUT',
      json: { timeoutSeconds: 180 },
    });

    const manual = (await create(swish)).body;
    expect((await control(manual.paymentId, 'timeout')).body).toMatchObject({
      status: 'timed-out',
    });
  });

  it('cancels a pending payment, and refuses to cancel a finished one', async () => {
    const server = await serverPromise;
    const payment = (await create(swish)).body;
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
    const payment = (await create({ ...swish, orderReference: 'PPT-TESTER' })).body;
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
    const payment = (await create({ ...swish, orderReference: 'PPT-GARBAGE' })).body;
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
