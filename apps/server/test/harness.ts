import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDb, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';

/**
 * A seeded server for tests: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set
 * (each harness then gets its own schema so suites can run side by side).
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
  let dropSchema = async () => {};
  if (url) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`create schema ${schema}`);
    await admin.close();
    const sep = url.includes('?') ? '&' : '?';
    db = await openDb({ databaseUrl: `${url}${sep}options=-c%20search_path%3D${schema}` });
    dropSchema = async () => {
      const cleanup = await openDb({ databaseUrl: url });
      await cleanup.exec(`drop schema ${schema} cascade`);
      await cleanup.close();
    };
  } else {
    db = await openDb({});
  }
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
      await dropSchema();
    },
  };
}
