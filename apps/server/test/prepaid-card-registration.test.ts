import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
  OLLE_MSISDN,
  OLLE_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  PREPAID_REGISTRATION_BANKID_USED,
  PREPAID_REGISTRATION_NOT_PREPAID,
  PREPAID_REGISTRATION_TAKEN,
} from '@lingon/contracts/site/prepaid-card-registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANKID_BROWSER_COOKIE } from '../src/bankid/orders';
import { createTestServer } from './harness';

const REGISTRATIONS = '/services/site/v1/prepaid-card-registrations';
let now = new Date('2026-11-22T10:00:00.000Z');

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

const details = {
  firstName: 'Olle',
  lastName: 'Olsson',
  street: 'Storgatan 1',
  zipcode: '123 45',
  city: 'Solna',
};

/** This test browser's BankID binding cookie (set as the start call sets it). */
function browserToken(server: TestServer): string {
  let token = server.cookies.get(BANKID_BROWSER_COOKIE);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    server.cookies.set(BANKID_BROWSER_COOKIE, token);
  }
  return token;
}

/**
 * A BankID order as the BankID area stores it (migration 0400): by default a completed
 * 'prepaid-registration' identification of `personalNumber`, started in this test's browser.
 */
async function identification(
  server: TestServer,
  personalNumber: string,
  options: {
    purpose?: string;
    status?: string;
    completedAt?: Date;
    /** Started in another browser (another binding cookie). */
    otherBrowser?: boolean;
  } = {},
): Promise<string> {
  const {
    purpose = 'prepaid-registration',
    status = 'complete',
    completedAt = now,
    otherBrowser = false,
  } = options;
  const token = otherBrowser ? randomBytes(32).toString('base64url') : browserToken(server);
  const ref = randomUUID();
  await server.db.query(
    `insert into bankid_orders (order_ref, purpose, rp_call, flow, device, browser_hash,
       end_user_ip, auto_start_token, qr_start_token, status, outcome, personal_number,
       created_at, completed_at, finished_at)
     values ($1, $2, 'auth', 'qr', 'computer', $3, '127.0.0.1', $1, $1, $4, $4, $5, $6, $6, $6)`,
    [
      ref,
      purpose,
      createHash('sha256').update(token).digest('hex'),
      status,
      personalNumber,
      completedAt,
    ],
  );
  return ref;
}

describe('prepaid card registration', () => {
  const serverPromise = createTestServer({}, () => now);
  beforeAll(async () => {
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  beforeEach(async () => {
    now = new Date(now.getTime() + 3_600_000);
    const server = await serverPromise;
    server.cookies.clear();
    await server.db.query('delete from prepaid_card_registrations');
  });

  async function register(body: Record<string, unknown>) {
    const server = await serverPromise;
    const res = await server.request(REGISTRATIONS, { method: 'POST', json: body });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  async function registrationOf(msisdn: string) {
    const server = await serverPromise;
    const rows = await server.db.query<{
      personal_number: string;
      first_name: string;
      street: string;
      zipcode: string;
    }>(
      `select personal_number, first_name, street, zipcode from prepaid_card_registrations
        where msisdn = $1`,
      [msisdn],
    );
    return rows;
  }

  it('registers the card to the person BankID identified, through the real BankID flow', async () => {
    const server = await serverPromise;
    const started = await server.request('/services/bankid/v1/start', {
      method: 'POST',
      json: { purpose: 'prepaid-registration' },
    });
    expect(started.status).toBe(200);
    const { orderRef } = (await started.json()) as { orderRef: string };
    const [order] = await server.db.query<{ rp_call: string }>(
      'select rp_call from bankid_orders where order_ref = $1',
      [orderRef],
    );
    // An identification of the holder, not a signature of an order.
    expect(order?.rp_call).toBe('auth');
    const approved = await server.request(`/bankid-sim/control/${orderRef}`, {
      method: 'POST',
      json: { action: 'approve', personalNumber: OLLE_PERSONAL_NUMBER },
    });
    expect(approved.status).toBe(200);
    now = new Date(now.getTime() + 2_000);
    const status = await server.request('/services/bankid/v1/status', {
      method: 'POST',
      json: { orderRef },
    });
    expect(await status.json()).toMatchObject({ status: 'complete' });

    const res = await register({ msisdn: '076-123 45 70', bankidOrderRef: orderRef, ...details });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msisdn: OLLE_MSISDN, registeredAt: now.toISOString() });
    expect(await registrationOf(OLLE_MSISDN)).toEqual([
      {
        personal_number: OLLE_PERSONAL_NUMBER,
        first_name: 'Olle',
        street: 'Storgatan 1',
        zipcode: '12345',
      },
    ]);
  });

  it('refuses without a usable identification of this browser, and stores nothing', async () => {
    const server = await serverPromise;
    const refusal = [
      { field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_REQUIRED },
    ];
    const refs = [
      'no-such-order',
      await identification(server, OLLE_PERSONAL_NUMBER, { otherBrowser: true }),
      await identification(server, OLLE_PERSONAL_NUMBER, { purpose: 'login' }),
      await identification(server, OLLE_PERSONAL_NUMBER, { purpose: 'order' }),
      await identification(server, OLLE_PERSONAL_NUMBER, { status: 'pending' }),
      await identification(server, OLLE_PERSONAL_NUMBER, {
        completedAt: new Date(now.getTime() - 31 * 60_000),
      }),
    ];
    for (const bankidOrderRef of refs) {
      const res = await register({ msisdn: OLLE_MSISDN, bankidOrderRef, ...details });
      expect(res, bankidOrderRef).toEqual({ status: 422, body: refusal });
    }
    // With no binding cookie at all.
    const ref = await identification(server, OLLE_PERSONAL_NUMBER);
    server.cookies.clear();
    expect(await register({ msisdn: OLLE_MSISDN, bankidOrderRef: ref, ...details })).toEqual({
      status: 422,
      body: refusal,
    });
    expect(await registrationOf(OLLE_MSISDN)).toEqual([]);
  });

  it('takes the personal number from BankID only: a typed one is refused', async () => {
    const server = await serverPromise;
    const bankidOrderRef = await identification(server, OLLE_PERSONAL_NUMBER);
    const res = await register({
      msisdn: OLLE_MSISDN,
      bankidOrderRef,
      personalNumber: KARIN_PERSONAL_NUMBER,
      ...details,
    });
    expect(res.status).toBe(400);
    const missing = await register({ msisdn: OLLE_MSISDN, ...details });
    expect(missing).toEqual({
      status: 400,
      body: [{ field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_REQUIRED }],
    });
    expect(await registrationOf(OLLE_MSISDN)).toEqual([]);
  });

  it('registers only an active Lingon prepaid card', async () => {
    const server = await serverPromise;
    const refusal = [{ field: 'body.msisdn', message: PREPAID_REGISTRATION_NOT_PREPAID }];
    // Anna's subscription (postpaid) and a number that is not Lingon's.
    for (const msisdn of [ANNA_MSISDN, '46709999999']) {
      const bankidOrderRef = await identification(server, ANNA_PERSONAL_NUMBER);
      expect(await register({ msisdn, bankidOrderRef, ...details })).toEqual({
        status: 422,
        body: refusal,
      });
      expect(await registrationOf(msisdn)).toEqual([]);
    }
    await server.db.query(
      `update mypages_subscriptions set traffic_status_code = 'SUSPENDED' where id = $1`,
      [OLLE_MSISDN],
    );
    try {
      const bankidOrderRef = await identification(server, OLLE_PERSONAL_NUMBER);
      expect(await register({ msisdn: OLLE_MSISDN, bankidOrderRef, ...details })).toEqual({
        status: 422,
        body: refusal,
      });
    } finally {
      await server.db.query(
        `update mypages_subscriptions set traffic_status_code = 'ACTIVE' where id = $1`,
        [OLLE_MSISDN],
      );
    }
  });

  it('uses one identification for one registration', async () => {
    const server = await serverPromise;
    const bankidOrderRef = await identification(server, OLLE_PERSONAL_NUMBER);
    expect((await register({ msisdn: OLLE_MSISDN, bankidOrderRef, ...details })).status).toBe(200);
    const refusal = [{ field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_USED }];
    // Neither the same card again nor another card.
    for (const msisdn of [OLLE_MSISDN, ERIK_MSISDN]) {
      expect(await register({ msisdn, bankidOrderRef, ...details, street: 'Nygatan 2' })).toEqual({
        status: 409,
        body: refusal,
      });
    }
    // Also not after the holder has registered again with a newer identification.
    const newer = await identification(server, OLLE_PERSONAL_NUMBER);
    expect(
      (await register({ msisdn: OLLE_MSISDN, bankidOrderRef: newer, ...details })).status,
    ).toBe(200);
    expect(await register({ msisdn: ERIK_MSISDN, bankidOrderRef, ...details })).toEqual({
      status: 409,
      body: refusal,
    });
    expect(await registrationOf(ERIK_MSISDN)).toEqual([]);
  });

  it('lets the holder register again, and refuses anyone else without saying who holds it', async () => {
    const server = await serverPromise;
    const first = await identification(server, OLLE_PERSONAL_NUMBER);
    const registered = await register({ msisdn: OLLE_MSISDN, bankidOrderRef: first, ...details });
    expect(registered.status).toBe(200);

    const again = await identification(server, OLLE_PERSONAL_NUMBER);
    const moved = await register({
      msisdn: OLLE_MSISDN,
      bankidOrderRef: again,
      ...details,
      street: 'Nygatan 2',
    });
    expect(moved.status).toBe(200);
    // The same registration, with the new address.
    expect((moved.body as { id: string }).id).toBe((registered.body as { id: string }).id);
    expect(await registrationOf(OLLE_MSISDN)).toEqual([
      expect.objectContaining({ personal_number: OLLE_PERSONAL_NUMBER, street: 'Nygatan 2' }),
    ]);

    const karin = await identification(server, KARIN_PERSONAL_NUMBER);
    const taken = await register({
      msisdn: OLLE_MSISDN,
      bankidOrderRef: karin,
      ...details,
      firstName: 'Karin',
    });
    expect(taken).toEqual({
      status: 409,
      body: [{ field: 'body.msisdn', message: PREPAID_REGISTRATION_TAKEN }],
    });
    expect(JSON.stringify(taken.body)).not.toMatch(/Olle|Olsson|1968/);
    expect(await registrationOf(OLLE_MSISDN)).toEqual([
      expect.objectContaining({ personal_number: OLLE_PERSONAL_NUMBER, first_name: 'Olle' }),
    ]);
    // Karin's identification was not used up by the refusal: she can register her own card.
    expect(
      (await register({ msisdn: ERIK_MSISDN, bankidOrderRef: karin, ...details })).status,
    ).toBe(200);
  });

  it('gives a registration nobody identified to the holder BankID identifies', async () => {
    const server = await serverPromise;
    // Registered before identification was required, to a personal number nobody verified.
    await server.db.query(
      `insert into prepaid_card_registrations
         (id, msisdn, personal_number, first_name, last_name, street, zipcode, city, created_at)
       values ($1, $2, $3, 'Mallory', 'Squatter', 'Falskgatan 1', '11111', 'Nowhere', $4)`,
      [randomUUID(), ERIK_MSISDN, KARIN_PERSONAL_NUMBER, now],
    );
    const bankidOrderRef = await identification(server, ERIK_PERSONAL_NUMBER);
    const res = await register({
      msisdn: ERIK_MSISDN,
      bankidOrderRef,
      ...details,
      firstName: 'Erik',
    });
    expect(res.status).toBe(200);
    expect(await registrationOf(ERIK_MSISDN)).toEqual([
      expect.objectContaining({ personal_number: ERIK_PERSONAL_NUMBER, first_name: 'Erik' }),
    ]);
  });
});
