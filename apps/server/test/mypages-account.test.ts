import { createHmac } from 'node:crypto';
import {
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hashedUidKey } from '../src/mypages/account';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const INFO = '/services/account/v3/customer/info';
const EMAIL = '/services/account/v3/email';
const HASHED_UID = '/services/personalization/v4/hasheduid';
const CONSENTS = '/services/gdpr/v3/consents';
const OPT_OUTS = '/services/gdpr/v3/opt-outs';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

type PermissionText = { id: string; status: string };
const statuses = (list: PermissionText[]) =>
  Object.fromEntries(list.map((item) => [item.id, item.status]));

describe('GET account/v3/customer/info', () => {
  it("answers Anna's legal information and profile", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(INFO);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customerLegalInformation: {
        customerId: 'C-100001',
        personalNumber: ANNA_PERSONAL_NUMBER,
        firstName: 'Anna',
        lastName: 'Andersson',
        address: { street: 'Lingonvägen 12', zipcode: '123 45', city: 'Stockholm' },
      },
      userProfileData: {
        email: 'anna.andersson@example.se',
        contactPhone: '46701234567',
        isStudent: false,
      },
    });
  });

  it('answers Karin with an empty profile and Erik as a student', async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    const karin = await (await server.request(INFO)).json();
    expect(karin.userProfileData).toEqual({ email: null, contactPhone: null, isStudent: false });
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await (await server.request(INFO)).json()).userProfileData.isStudent).toBe(true);
  });

  it('is 404 for a signed-in person who is not a customer, 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(INFO)).status).toBe(401);
    await signIn(server, '200001012384');
    expect((await server.request(INFO)).status).toBe(404);
  });
});

describe('POST account/v3/email', () => {
  it('changes the address and audits old and new', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, EMAIL, { email: '  erik.ny@example.se ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'erik.ny@example.se' });
    const info = await (await server.request(INFO)).json();
    expect(info.userProfileData.email).toBe('erik.ny@example.se');
    expect((await auditRows(server, 'mypages_customer')).at(-1)).toEqual({
      actor: ERIK_PERSONAL_NUMBER,
      action: 'customer.email.change',
      entity_id: 'C-100002',
      old_value: { email: 'erik.eriksson@example.se' },
      new_value: { email: 'erik.ny@example.se' },
    });
  });

  it('writes no audit row when the address is unchanged', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = (await auditRows(server, 'mypages_customer')).length;
    const res = await post(server, EMAIL, { email: 'anna.andersson@example.se' });
    expect(res.status).toBe(200);
    expect(await auditRows(server, 'mypages_customer')).toHaveLength(before);
  });

  it("changes only the signed-in customer's address", async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    expect((await post(server, EMAIL, { email: 'karin@example.se' })).status).toBe(200);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const anna = await (await server.request(INFO)).json();
    expect(anna.userProfileData.email).toBe('anna.andersson@example.se');
  });

  it('is 400 for an invalid or too long address, and stores nothing', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const invalid = await post(server, EMAIL, { email: 'anna@' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([
      { field: 'body.email', message: 'Ange en giltig e-postadress' },
    ]);
    const long = await post(server, EMAIL, { email: `${'a'.repeat(250)}@example.se` });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual([
      { field: 'body.email', message: 'E-postadressen får vara högst 254 tecken' },
    ]);
    expect((await post(server, EMAIL, {})).status).toBe(400);
    const info = await (await server.request(INFO)).json();
    expect(info.userProfileData.email).toBe('anna.andersson@example.se');
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await post(server, EMAIL, { email: 'x@example.se' })).status).toBe(401);
  });
});

describe('GET personalization/v4/hasheduid', () => {
  it('is a stable HMAC of the customer id, different per customer', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const first = await (await server.request(HASHED_UID)).json();
    const second = await (await server.request(HASHED_UID)).json();
    expect(first).toEqual(second);
    expect(first.hashedUid).toBe(
      createHmac('sha256', hashedUidKey(server.config)).update('C-100001').digest('hex'),
    );
    expect(first.hashedUid).not.toContain(ANNA_PERSONAL_NUMBER);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const erik = await (await server.request(HASHED_UID)).json();
    expect(erik.hashedUid).toMatch(/^[0-9a-f]{64}$/);
    expect(erik.hashedUid).not.toBe(first.hashedUid);
  });

  it('depends on the server secret HASHED_UID_KEY', () => {
    const a = hashedUidKey({ HASHED_UID_KEY: 'a-hashed-uid-key-of-32-characters-01' });
    const b = hashedUidKey({ HASHED_UID_KEY: 'a-hashed-uid-key-of-32-characters-02' });
    expect(a.equals(b)).toBe(false);
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(HASHED_UID)).status).toBe(401);
  });
});

describe.each([
  {
    path: CONSENTS,
    entity: 'gdpr_consent',
    action: 'gdpr.consent.answer',
    ids: ['MARKETING_EMAIL', 'MARKETING_SMS', 'TRAFFIC_DATA', 'CONTACT_ME'],
    anna: {
      MARKETING_EMAIL: 'APPROVED',
      MARKETING_SMS: 'DENIED',
      TRAFFIC_DATA: 'APPROVED',
      CONTACT_ME: 'DENIED',
    },
    answered: 'MARKETING_SMS',
    unanswered: 'CONTACT_ME',
  },
  {
    path: OPT_OUTS,
    entity: 'gdpr_opt_out',
    action: 'gdpr.opt-out.answer',
    ids: ['TELEMARKETING', 'ADDRESSED_MAIL', 'CUSTOMER_SURVEYS'],
    anna: { TELEMARKETING: 'APPROVED', ADDRESSED_MAIL: 'DENIED', CUSTOMER_SURVEYS: 'DENIED' },
    answered: 'ADDRESSED_MAIL',
    unanswered: 'CUSTOMER_SURVEYS',
  },
])('$path', ({ path, entity, action, ids, anna, answered, unanswered }) => {
  it("GET lists every question with Anna's answers", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(path);
    expect(res.status).toBe(200);
    const { permissionTexts } = await res.json();
    expect(permissionTexts.map((p: PermissionText) => p.id)).toEqual(ids);
    expect(statuses(permissionTexts)).toEqual(anna);
    for (const text of permissionTexts) {
      expect(text.title).not.toBe('');
      expect(text.text).not.toBe('');
    }
  });

  it('GET reads DENIED for every question Karin has not answered', async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    const { permissionTexts } = await (await server.request(path)).json();
    expect(permissionTexts).toHaveLength(ids.length);
    expect(permissionTexts.every((p: PermissionText) => p.status === 'DENIED')).toBe(true);
  });

  it('POST stores the answers, answers every question, and audits each answer', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, path, [
      { id: answered, status: 'APPROVED' },
      { id: unanswered, status: 'APPROVED' },
    ]);
    expect(res.status).toBe(200);
    const { permissionTexts } = await res.json();
    expect(permissionTexts).toHaveLength(ids.length);
    expect(statuses(permissionTexts)[answered]).toBe('APPROVED');
    expect(statuses(permissionTexts)[unanswered]).toBe('APPROVED');

    const toggled = await post(server, path, [{ id: answered, status: 'DENIED' }]);
    expect(statuses((await toggled.json()).permissionTexts)[answered]).toBe('DENIED');
    const reread = await (await server.request(path)).json();
    expect(statuses(reread.permissionTexts)[answered]).toBe('DENIED');
    expect(statuses(reread.permissionTexts)[unanswered]).toBe('APPROVED');

    const rows = (await auditRows(server, entity)).filter((row) =>
      row.entity_id.startsWith(ERIK_PERSONAL_NUMBER),
    );
    expect(rows).toEqual([
      {
        actor: ERIK_PERSONAL_NUMBER,
        action,
        entity_id: `${ERIK_PERSONAL_NUMBER}:${answered}`,
        old_value: null,
        new_value: { status: 'APPROVED' },
      },
      {
        actor: ERIK_PERSONAL_NUMBER,
        action,
        entity_id: `${ERIK_PERSONAL_NUMBER}:${unanswered}`,
        old_value: null,
        new_value: { status: 'APPROVED' },
      },
      {
        actor: ERIK_PERSONAL_NUMBER,
        action,
        entity_id: `${ERIK_PERSONAL_NUMBER}:${answered}`,
        old_value: { status: 'APPROVED' },
        new_value: { status: 'DENIED' },
      },
    ]);
  });

  it("POST changes only the signed-in customer's answers", async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    expect((await post(server, path, [{ id: ids[0], status: 'APPROVED' }])).status).toBe(200);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    expect(statuses((await (await server.request(path)).json()).permissionTexts)).toEqual(anna);
  });

  it('POST is 400 for unknown questions, duplicates, bad statuses or no answers; nothing is stored', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = (await auditRows(server, entity)).length;
    const unknown = await post(server, path, [
      { id: unanswered, status: 'APPROVED' },
      { id: 'NO_SUCH_QUESTION', status: 'APPROVED' },
    ]);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual([{ field: 'body.1.id', message: 'Okänd fråga' }]);
    const duplicate = await post(server, path, [
      { id: unanswered, status: 'APPROVED' },
      { id: unanswered, status: 'DENIED' },
    ]);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual([
      { field: 'body', message: 'Varje fråga får besvaras en gång' },
    ]);
    const status = await post(server, path, [{ id: unanswered, status: 'MAYBE' }]);
    expect(status.status).toBe(400);
    expect((await status.json())[0].field).toBe('body.0.status');
    expect((await post(server, path, [])).status).toBe(400);
    expect((await post(server, path, { id: unanswered, status: 'APPROVED' })).status).toBe(400);
    expect(await auditRows(server, entity)).toHaveLength(before);
    expect(statuses((await (await server.request(path)).json()).permissionTexts)).toEqual(anna);
  });

  it('GET and POST are 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(path)).status).toBe(401);
    expect((await post(server, path, [{ id: ids[0], status: 'APPROVED' }])).status).toBe(401);
  });
});
