import fs from 'node:fs';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDb, openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { withDatabase } from './global-setup';

/**
 * A seeded server for tests: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set. Each
 * harness has a database of its own, copied from the one the global set-up migrated and seeded
 * (test/global-setup.ts), so suites run side by side.
 */
export async function createTestServer(overrides: Partial<Config> = {}, clock?: () => Date) {
  // Rate limits off unless a test turns them on: suites call one endpoint many times in a minute.
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SITE_DIR: '/nonexistent',
      RATE_LIMIT_FACTOR: '0',
      LOG_REQUESTS: '0',
    }),
    ...overrides,
  };
  const url = process.env['TEST_DATABASE_URL'];
  let db: Db;
  let dropDatabase = async () => {};
  if (url) {
    const database = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`create database ${database} template ${inject('postgresTemplate')}`);
    await admin.close();
    db = await openDb({ databaseUrl: withDatabase(url, database) });
    dropDatabase = async () => {
      const cleanup = await openDb({ databaseUrl: url });
      await cleanup.exec(`drop database ${database} with (force)`);
      await cleanup.close();
    };
  } else {
    db = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteSnapshot'))]));
  }
  // Both copies are up to date: these find nothing to do, unless a migration or seeder was added
  // since the snapshot was taken.
  await migrate(db);
  await seed(db);
  let now = clock ?? (() => new Date());
  const app = createApp({ db, config, now: () => now() });
  const cookies = new Map<string, string>();

  /** Fetch against the app; cookies persist between calls like a browser's. */
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
    }
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (!value || /max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  return {
    app,
    db,
    config,
    request,
    cookies,
    setClock(clockFn: () => Date) {
      now = clockFn;
    },
    async close() {
      await db.close();
      await dropDatabase();
    },
  };
}
