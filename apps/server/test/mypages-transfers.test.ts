import { randomUUID } from 'node:crypto';
import {
  ANNA_BROADBAND_ID,
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { PERSONAL_NUMBER_INVALID_MESSAGE } from '@lingon/contracts/personal-number';
import {
  TRANSFER_CODE_GUESSES_PER_HOUR,
  TRANSFER_REFUSAL_TEXT,
  type Transfer,
  type TransfersResponse,
} from '@lingon/contracts/mypages/transfers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/lib/auth';
import { completedBankidOrder } from './broadband-helpers';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const BASE = '/services/mypages/v1/transfers';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';
const [OLLE_MSISDN, MAJA_MSISDN] = ANNA_FAMILY_MSISDNS;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

type Server = Awaited<typeof serverPromise>;

function create(server: Server, body: Record<string, unknown>, key?: string) {
  return server.request(`${BASE}/create`, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': key ?? randomUUID() },
  });
}

function accept(server: Server, body: Record<string, unknown>, key?: string) {
  return server.request(`${BASE}/accept`, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': key ?? randomUUID() },
  });
}

async function sign(server: Server, personalNumber: string) {
  return completedBankidOrder(server, personalNumber, { purpose: 'transfer' });
}

async function createBody(server: Server, msisdn: string, overrides: Record<string, unknown> = {}) {
  return {
    msisdn,
    toPersonalNumber: '19720614-2387',
    invitation: { channel: 'EMAIL', email: 'karin@example.se' },
    bankidOrderRef: await sign(server, ANNA_PERSONAL_NUMBER),
    ...overrides,
  };
}

async function list(server: Server) {
  return (await (await server.request(BASE)).json()) as TransfersResponse;
}

async function ownNumbers(server: Server) {
  const body = (await (await server.request(SUBSCRIPTIONS)).json()) as {
    mobileSubscriptions: { id: string }[];
  };
  return body.mobileSubscriptions.map((s) => s.id);
}

async function orderTitles(server: Server, transferId: string) {
  const history = (await (await server.request(ORDERS)).json()) as {
    items: { title: string; category: string; lines: { name: string }[] }[];
  };
  return history.items
    .filter((item) => item.lines.some((line) => line.name.includes(transferId)))
    .map((item) => `${item.category} ${item.title}`);
}

describe('mypages/v1/transfers', () => {
  it('lists which subscriptions may be transferred, by the one rule', async () => {
    const server = await serverPromise;
    expect((await server.request(BASE)).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const { candidates, transfers } = await list(server);
    expect(transfers).toEqual([]);
    expect(candidates.map((c) => [c.msisdn, c.refusal])).toEqual([
      [ANNA_MSISDN, 'HAS_FAMILY'],
      [OLLE_MSISDN, null],
      [MAJA_MSISDN, null],
    ]);
    expect(candidates.some((c) => c.msisdn === ANNA_BROADBAND_ID)).toBe(false);
  });

  it('refuses what may not be transferred with Swedish field errors', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const badNumber = await create(
      server,
      await createBody(server, OLLE_MSISDN, { toPersonalNumber: '197206142388' }),
    );
    expect(badNumber.status).toBe(400);
    expect(await badNumber.json()).toEqual([
      { field: 'body.toPersonalNumber', message: PERSONAL_NUMBER_INVALID_MESSAGE },
    ]);
    const herself = await create(
      server,
      await createBody(server, OLLE_MSISDN, { toPersonalNumber: ANNA_PERSONAL_NUMBER }),
    );
    expect(herself.status).toBe(400);
    expect((await herself.json())[0].field).toBe('body.toPersonalNumber');
    const main = await create(server, await createBody(server, ANNA_MSISDN));
    expect(main.status).toBe(409);
    expect(await main.json()).toEqual([
      { field: 'body.msisdn', message: TRANSFER_REFUSAL_TEXT.HAS_FAMILY },
    ]);
    expect((await create(server, await createBody(server, ERIK_MSISDN))).status).toBe(404);
    const unsigned = await create(
      server,
      await createBody(server, OLLE_MSISDN, {
        bankidOrderRef: await sign(server, KARIN_PERSONAL_NUMBER),
      }),
    );
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json())[0].field).toBe('body.bankidOrderRef');
    expect((await list(server)).transfers).toEqual([]);
  });

  it('Anna transfers to Karin: one transfer for a double submit, shown only to Karin, accepted with her BankID', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const body = await createBody(server, MAJA_MSISDN);
    const [first, second] = await Promise.all([
      create(server, body, 'transfer-anna-1'),
      create(server, body, 'transfer-anna-1'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const transfer = (await first.json()) as Transfer;
    expect(await second.json()).toEqual(transfer);
    expect(transfer).toMatchObject({
      role: 'OWNER',
      status: 'PENDING',
      msisdn: MAJA_MSISDN,
      toPersonalNumberMasked: '19720614-****',
      invitationTo: 'karin@example.se',
    });
    expect(transfer.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(transfer.link).toBe(`/mitt-lingon/overlatelse?kod=${transfer.code}`);
    const anna = await list(server);
    expect(anna.transfers.map((t) => t.id)).toEqual([transfer.id]);
    expect(anna.candidates.find((c) => c.msisdn === MAJA_MSISDN)?.refusal).toBe('PENDING_TRANSFER');
    expect(await orderTitles(server, transfer.id)).toEqual(['TRANSFER Överlåtelse påbörjad']);

    await signIn(server, ERIK_PERSONAL_NUMBER);
    const erik = await server.request(`${BASE}/lookup?code=${transfer.code}`);
    expect(erik.status).toBe(403);
    expect((await erik.json())[0].message).toMatch(/gäller någon annan/);
    expect(
      (
        await accept(server, {
          id: transfer.id,
          bankidOrderRef: await sign(server, ERIK_PERSONAL_NUMBER),
        })
      ).status,
    ).toBe(404);

    await signIn(server, KARIN_PERSONAL_NUMBER);
    const wrong = await server.request(`${BASE}/lookup?code=2222-2222`);
    expect(wrong.status).toBe(404);
    const seen = (await (
      await server.request(`${BASE}/lookup?code=${transfer.code!.toLowerCase()}`)
    ).json()) as Transfer;
    expect(seen).toMatchObject({
      id: transfer.id,
      role: 'RECIPIENT',
      fromName: 'Anna Andersson',
      invitationTo: null,
    });
    const annasSignature = await accept(server, {
      id: transfer.id,
      bankidOrderRef: await sign(server, ANNA_PERSONAL_NUMBER),
    });
    expect(annasSignature.status).toBe(400);
    expect(await ownNumbers(server)).toEqual([]);
    const accepted = await accept(server, {
      id: transfer.id,
      bankidOrderRef: await sign(server, KARIN_PERSONAL_NUMBER),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'COMPLETED', code: null });
    expect(await ownNumbers(server)).toEqual([MAJA_MSISDN]);
    expect(await orderTitles(server, transfer.id)).toEqual(['TRANSFER Abonnemang övertaget']);
    const [row] = await server.db.query<{
      main_msisdn: string | null;
      display_name: string | null;
    }>('select main_msisdn, display_name from mypages_subscriptions where id = $1', [MAJA_MSISDN]);
    expect(row).toEqual({ main_msisdn: null, display_name: null });

    await signIn(server, ANNA_PERSONAL_NUMBER);
    expect(await ownNumbers(server)).not.toContain(MAJA_MSISDN);
    expect((await list(server)).transfers).toEqual([
      expect.objectContaining({ id: transfer.id, status: 'COMPLETED', role: 'OWNER' }),
    ]);
    expect(await orderTitles(server, transfer.id)).toEqual([
      'TRANSFER Överlåtelse genomförd',
      'TRANSFER Överlåtelse påbörjad',
    ]);
    const withdraw = await post(server, `${BASE}/withdraw`, { id: transfer.id });
    expect(withdraw.status).toBe(409);
    const audits = (await auditRows(server, 'mypages_transfer')).filter(
      (a) => a.entity_id === transfer.id,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'subscription.transfer.create',
      'subscription.transfer.accept',
    ]);
  });

  it('withdrawal and acceptance at the same moment end in exactly one of them', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const transfer = (await (
      await create(server, await createBody(server, OLLE_MSISDN))
    ).json()) as Transfer;
    const anna = server.cookies.get(SESSION_COOKIE)!;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    const karin = server.cookies.get(SESSION_COOKIE)!;
    const ref = await sign(server, KARIN_PERSONAL_NUMBER);
    server.cookies.set(SESSION_COOKIE, anna);
    const withdrawing = post(server, `${BASE}/withdraw`, { id: transfer.id });
    server.cookies.set(SESSION_COOKIE, karin);
    const accepting = accept(server, { id: transfer.id, bankidOrderRef: ref });
    const statuses = [(await withdrawing).status, (await accepting).status].sort();
    expect(statuses).toEqual([200, 409]);
    const [row] = await server.db.query<{ status: string }>(
      'select status from mypages_transfers where id = $1',
      [transfer.id],
    );
    const [owner] = await server.db.query<{ personal_number: string }>(
      'select personal_number from mypages_subscriptions where id = $1',
      [OLLE_MSISDN],
    );
    expect(
      row!.status === 'COMPLETED'
        ? owner!.personal_number === KARIN_PERSONAL_NUMBER
        : row!.status === 'WITHDRAWN' && owner!.personal_number === ANNA_PERSONAL_NUMBER,
    ).toBe(true);
  });

  it('the new owner may decline; the subscription stays and may be transferred again', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const transfer = (await (
      await create(server, {
        msisdn: ERIK_MSISDN,
        toPersonalNumber: KARIN_PERSONAL_NUMBER,
        invitation: { channel: 'SMS', phone: '070-765 43 21' },
        bankidOrderRef: await sign(server, ERIK_PERSONAL_NUMBER),
      })
    ).json()) as Transfer;
    expect(transfer.invitationTo).toBe('070-765 43 21');
    await signIn(server, KARIN_PERSONAL_NUMBER);
    const declined = await post(server, `${BASE}/decline`, { id: transfer.id });
    expect(await declined.json()).toMatchObject({ status: 'DECLINED', role: 'RECIPIENT' });
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect(await ownNumbers(server)).toEqual([ERIK_MSISDN]);
    const { transfers, candidates } = await list(server);
    expect(transfers[0]).toMatchObject({ id: transfer.id, status: 'DECLINED' });
    expect(candidates).toEqual([expect.objectContaining({ msisdn: ERIK_MSISDN, refusal: null })]);
  });

  it(`refuses every lookup for an hour after ${TRANSFER_CODE_GUESSES_PER_HOUR} wrong codes`, async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    for (let i = 0; i < TRANSFER_CODE_GUESSES_PER_HOUR; i++) {
      expect((await server.request(`${BASE}/lookup?code=3333333${i + 2}`)).status).toBe(404);
    }
    const limited = await server.request(`${BASE}/lookup?code=33333333`);
    expect(limited.status).toBe(429);
    expect((await limited.json())[0]).toEqual({
      field: 'query.code',
      message: 'Du har angett fel kod för många gånger. Försök igen om en timme.',
    });
    const badShape = await server.request(`${BASE}/lookup?code=abc`);
    expect(badShape.status).toBe(400);
  });
});
