import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import type { Db } from '../src/db/db';
import {
  RATE_LIMIT_FLUSH_MS,
  RATE_LIMIT_MESSAGE,
  RATE_LIMITS,
  RateLimiter,
} from '../src/lib/rate-limit';
import { createTestServer } from './harness';

const SEARCH = '/services/lingon-broadband-service/v1/address/search';
const search = { searchString: 'Storgatan 1', bestHitsOnly: true, maxResults: 10 };

describe('per-client rate limits', () => {
  // A fixed clock in the middle of a minute, so every hit falls in one window.
  let now = new Date('2026-11-25T10:00:30Z');
  const serverPromise = createTestServer({ RATE_LIMIT_FACTOR: 1 }, () => now);
  afterAll(async () => (await serverPromise).close());

  const post = (
    app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
    client: string,
  ) =>
    app.request(SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(search),
    });

  /** A server instance on the test database with a rate limiter the test can flush. */
  async function instance() {
    const server = await serverPromise;
    const rateLimiter = new RateLimiter(server.db, () => now.getTime());
    const config = { ...server.config, TRUST_PROXY: true };
    return { app: createApp({ db: server.db, config, now: () => now, rateLimiter }), rateLimiter };
  }

  async function storedHits(client: string, windowStart: string) {
    const server = await serverPromise;
    const [row] = await server.db.query<{ hits: number }>(
      "select hits from rate_limit_hits where bucket = 'address-search' and client = $1 and window_start = $2",
      [client, new Date(windowStart)],
    );
    return Number(row?.hits ?? 0);
  }

  it('answers 429 with Retry-After once a client is over the limit, counted across instances', async () => {
    // Two server instances on one database, as behind a load balancer.
    const first = await instance();
    const second = await instance();
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    for (let i = 0; i < limit; i++) {
      const res = await post(i % 2 === 0 ? first.app : second.app, '203.0.113.7');
      expect(res.status, `hit ${i + 1}`).toBe(200);
    }
    // Each writes its hits and reads the shared total back.
    await first.rateLimiter.flush();
    await second.rateLimiter.flush();
    const refused = await post(second.app, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual([{ field: 'rate', message: RATE_LIMIT_MESSAGE }]);
    // The first read its total before the second flushed: a flush interval on, it reads again.
    now = new Date(now.getTime() + RATE_LIMIT_FLUSH_MS);
    const alsoRefused = await post(first.app, '203.0.113.7');
    expect(alsoRefused.status).toBe(429);
    expect(alsoRefused.headers.get('Retry-After')).toBe('30');

    // Another client is not affected, and the next window starts afresh.
    expect((await post(first.app, '198.51.100.4')).status).toBe(200);
    now = new Date('2026-11-25T10:01:00Z');
    expect((await post(first.app, '203.0.113.7')).status).toBe(200);
  });

  it('limits prepaid card registrations and chats, which store what they are sent', async () => {
    const { app } = await instance();
    const start = () =>
      app.request('/services/site/v1/chat/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
        body: JSON.stringify({ name: 'Anna', topic: 'Faktura' }),
      });
    const limit = RATE_LIMITS['site.chatStart']!.limit;
    for (let i = 0; i < limit; i++) expect((await start()).status, `chat ${i + 1}`).toBe(200);
    expect((await start()).status).toBe(429);
    expect(RATE_LIMITS['site.prepaidCardRegistration']).toMatchObject({ limit: 5 });
    expect(RATE_LIMITS['site.chatSend']).toMatchObject({ limit: 30 });
  });

  it('counts concurrent hits exactly', async () => {
    now = new Date('2026-11-25T11:00:10Z');
    const { app } = await instance();
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => post(app, '192.0.2.44')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('writes the first hit of a window at once, and the rest in one statement per flush', async () => {
    now = new Date('2026-11-25T14:00:05Z');
    const { app, rateLimiter } = await instance();
    for (let i = 0; i < 10; i++) expect((await post(app, '192.0.2.7')).status).toBe(200);
    expect(await storedHits('192.0.2.7', '2026-11-25T14:00:00Z')).toBe(1);
    await rateLimiter.flush();
    expect(await storedHits('192.0.2.7', '2026-11-25T14:00:00Z')).toBe(10);
    // A hit a flush interval after the last flush starts the next one itself.
    for (let i = 0; i < 5; i++) await post(app, '192.0.2.7');
    now = new Date(now.getTime() + RATE_LIMIT_FLUSH_MS);
    await post(app, '192.0.2.7');
    await rateLimiter.flush();
    expect(await storedHits('192.0.2.7', '2026-11-25T14:00:00Z')).toBe(16);
  });

  it('refuses a client already over the limit without counting or writing again', async () => {
    now = new Date('2026-11-25T13:00:40Z');
    const { app, rateLimiter } = await instance();
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    for (let i = 0; i <= limit; i++) await post(app, '192.0.2.99');
    await rateLimiter.flush();
    expect(await storedHits('192.0.2.99', '2026-11-25T13:00:00Z')).toBe(limit + 1);
    for (let i = 0; i < 5; i++) {
      const refused = await post(app, '192.0.2.99');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('20');
    }
    await rateLimiter.flush();
    expect(await storedHits('192.0.2.99', '2026-11-25T13:00:00Z')).toBe(limit + 1);
    // The next window counts again.
    now = new Date('2026-11-25T13:01:00Z');
    expect((await post(app, '192.0.2.99')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const server = await serverPromise;
    const app = createApp({ db: server.db, config: server.config, now: () => now });
    now = new Date('2026-11-25T12:00:10Z');
    const limit = RATE_LIMITS['bankid.start']!.limit;
    const start = (client: string) =>
      app.request('/services/bankid/v1/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ purpose: 'login', flow: 'qr', device: 'computer' }),
      });
    // A new claimed address on every call does not escape the limit.
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await start(`10.0.0.${i}`)).status);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('RateLimiter', () => {
  it('keeps the hits a failed flush could not write, and writes them with the next', async () => {
    let stored = 0;
    let down = false;
    const db = {
      kind: 'pglite',
      async query(sql: string, params: unknown[] = []) {
        if (sql.includes('jsonb_to_recordset')) {
          if (down) throw new Error('connection lost');
          const rows = JSON.parse(String(params[0])) as { hits: number }[];
          stored += rows[0]!.hits;
          return rows.map((row) => ({ ...row, hits: stored }));
        }
        stored += 1;
        return [{ hits: stored }];
      },
    } as unknown as Db;
    const at = Date.parse('2026-11-25T15:00:10Z');
    const limiter = new RateLimiter(db, () => at);
    const rule = { bucket: 'test', limit: 100, windowMs: 60_000 };
    for (let i = 0; i < 4; i++) await limiter.hit(rule, 'client', 100, at);
    expect(stored).toBe(1);
    down = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await limiter.flush();
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
    expect(stored).toBe(1);
    await limiter.hit(rule, 'client', 100, at);
    down = false;
    await limiter.flush();
    expect(stored).toBe(5);
  });
});
