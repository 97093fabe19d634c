import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../src/lib/rate-limit';
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

  it('answers 429 with Retry-After once a client is over the limit, counted across instances', async () => {
    const server = await serverPromise;
    const config = { ...server.config, TRUST_PROXY: true };
    // Two server instances on one database, as behind a load balancer.
    const first = createApp({ db: server.db, config, now: () => now });
    const second = createApp({ db: server.db, config, now: () => now });
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    for (let i = 0; i < limit; i++) {
      const res = await post(i % 2 === 0 ? first : second, '203.0.113.7');
      expect(res.status, `hit ${i + 1}`).toBe(200);
    }
    const refused = await post(second, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual([{ field: 'rate', message: RATE_LIMIT_MESSAGE }]);

    // Another client is not affected, and the next window starts afresh.
    expect((await post(first, '198.51.100.4')).status).toBe(200);
    now = new Date('2026-11-25T10:01:00Z');
    expect((await post(first, '203.0.113.7')).status).toBe(200);
  });

  it('counts concurrent hits exactly', async () => {
    const server = await serverPromise;
    const app = createApp({
      db: server.db,
      config: { ...server.config, TRUST_PROXY: true },
      now: () => now,
    });
    now = new Date('2026-11-25T11:00:10Z');
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => post(app, '192.0.2.44')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('refuses a client already over the limit without writing to the database again', async () => {
    const server = await serverPromise;
    const app = createApp({
      db: server.db,
      config: { ...server.config, TRUST_PROXY: true },
      now: () => now,
    });
    now = new Date('2026-11-25T13:00:40Z');
    const limit = RATE_LIMITS['broadband.addressSearch']!.limit;
    const hits = async () => {
      const [row] = await server.db.query<{ hits: number }>(
        "select hits from rate_limit_hits where bucket = 'address-search' and client = $1 and window_start = $2",
        ['192.0.2.99', new Date('2026-11-25T13:00:00Z')],
      );
      return Number(row?.hits ?? 0);
    };
    for (let i = 0; i <= limit; i++) await post(app, '192.0.2.99');
    expect(await hits()).toBe(limit + 1);
    for (let i = 0; i < 5; i++) {
      const refused = await post(app, '192.0.2.99');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('20');
    }
    expect(await hits()).toBe(limit + 1);
    // The next window counts in the database again.
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
