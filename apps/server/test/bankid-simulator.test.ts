import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const RP = '/bankid-sim/rp/v6.0/';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const ANNA = '198503121231';
const ERIK = '199001010017';

let now = new Date('2026-11-22T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('BankID RP simulator', () => {
  const serverPromise = createTestServer({}, () => now);
  // Starting PGlite and migrating takes a while on a busy machine: wait in a hook, not a test.
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  beforeEach(() => {
    now = new Date(now.getTime() + 3_600_000);
  });

  async function rp(endpoint: string, json: unknown) {
    const server = await serverPromise;
    const res = await server.request(`${RP}${endpoint}`, { method: 'POST', json });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  async function control(orderRef: string, json: unknown) {
    const server = await serverPromise;
    const res = await server.request(`/bankid-sim/control/${orderRef}`, { method: 'POST', json });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  async function auth(extra: Record<string, unknown> = {}) {
    const res = await rp('auth', { endUserIp: '192.0.2.1', ...extra });
    expect(res.status).toBe(200);
    return res.body as {
      orderRef: string;
      autoStartToken: string;
      qrStartToken: string;
      qrStartSecret: string;
    };
  }

  it('answers GET with 405 methodNotAllowed', async () => {
    const server = await serverPromise;
    const res = await server.request(`${RP}auth`);
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({
      errorCode: 'methodNotAllowed',
      details: expect.any(String),
    });
  });

  it('answers a charset parameter or another media type with 415', async () => {
    const server = await serverPromise;
    for (const type of ['application/json; charset=UTF-8', 'text/plain']) {
      const res = await server.request(`${RP}auth`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ endUserIp: '192.0.2.1' }),
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('unsupportedMediaType');
    }
  });

  it('answers an unknown endpoint with 404 notFound', async () => {
    const res = await rp('identify', {});
    expect(res.status).toBe(404);
    expect(res.body['errorCode']).toBe('notFound');
  });

  it('requires endUserIp and valid parameters (400 invalidParameters)', async () => {
    const cases: Array<[string, unknown]> = [
      ['auth', {}],
      ['auth', { endUserIp: 'not-an-ip' }],
      ['auth', { endUserIp: '192.0.2.1', userVisibleData: 'not base64!' }],
      ['auth', { endUserIp: '192.0.2.1', userVisibleData: b64('x'.repeat(1200)) }],
      [
        'auth',
        { endUserIp: '192.0.2.1', userVisibleData: b64('ok'), userVisibleDataFormat: 'html' },
      ],
      ['auth', { endUserIp: '192.0.2.1', requirement: { personalNumber: '198503121232' } }],
      ['auth', { endUserIp: '192.0.2.1', requirement: { cardReader: 'class3' } }],
      ['sign', { endUserIp: '192.0.2.1' }],
      ['phone/auth', { personalNumber: ANNA }],
      ['phone/auth', { personalNumber: '12345', callInitiator: 'RP' }],
      ['collect', {}],
      ['collect', { orderRef: 'f5a2bbbe-7c3c-4b5c-9f1d-2a7a8d6a0000' }],
      ['cancel', { orderRef: 'f5a2bbbe-7c3c-4b5c-9f1d-2a7a8d6a0000' }],
    ];
    for (const [endpoint, body] of cases) {
      const res = await rp(endpoint, body);
      expect(res.status, `${endpoint} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body['errorCode']).toBe('invalidParameters');
      expect(typeof res.body['details']).toBe('string');
    }
  });

  it('accepts userVisibleData up to 1,500 characters after encoding for auth', async () => {
    const longest = b64('x'.repeat(1125)); // 1,500 characters
    expect(longest).toHaveLength(1500);
    expect((await rp('auth', { endUserIp: '192.0.2.1', userVisibleData: longest })).status).toBe(
      200,
    );
    const tooLong = b64('x'.repeat(1128)); // 1,504 characters
    expect((await rp('auth', { endUserIp: '192.0.2.1', userVisibleData: tooLong })).status).toBe(
      400,
    );
  });

  it('starts auth, sign and phone orders with the right answers', async () => {
    const order = await auth({ userVisibleData: b64('Logga in'), returnRisk: true });
    expect(order.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.autoStartToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.qrStartToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.qrStartSecret).toMatch(/^[0-9a-f-]{36}$/);
    const sign = await rp('sign', { endUserIp: '::1', userVisibleData: b64('Jag beställer') });
    expect(sign.status).toBe(200);
    const phone = await rp('phone/sign', {
      personalNumber: ERIK,
      callInitiator: 'RP',
      userVisibleData: b64('Jag beställer'),
    });
    expect(phone.status).toBe(200);
    expect(Object.keys(phone.body)).toEqual(['orderRef']);
  });

  it('progresses through the hint codes and completes with full completion data', async () => {
    const order = await auth({ userVisibleData: b64('Logga in'), returnRisk: true });
    expect((await rp('collect', { orderRef: order.orderRef })).body).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    await control(order.orderRef, { action: 'start' });
    expect((await rp('collect', { orderRef: order.orderRef })).body['hintCode']).toBe('started');
    await control(order.orderRef, { action: 'start' });
    expect((await rp('collect', { orderRef: order.orderRef })).body['hintCode']).toBe('userSign');
    const approved = await control(order.orderRef, { action: 'approve', personalNumber: ANNA });
    expect(approved.status).toBe(200);

    const done = await rp('collect', { orderRef: order.orderRef });
    expect(done.status).toBe(200);
    expect(done.body['status']).toBe('complete');
    const data = done.body['completionData'] as Record<string, unknown>;
    expect(data['user']).toEqual({
      personalNumber: ANNA,
      name: 'Anna Andersson',
      givenName: 'Anna',
      surname: 'Andersson',
    });
    expect(data['device']).toEqual({ ipAddress: '192.0.2.1', uhi: expect.any(String) });
    expect(data['bankIdIssueDate']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data['risk']).toBe('low');
    expect(data['stepUp']).toBeUndefined();
    const signature = Buffer.from(data['signature'] as string, 'base64').toString('utf8');
    expect(signature).toContain(
      '<usrVisibleData charset="UTF-8" visible="wysiwys">Logga in</usrVisibleData>',
    );
    expect(Buffer.from(data['ocspResponse'] as string, 'base64').length).toBeGreaterThan(100);

    // A finished order can be collected once.
    const again = await rp('collect', { orderRef: order.orderRef });
    expect(again.status).toBe(400);
    expect(again.body['errorCode']).toBe('invalidParameters');
  });

  it('adds stepUp with mrtd and leaves risk out without returnRisk', async () => {
    const order = await auth({ requirement: { mrtd: true } });
    await control(order.orderRef, { action: 'start' });
    await control(order.orderRef, { action: 'start' });
    expect((await rp('collect', { orderRef: order.orderRef })).body['hintCode']).toBe('userMrtd');
    await control(order.orderRef, { action: 'approve', personalNumber: ERIK });
    const data = (await rp('collect', { orderRef: order.orderRef })).body[
      'completionData'
    ] as Record<string, unknown>;
    expect(data['stepUp']).toEqual({ mrtd: true });
    expect(data).not.toHaveProperty('risk');
  });

  it('fails an unpicked order with startFailed after 30 s', async () => {
    const order = await auth();
    advance(29_000);
    expect((await rp('collect', { orderRef: order.orderRef })).body['status']).toBe('pending');
    advance(1_000);
    expect((await rp('collect', { orderRef: order.orderRef })).body).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'startFailed',
    });
  });

  it('expires a picked-up order after 3 minutes with expiredTransaction', async () => {
    const order = await auth();
    await control(order.orderRef, { action: 'start' });
    advance(179_000);
    expect((await rp('collect', { orderRef: order.orderRef })).body['hintCode']).toBe('started');
    advance(1_000);
    expect((await rp('collect', { orderRef: order.orderRef })).body).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('keeps a completed order collectable for 3 minutes and a failed one for 5', async () => {
    const completed = await auth();
    await control(completed.orderRef, { action: 'approve', personalNumber: ANNA });
    const failed = await auth();
    await control(failed.orderRef, { action: 'cancel' });
    advance(180_001);
    expect((await rp('collect', { orderRef: completed.orderRef })).body['errorCode']).toBe(
      'invalidParameters',
    );
    expect((await rp('collect', { orderRef: failed.orderRef })).body).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
    });

    const failedLater = await auth();
    await control(failedLater.orderRef, { action: 'fail', hintCode: 'certificateErr' });
    advance(300_001);
    expect((await rp('collect', { orderRef: failedLater.orderRef })).body['errorCode']).toBe(
      'invalidParameters',
    );
  });

  it('refuses a second order for the same personal number and cancels both', async () => {
    const first = await auth({ requirement: { personalNumber: ERIK } });
    const second = await rp('auth', {
      endUserIp: '192.0.2.1',
      requirement: { personalNumber: ERIK },
    });
    expect(second.status).toBe(400);
    expect(second.body['errorCode']).toBe('alreadyInProgress');
    expect((await rp('collect', { orderRef: first.orderRef })).body).toMatchObject({
      status: 'failed',
      hintCode: 'cancelled',
    });
  });

  it('cancels both orders when the same person opens a second one in the app', async () => {
    const first = await auth();
    const second = await auth();
    expect((await control(first.orderRef, { action: 'start', personalNumber: ANNA })).status).toBe(
      200,
    );
    const clash = await control(second.orderRef, { action: 'approve', personalNumber: ANNA });
    expect(clash.status).toBe(409);
    for (const order of [first, second]) {
      expect((await rp('collect', { orderRef: order.orderRef })).body).toMatchObject({
        status: 'failed',
        hintCode: 'cancelled',
      });
    }
  });

  it('lets only the required person complete and checks the checksum', async () => {
    const order = await auth({ requirement: { personalNumber: ANNA } });
    expect(
      (await control(order.orderRef, { action: 'approve', personalNumber: '198503121232' })).status,
    ).toBe(400);
    expect(
      (await control(order.orderRef, { action: 'approve', personalNumber: ERIK })).status,
    ).toBe(409);
    expect(
      (await control(order.orderRef, { action: 'approve', personalNumber: ANNA })).status,
    ).toBe(200);
  });

  it('reads the personal number a tester types in any written form', async () => {
    const order = await auth({ requirement: { personalNumber: ANNA } });
    const short = `${ANNA.slice(2, 8)}-${ANNA.slice(8)}`;
    const spaced = await control(order.orderRef, {
      action: 'approve',
      personalNumber: `${ANNA.slice(2, 8)} ${ANNA.slice(8)}`,
    });
    expect(spaced).toEqual({
      status: 400,
      body: [{ field: 'body.personalNumber', message: 'Ange personnumret som ÅÅÅÅMMDD-NNNN' }],
    });
    expect(
      (await control(order.orderRef, { action: 'approve', personalNumber: short })).status,
    ).toBe(200);
    expect((await rp('collect', { orderRef: order.orderRef })).body).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: ANNA } },
    });
  });

  it('cancels on the RP side: the order is gone afterwards', async () => {
    const order = await auth();
    expect(await rp('cancel', { orderRef: order.orderRef })).toEqual({ status: 200, body: {} });
    expect((await rp('collect', { orderRef: order.orderRef })).body['errorCode']).toBe(
      'invalidParameters',
    );
    expect((await rp('cancel', { orderRef: order.orderRef })).body['errorCode']).toBe(
      'invalidParameters',
    );
  });

  it('produces every failure hint and injected RP errors', async () => {
    for (const hintCode of [
      'certificateErr',
      'userDeclinedCall',
      'notSupportedByUserApp',
      'startFailed',
    ]) {
      const order = await auth();
      expect((await control(order.orderRef, { action: 'fail', hintCode })).status).toBe(200);
      expect((await rp('collect', { orderRef: order.orderRef })).body['hintCode']).toBe(hintCode);
    }
    const order = await auth();
    expect((await control(order.orderRef, { action: 'fail', hintCode: 'nonsense' })).status).toBe(
      400,
    );
    await control(order.orderRef, { action: 'error', errorCode: 'maintenance', times: 2 });
    const server = await serverPromise;
    for (let i = 0; i < 2; i++) {
      const res = await server.request(`${RP}collect`, {
        method: 'POST',
        json: { orderRef: order.orderRef },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ errorCode: 'maintenance' });
    }
    expect((await rp('collect', { orderRef: order.orderRef })).body['status']).toBe('pending');
  });

  it('blocks a risky completion when the order requires low risk', async () => {
    const order = await auth({ requirement: { risk: 'low' }, returnRisk: true });
    await control(order.orderRef, { action: 'approve', personalNumber: ANNA, risk: 'high' });
    expect((await rp('collect', { orderRef: order.orderRef })).body).toMatchObject({
      status: 'failed',
      hintCode: 'transactionRiskBlocked',
    });
  });

  it('answers what no tester sends without a server error or an echo of it', async () => {
    const server = await serverPromise;
    const { orderRef } = await auth();
    for (const path of ['/bankid-sim/control/%00', '/bankid-sim/orders/%00']) {
      expect((await server.request(path, { method: 'POST', json: {} })).status).toBe(404);
    }
    const broken = await server.request(`/bankid-sim/orders/${orderRef}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\n',
    });
    expect(broken.status).toBe(303);
    expect(broken.headers.get('location')).toContain('typ=fel');
    const long = 'x'.repeat(60_000);
    const form = await server.request(`/bankid-sim/orders/${orderRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=hint&hintCode=${long}`,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')?.length).toBeLessThan(500);
    const json = await control(orderRef, { action: 'fail', hintCode: long });
    expect(json.status).toBe(400);
    expect(JSON.stringify(json.body).length).toBeLessThan(500);
  });

  it('keeps its state in the database', async () => {
    const server = await serverPromise;
    const order = await auth();
    const [row] = await server.db.query<{ status: string }>(
      'select status from bankid_sim_orders where order_ref = $1',
      [order.orderRef],
    );
    expect(row?.status).toBe('pending');
  });

  it('serves a Swedish tester page with quick choices and acts on form posts', async () => {
    const server = await serverPromise;
    const order = await auth({ userVisibleData: b64('<script>alert(1)</script> Logga in') });
    const page = await server.request('/bankid-sim/');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<html lang="sv">');
    expect(text).toContain(order.orderRef);
    expect(text).toContain('Godkänn som Anna Andersson (19850312-1231)');
    expect(text).toContain('Godkänn som Erik Eriksson (19900101-0017)');
    expect(text).toContain('Godkänn som Karin Nilsson (19720614-2387)');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Logga in');
    expect(text).not.toContain('<script>alert(1)');

    const form = (body: string) =>
      server.request(`/bankid-sim/orders/${order.orderRef}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const wrong = await form('action=approve&personalNumber=198503121232');
    expect(wrong.status).toBe(303);
    const location = new URL(wrong.headers.get('location') ?? '', 'http://x');
    expect(location.searchParams.get('typ')).toBe('fel');
    const flash = await (await server.request(`${location.pathname}${location.search}`)).text();
    expect(flash).toContain('role="alert"');
    expect(flash).toContain('Personnumret är inte giltigt');

    expect((await form(`action=approve&personalNumber=${ERIK}`)).status).toBe(303);
    expect((await rp('collect', { orderRef: order.orderRef })).body).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: ERIK, name: 'Erik Eriksson' } },
    });
    const after = await (await server.request('/bankid-sim/')).text();
    expect(after).toContain('Senast avslutade');
  });

  it('names any valid personal number consistently and lists orders as JSON', async () => {
    const server = await serverPromise;
    const order = await auth();
    const list = (await (await server.request('/bankid-sim/control/orders')).json()) as {
      open: Array<{ orderRef: string; hintCode: string }>;
    };
    expect(list.open).toContainEqual(
      expect.objectContaining({ orderRef: order.orderRef, hintCode: 'outstandingTransaction' }),
    );
    await control(order.orderRef, { action: 'approve', personalNumber: '194008039291' });
    const user = (
      (await rp('collect', { orderRef: order.orderRef })).body['completionData'] as {
        user: { personalNumber: string; givenName: string; surname: string; name: string };
      }
    ).user;
    expect(user.personalNumber).toBe('194008039291');
    expect(user.name).toBe(`${user.givenName} ${user.surname}`);
    expect(user.givenName).not.toBe('');
  });
});
