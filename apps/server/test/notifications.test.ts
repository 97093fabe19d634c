import { randomUUID } from 'node:crypto';
import {
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { formatTransferCode, type Transfer } from '@lingon/contracts/mypages/transfers';
import { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import type { AppEnv } from '../src/context';
import {
  deliverQueued,
  notificationsAbout,
  queueNotification,
  type Notification,
} from '../src/notifications/outbox';
import { notificationsSimRoutes } from '../src/notifications/sim-page';
import { simulatorSender } from '../src/notifications/sender';
import {
  TRANSFER_INVITATION_KIND,
  transferInvitation,
} from '../src/notifications/transfer-invitation';
import { completedBankidOrder } from './broadband-helpers';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const CREATE = '/services/mypages/v1/transfers/create';
const [OLLE_MSISDN, MAJA_MSISDN] = ANNA_FAMILY_MSISDNS;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

type Server = Awaited<typeof serverPromise>;

async function create(server: Server, body: Record<string, unknown>, key = randomUUID()) {
  return server.request(CREATE, {
    method: 'POST',
    json: {
      toPersonalNumber: '19720614-2387',
      bankidOrderRef: await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
        purpose: 'transfer',
      }),
      ...body,
    },
    headers: { 'idempotency-key': key },
  });
}

async function outboxCount(server: Server) {
  const [row] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from notification_outbox',
  );
  return row!.n;
}

/** The simulator's routes alone, over this test's database, with SIMULATORS as given. */
function simApp(server: Server, simulators: boolean) {
  const config: Config = { ...server.config, SIMULATORS: simulators };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', server.db);
    c.set('config', config);
    c.set('services', { db: server.db, config, now: () => new Date() });
    await next();
  });
  app.route('/', notificationsSimRoutes());
  return app;
}

/** Anna's personal number in every way it could be written. */
const ANNA_NUMBER_FORMS = [
  ANNA_PERSONAL_NUMBER,
  ANNA_PERSONAL_NUMBER.slice(2),
  `${ANNA_PERSONAL_NUMBER.slice(0, 8)}-${ANNA_PERSONAL_NUMBER.slice(8)}`,
  `${ANNA_PERSONAL_NUMBER.slice(2, 8)}-${ANNA_PERSONAL_NUMBER.slice(8)}`,
];

describe('transfer invitations', () => {
  it('queues nothing for a refused transfer', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = await outboxCount(server);
    // Her main subscription has family subscriptions joined to it: not transferable.
    const refused = await create(server, {
      msisdn: ANNA_MSISDN,
      invitation: { channel: 'EMAIL', email: 'karin@example.se' },
    });
    expect(refused.status).toBe(409);
    // Signed by someone else: refused after the transfer rule passed.
    const unsigned = await create(server, {
      msisdn: OLLE_MSISDN,
      invitation: { channel: 'SMS', phone: '0731234567' },
      bankidOrderRef: await completedBankidOrder(server, KARIN_PERSONAL_NUMBER, {
        purpose: 'transfer',
      }),
    });
    expect(unsigned.status).toBe(400);
    // To herself.
    const herself = await create(server, {
      msisdn: MAJA_MSISDN,
      toPersonalNumber: ANNA_PERSONAL_NUMBER,
      invitation: { channel: 'EMAIL', email: 'karin@example.se' },
    });
    expect(herself.status).toBe(400);
    expect(await outboxCount(server)).toBe(before);
  });

  it('queues exactly one e-mail to the chosen address with the code, also for a double submit', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = await outboxCount(server);
    const key = randomUUID();
    const body = {
      msisdn: MAJA_MSISDN,
      invitation: { channel: 'EMAIL', email: 'karin@example.se' },
      bankidOrderRef: await completedBankidOrder(server, ANNA_PERSONAL_NUMBER, {
        purpose: 'transfer',
      }),
    };
    const [first, second] = await Promise.all([
      create(server, body, key),
      create(server, body, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const transfer = (await first.json()) as Transfer;
    expect(await outboxCount(server)).toBe(before + 1);

    const messages = await notificationsAbout(server.db, TRANSFER_INVITATION_KIND, transfer.id);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'karin@example.se',
      sentAt: null,
    });
    expect(message!.subject).toMatch(/vill överlåta ett abonnemang till dig$/);
    expect(message!.body).toContain(formatTransferCode(transfer.code!));
    expect(message!.body).toContain('070-123 45 69');
    // The site's own accept page, with the code filled in.
    expect(message!.body).toContain(`/mitt-lingon/overlatelse?kod=${transfer.code}`);
    for (const form of ANNA_NUMBER_FORMS) {
      expect(`${message!.subject} ${message!.body}`).not.toContain(form);
    }
  });

  it('queues one SMS to the chosen mobile number with the code', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = await outboxCount(server);
    const res = await create(server, {
      msisdn: OLLE_MSISDN,
      invitation: { channel: 'SMS', phone: '0731234567' },
    });
    expect(res.status).toBe(200);
    const transfer = (await res.json()) as Transfer;
    expect(await outboxCount(server)).toBe(before + 1);
    const [message] = await notificationsAbout(server.db, TRANSFER_INVITATION_KIND, transfer.id);
    expect(message).toMatchObject({
      channel: 'sms',
      recipient: transfer.invitationTo,
      subject: null,
    });
    expect(message!.recipient).toBe('073-123 45 67');
    expect(message!.body).toContain(formatTransferCode(transfer.code!));
    for (const form of ANNA_NUMBER_FORMS) expect(message!.body).not.toContain(form);
  });

  it('links to the transfer page with the code filled in when the site address is known', () => {
    const invitation = {
      id: 'OV-1234ABCD',
      recipient: 'karin@example.se',
      fromName: 'Anna Andersson',
      msisdn: '46701234569',
      planName: 'Fast pris 10 GB',
      code: 'ABCDEFGH',
      expiresAt: new Date('2026-12-10T13:05:00Z'),
      siteUrl: 'https://www.lingon.example/',
    };
    const link = 'https://www.lingon.example/mitt-lingon/overlatelse?kod=ABCDEFGH';
    const email = transferInvitation({ ...invitation, channel: 'EMAIL' });
    expect(email.body).toContain(link);
    expect(email.body).toContain('ABCD-EFGH');
    expect(email.body).toContain('Inbjudan gäller till 10 december 2026 kl. 14.05.');
    const sms = transferInvitation({ ...invitation, channel: 'SMS', recipient: '073-123 45 67' });
    expect(sms.body).toContain(link);
    expect(sms.subject).toBeNull();
    // Without the site's address: how to find the transfer, and the code.
    const plain = transferInvitation({ ...invitation, channel: 'SMS', siteUrl: undefined });
    expect(plain.body).not.toContain('http');
    expect(plain.body).toContain('ange koden ABCD-EFGH');
  });
});

describe('notification simulator page', () => {
  it('is served by the server with the simulators on', async () => {
    const server = await serverPromise;
    expect(server.config.SIMULATORS).toBe(true);
    const res = await server.request('/notifications-sim/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="sv">');
  });

  it('answers 404 without SIMULATORS', async () => {
    const server = await serverPromise;
    const app = simApp(server, false);
    expect((await app.request('/notifications-sim/')).status).toBe(404);
    expect((await app.request('/notifications-sim')).status).toBe(404);
    // The same routes with the simulators on answer.
    expect((await simApp(server, true).request('/notifications-sim/')).status).toBe(200);
  });

  it('lists the messages newest first, escaped, and delivers what was waiting', async () => {
    const server = await serverPromise;
    const message = (recipient: string, body: string): Notification => ({
      channel: 'email',
      recipient,
      subject: 'Test <b>ämne</b>',
      body,
      kind: 'test',
      reference: randomUUID(),
    });
    const older = message('aldre@example.se', 'Första');
    const newer = message('nyare@example.se', '<script>alert(1)</script>');
    await queueNotification(server.db, older, new Date(Date.now() - 60_000));
    await queueNotification(server.db, newer, new Date());

    const res = await simApp(server, true).request('/notifications-sim/');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="sv">');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Test &lt;b&gt;ämne&lt;/b&gt;');
    expect(page.indexOf('nyare@example.se')).toBeGreaterThan(-1);
    expect(page.indexOf('nyare@example.se')).toBeLessThan(page.indexOf('aldre@example.se'));

    const [delivered] = await notificationsAbout(server.db, 'test', newer.reference);
    expect(delivered).toMatchObject({ sentBy: 'simulator', attempts: 1 });
    expect(delivered!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message a sender refused waiting, with the reason', async () => {
    const server = await serverPromise;
    await deliverQueued(server.db, simulatorSender, () => new Date());
    const waiting: Notification = {
      channel: 'sms',
      recipient: '070-000 00 00',
      subject: null,
      body: 'Hej',
      kind: 'test',
      reference: randomUUID(),
    };
    await queueNotification(server.db, waiting, new Date());
    const refusing = {
      name: 'provider',
      send: async () => {
        throw new Error('Leverantören svarar inte');
      },
    };
    expect(await deliverQueued(server.db, refusing, () => new Date())).toBe(0);
    const [kept] = await notificationsAbout(server.db, 'test', waiting.reference);
    expect(kept).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'Leverantören svarar inte',
    });
    expect(await deliverQueued(server.db, simulatorSender, () => new Date())).toBe(1);
  });
});
