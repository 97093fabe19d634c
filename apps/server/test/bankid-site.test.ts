import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qrCodeContent } from '../src/bankid/qr';
import { createTestServer } from './harness';

const ANNA = '198503121231';
const ERIK = '199001010017';
const KARIN = '197206142387';

let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

type State = {
  orderRef: string;
  purpose: string;
  status: string;
  hintCode: string | null;
  outcome: string;
  messageCode: string | null;
  qrCode: string | null;
  user: { personalNumber: string; name: string; givenName: string; surname: string } | null;
};

describe('BankID for the site', () => {
  const serverPromise = createTestServer({}, () => now);
  // Starting PGlite and migrating takes a while on a busy machine: wait in a hook, not a test.
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  beforeEach(() => advance(3_600_000));

  async function post(path: string, json: unknown) {
    const server = await serverPromise;
    const res = await server.request(`/services/bankid/v1/${path}`, { method: 'POST', json });
    return { status: res.status, body: (await res.json()) as unknown, res };
  }
  async function start(json: Record<string, unknown> = { purpose: 'order' }) {
    const res = await post('start', json);
    expect(res.status).toBe(200);
    return res.body as { orderRef: string; autoStartToken: string; qrCode: string };
  }
  /** Poll like the browser, after the server's 2 s collect interval. */
  async function status(orderRef: string, extra: Record<string, unknown> = {}) {
    advance(2_000);
    const res = await post('status', { orderRef, ...extra });
    expect(res.status).toBe(200);
    return res.body as State;
  }
  async function control(orderRef: string, json: unknown) {
    const server = await serverPromise;
    const res = await server.request(`/bankid-sim/control/${orderRef}`, { method: 'POST', json });
    expect(res.status).toBe(200);
  }

  it('starts an order, keeps the QR secret on the server and animates the QR code', async () => {
    const server = await serverPromise;
    const res = await post('start', { purpose: 'order' });
    expect(res.status).toBe(200);
    expect(res.res.headers.getSetCookie().join()).toMatch(/lingon_bankid=.+HttpOnly/i);
    const order = res.body as Record<string, string>;
    expect(Object.keys(order).sort()).toEqual(['autoStartToken', 'orderRef', 'qrCode']);
    const [row] = await server.db.query<{
      qr_start_token: string;
      qr_start_secret: string;
      rp_call: string;
    }>('select qr_start_token, qr_start_secret, rp_call from bankid_orders where order_ref = $1', [
      order['orderRef'],
    ]);
    expect(row?.rp_call).toBe('sign');
    expect(order['qrCode']).toBe(qrCodeContent(row!.qr_start_token, row!.qr_start_secret, 0));
    expect(JSON.stringify(order)).not.toContain(row!.qr_start_secret);

    const first = await status(order['orderRef']!);
    expect(first).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
      outcome: 'pending',
      messageCode: 'RFA1',
      user: null,
    });
    expect(first.qrCode).toBe(qrCodeContent(row!.qr_start_token, row!.qr_start_secret, 2));
    const autostart = await status(order['orderRef']!, { flow: 'autostart' });
    expect(autostart.messageCode).toBe('RFA13');
    expect(autostart.qrCode?.split('.')[2]).toBe('4');
  });

  it('runs outstandingTransaction → started → userSign → complete and stores who signed', async () => {
    const server = await serverPromise;
    const order = await start({ purpose: 'order', device: 'phone' });
    expect((await status(order.orderRef)).hintCode).toBe('outstandingTransaction');
    await control(order.orderRef, { action: 'start' });
    expect(await status(order.orderRef)).toMatchObject({
      hintCode: 'started',
      messageCode: 'RFA15B',
      qrCode: null,
    });
    await control(order.orderRef, { action: 'start' });
    expect(await status(order.orderRef)).toMatchObject({
      hintCode: 'userSign',
      messageCode: 'RFA9',
    });
    await control(order.orderRef, { action: 'approve', personalNumber: KARIN });
    const done = await status(order.orderRef);
    const completedAt = now;
    expect(done).toEqual({
      orderRef: order.orderRef,
      purpose: 'order',
      status: 'complete',
      hintCode: null,
      outcome: 'verified',
      messageCode: null,
      qrCode: null,
      user: {
        personalNumber: KARIN,
        name: 'Karin Nilsson',
        givenName: 'Karin',
        surname: 'Nilsson',
      },
    });
    // Asking again answers the stored result (BankID would refuse a second collect).
    expect(await status(order.orderRef)).toEqual(done);
    const [row] = await server.db.query<Record<string, unknown>>(
      'select purpose, status, personal_number, name, completed_at, qr_start_secret, completion_data from bankid_orders where order_ref = $1',
      [order.orderRef],
    );
    expect(row).toMatchObject({
      purpose: 'order',
      status: 'complete',
      personal_number: KARIN,
      name: 'Karin Nilsson',
      qr_start_secret: null,
    });
    expect(row?.['completed_at']).toEqual(completedAt);
    expect((row?.['completion_data'] as { signature: string }).signature).toBeTruthy();
  });

  it('collects from BankID at most every 2 seconds', async () => {
    const order = await start();
    await status(order.orderRef);
    await control(order.orderRef, { action: 'approve', personalNumber: ANNA });
    advance(-1_000); // status() adds 2 s: 1 s after the last collect
    expect((await status(order.orderRef)).status).toBe('pending');
    expect((await status(order.orderRef)).status).toBe('complete');
  });

  it('maps a timeout: expiredTransaction, and startFailed after 30 s without the app', async () => {
    const expired = await start();
    await control(expired.orderRef, { action: 'expire' });
    expect(await status(expired.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
      outcome: 'timeout',
      messageCode: 'RFA8',
    });

    const unopened = await start({ purpose: 'login', flow: 'autostart' });
    advance(29_000);
    expect(await status(unopened.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'startFailed',
      outcome: 'timeout',
      messageCode: 'RFA17A',
      qrCode: null,
    });
  });

  it('maps cancelled in the app', async () => {
    const order = await start();
    await control(order.orderRef, { action: 'cancel' });
    expect(await status(order.orderRef)).toMatchObject({
      outcome: 'cancelled',
      hintCode: 'userCancel',
      messageCode: 'RFA6',
    });
  });

  it('maps already in progress: at start (409 with the product text) and as a cancelled order', async () => {
    const first = await start({ purpose: 'order', personalNumber: ERIK });
    const second = await post('start', { purpose: 'order', personalNumber: ERIK });
    expect(second.status).toBe(409);
    expect(second.body).toEqual([
      {
        field: 'bankid',
        message: 'Ojdå, det verkar som att du redan påbörjat en signering med bankID. Försök igen!',
      },
    ]);
    expect(await status(first.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'cancelled',
      outcome: 'already-in-progress',
      messageCode: 'RFA3',
    });
  });

  it('maps identity not validated (certificateErr, transactionRiskBlocked)', async () => {
    for (const [hintCode, messageCode] of [
      ['certificateErr', 'RFA16'],
      ['transactionRiskBlocked', 'RFA22'],
    ]) {
      const order = await start();
      await control(order.orderRef, { action: 'fail', hintCode });
      expect(await status(order.orderRef)).toMatchObject({
        outcome: 'identity-not-validated',
        messageCode,
      });
    }
  });

  it('maps general errors: internalError at once, maintenance after quiet retries', async () => {
    const broken = await start();
    await control(broken.orderRef, { action: 'error', errorCode: 'internalError' });
    expect(await status(broken.orderRef)).toMatchObject({
      status: 'failed',
      outcome: 'error',
      messageCode: 'RFA5',
    });

    const flaky = await start();
    await control(flaky.orderRef, { action: 'start' });
    await control(flaky.orderRef, { action: 'error', errorCode: 'maintenance', times: 1 });
    expect(await status(flaky.orderRef)).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    expect(await status(flaky.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });

    const down = await start();
    await control(down.orderRef, { action: 'error', errorCode: 'maintenance', times: 5 });
    expect((await status(down.orderRef)).status).toBe('pending');
    expect((await status(down.orderRef)).status).toBe('pending');
    expect(await status(down.orderRef)).toMatchObject({
      status: 'failed',
      outcome: 'error',
      messageCode: 'RFA5',
    });

    const odd = await start();
    await control(odd.orderRef, { action: 'fail', hintCode: 'notSupportedByUserApp' });
    expect(await status(odd.orderRef)).toMatchObject({ outcome: 'error', messageCode: 'RFA22' });
  });

  it('cancels an order for the user and ends it at BankID too', async () => {
    const server = await serverPromise;
    const order = await start();
    const res = await post('cancel', { orderRef: order.orderRef });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'failed', outcome: 'cancelled', messageCode: 'RFA6' });
    const rp = await server.request('/bankid-sim/rp/v6.0/collect', {
      method: 'POST',
      json: { orderRef: order.orderRef },
    });
    expect(((await rp.json()) as { errorCode: string }).errorCode).toBe('invalidParameters');
    // Cancelling twice answers the same final state.
    expect((await post('cancel', { orderRef: order.orderRef })).body).toEqual(res.body);
  });

  it('answers only the browser that started the order', async () => {
    const server = await serverPromise;
    const order = await start();
    const saved = new Map(server.cookies);
    server.cookies.clear();
    const res = await post('status', { orderRef: order.orderRef });
    expect(res.status).toBe(404);
    expect(res.body).toEqual([{ field: 'body.orderRef', message: 'Ordern finns inte' }]);
    for (const [k, v] of saved) server.cookies.set(k, v);
    expect((await status(order.orderRef)).status).toBe('pending');
  });

  it('answers bad input with 400 and field errors', async () => {
    const bad = await post('start', { purpose: 'shopping' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([{ field: 'body.purpose', message: expect.any(String) }]);
    const pnr = await post('start', { purpose: 'login', personalNumber: ANNA });
    expect(pnr.status).toBe(400);
    expect(pnr.body).toEqual([
      { field: 'body.personalNumber', message: 'Inloggning startas utan personnummer' },
    ]);
    const ref = await post('status', { orderRef: 'abc' });
    expect(ref.status).toBe(400);
    expect(ref.body).toEqual([{ field: 'body.orderRef', message: 'Ogiltig orderreferens' }]);
    const checksum = await post('start', { purpose: 'order', personalNumber: '198503121232' });
    expect(checksum.body).toEqual([
      { field: 'body.personalNumber', message: 'Personnumret är inte giltigt' },
    ]);
  });
});

describe('BankID without the simulator or a BankID URL', () => {
  const serverPromise = createTestServer({ SIMULATORS: false });
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  it('reports BankID as unavailable and hides the simulator', async () => {
    const server = await serverPromise;
    const res = await server.request('/services/bankid/v1/start', {
      method: 'POST',
      json: { purpose: 'login' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual([
      { field: 'bankid', message: 'Ojdå, något gick fel. Gör ett nytt försök!' },
    ]);
    expect((await server.request('/bankid-sim/')).status).toBe(404);
    expect(
      (await server.request('/bankid-sim/rp/v6.0/auth', { method: 'POST', json: {} })).status,
    ).toBe(404);
    expect((await server.request('/payment-sim/')).status).toBe(404);
  });
});
