import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERIK_MSISDN, ERIK_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { backupPglite, restorePglite } from '../src/db/backup';
import { openDb, PGLITE_LOCK_FILE } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { SESSION_COOKIE } from '../src/lib/auth';
import { seed } from '../src/seed/index';
import { completedBankidOrder, orderBody } from './broadband-helpers';

/**
 * `pnpm db:backup` / `pnpm db:restore` (src/db/backup.ts) on embedded PGlite: a restored backup
 * serves the same customers and orders. PostgreSQL's backups are pg_dump's, so the PostgreSQL run
 * of the suite has nothing to add here.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const ORDER = '/services/lingon-broadband-service/v2/order/create';
const ALIAS = '/services/subscriptions/v1/alias';
const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';

async function boot(dataDir: string) {
  const db = await openDb({ dataDir });
  await migrate(db);
  await seed(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_DIR: '/nonexistent',
    RATE_LIMIT_FACTOR: '0',
    LOG_REQUESTS: '0',
  });
  return { db, app: createApp({ db, config, now: () => new Date() }) };
}

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** What a restore must bring back: customers, orders and sessions, row for row. */
async function contents(db: Awaited<ReturnType<typeof openDb>>) {
  const rows = async (sql: string) => JSON.stringify(await db.query(sql));
  return {
    customers: await rows('select * from mypages_customers order by personal_number'),
    orders: await rows('select * from broadband_orders order by id'),
    mypagesOrders: await rows('select * from mypages_orders order by 1'),
    sessions: await rows('select id, personal_number from sessions order by id'),
  };
}

describe.skipIf(process.env['TEST_DATABASE_URL'])('backup and restore of embedded PGlite', () => {
  it('restores into a fresh folder a database that serves the same customers and orders', async () => {
    const original = path.join(root, 'original');
    const fresh = path.join(root, 'fresh');
    const file = path.join(root, 'backups', 'lingon.tar.gz');

    const before = await boot(original);
    const order = orderBody(await completedBankidOrder(before));
    const placed = await before.app.request(ORDER, json(order, { 'idempotency-key': 'backup-1' }));
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    const session = 'backup-test-session-erik-0001';
    await before.db.query(
      `insert into sessions (id, personal_number, name, auth_method, expires_at)
       values ($1, $2, 'Erik Eriksson', 'bankid', now() + interval '1 hour')`,
      [session, ERIK_PERSONAL_NUMBER],
    );
    const cookie = { cookie: `${SESSION_COOKIE}=${session}` };
    const renamed = await before.app.request(
      ALIAS,
      json({ msisdn: ERIK_MSISDN, alias: 'Eriks kort' }, cookie),
    );
    expect(renamed.status).toBe(200);

    // A server holds the folder: no backup of a database that is being written.
    await expect(backupPglite(original, file)).rejects.toThrow(
      /in use by a running Lingon server \(process \d+\)\. Stop it first/,
    );
    const expected = await contents(before.db);
    await before.db.close();

    const { bytes } = await backupPglite(original, file);
    expect(bytes).toBeGreaterThan(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    await expect(backupPglite(original, file)).rejects.toThrow(/exists already.*--force/);

    const restored = await restorePglite(file, fresh);
    expect(restored.keptAside).toBeNull();
    expect(restored.migrations).toBeGreaterThan(0);
    // The backup's copy of the original's lock is not left behind to hold the new folder.
    expect(fs.existsSync(path.join(fresh, PGLITE_LOCK_FILE))).toBe(false);

    const after = await boot(fresh);
    try {
      expect(await contents(after.db)).toEqual(expected);
      // Still signed in, and my pages show what was changed before the backup.
      const list = await after.app.request(SUBSCRIPTIONS, { headers: cookie });
      expect(list.status).toBe(200);
      const body = (await list.json()) as { mobileSubscriptions: { displayName: string }[] };
      expect(body.mobileSubscriptions[0]?.displayName).toBe('Eriks kort');
      // The order is there once: repeating it answers the same order.
      const again = await after.app.request(ORDER, json(order, { 'idempotency-key': 'backup-1' }));
      expect(((await again.json()) as { orderId: string }).orderId).toBe(orderId);
      expect(await after.db.query('select id from broadband_orders')).toHaveLength(1);
    } finally {
      await after.db.close();
    }
  });

  it('refuses a folder that is not empty unless forced, and then keeps the old folder aside', async () => {
    const file = path.join(root, 'backups', 'lingon.tar.gz');
    const target = path.join(root, 'fresh');
    await expect(restorePglite(file, target)).rejects.toThrow(/is not empty\. Add --force/);

    const now = new Date('2026-11-22T10:30:00Z');
    const forced = await restorePglite(file, target, { force: true, now });
    expect(forced.keptAside).toBe(`${target}.before-restore-2026-11-22T10-30-00Z`);
    expect(fs.existsSync(path.join(forced.keptAside as string, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
  });

  it('refuses what is not a backup, and a backup that does not load leaves the folder as it was', async () => {
    const target = path.join(root, 'fresh');
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'not a backup');
    await expect(restorePglite(text, target, { force: true })).rejects.toThrow(
      /is not a database backup/,
    );
    await expect(restorePglite(path.join(root, 'missing.tar.gz'), target)).rejects.toThrow(
      /There is no backup file/,
    );

    // A gzip'd tarball of something else entirely.
    const other = new Blob([new Uint8Array(fs.readFileSync(text))]);
    const gz = new Uint8Array(
      await new Response(other.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    );
    const broken = path.join(root, 'broken.tar.gz');
    fs.writeFileSync(broken, gz);
    const stamp = new Date('2026-11-22T11:00:00Z');
    await expect(restorePglite(broken, target, { force: true, now: stamp })).rejects.toThrow(
      /could not be loaded as a Lingon database .*is as it was/,
    );
    expect(fs.existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(`${target}.before-restore-2026-11-22T11-00-00Z`)).toBe(false);
    const db = await openDb({ dataDir: target });
    expect(await db.query('select count(*)::int as n from broadband_orders')).toEqual([{ n: 1 }]);
    await db.close();
  });

  it('refuses to back up a folder without a database', async () => {
    await expect(
      backupPglite(path.join(root, 'nothing'), path.join(root, 'x.tar.gz')),
    ).rejects.toThrow(/no database in .*nothing to back up/);
  });
});
