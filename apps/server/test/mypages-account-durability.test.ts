import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../src/lib/auth';
import { seed } from '../src/seed/index';

/**
 * 'Every change survives a reload and a server restart': Anna's e-mail, a consent and a contact
 * block, changed on one server over embedded PGlite on disk and read back from a second one
 * opened on the same files (migrations and seeds run again and must not undo her changes).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-account-durability-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function boot() {
  const db = await openDb({ dataDir });
  await migrate(db);
  await seed(db);
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '/nonexistent', RATE_LIMIT_FACTOR: '0' });
  return { db, app: createApp({ db, config, now: () => new Date() }) };
}

type Server = Awaited<ReturnType<typeof boot>>;
type PermissionText = { id: string; status: string };

async function signIn({ db }: Server): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = new Date();
  await db.query(
    'insert into sessions (id, personal_number, name, auth_method, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [id, ANNA_PERSONAL_NUMBER, 'Anna', 'bankid', now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  return `${SESSION_COOKIE}=${id}`;
}

function call({ app }: Server, cookie: string, url: string, json?: unknown) {
  return app.request(`/services/${url}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

async function statusOf(server: Server, cookie: string, url: string, id: string) {
  const res = await call(server, cookie, url);
  expect(res.status).toBe(200);
  const { permissionTexts } = (await res.json()) as { permissionTexts: PermissionText[] };
  return permissionTexts.find((text) => text.id === id)?.status;
}

describe('account changes across a server restart', () => {
  it('keeps the e-mail, a consent and an opt-out', async () => {
    const first = await boot();
    let cookie = await signIn(first);
    const before = {
      consent: await statusOf(first, cookie, 'gdpr/v3/consents', 'TRAFFIC_DATA'),
      optOut: await statusOf(first, cookie, 'gdpr/v3/opt-outs', 'TELEMARKETING'),
    };
    const flip = (status: string | undefined) => (status === 'APPROVED' ? 'DENIED' : 'APPROVED');
    const email = 'anna.omstart@example.se';
    expect((await call(first, cookie, 'account/v3/email', { email })).status).toBe(200);
    const consent = await call(first, cookie, 'gdpr/v3/consents', [
      { id: 'TRAFFIC_DATA', status: flip(before.consent) },
    ]);
    expect(consent.status).toBe(200);
    const optOut = await call(first, cookie, 'gdpr/v3/opt-outs', [
      { id: 'TELEMARKETING', status: flip(before.optOut) },
    ]);
    expect(optOut.status).toBe(200);
    await first.db.close();

    const second = await boot();
    cookie = await signIn(second);
    const info = await call(second, cookie, 'account/v3/customer/info');
    expect(info.status).toBe(200);
    expect(
      ((await info.json()) as { userProfileData: { email: string } }).userProfileData.email,
    ).toBe(email);
    expect(await statusOf(second, cookie, 'gdpr/v3/consents', 'TRAFFIC_DATA')).toBe(
      flip(before.consent),
    );
    expect(await statusOf(second, cookie, 'gdpr/v3/opt-outs', 'TELEMARKETING')).toBe(
      flip(before.optOut),
    );
    await second.db.close();
  });
});
