import { createHmac } from 'node:crypto';
import { ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVATE_CACHE_CONTROL } from '../src/lib/http';
import { RATE_LIMITS } from '../src/lib/rate-limit';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const INFO = '/services/account/v3/customer/info';
const EMAIL = '/services/account/v3/email';
const HASHED_UID = '/services/personalization/v4/hasheduid';
const IS_LOGGED_IN = '/services/account/v3/isLoggedIn';
const ADDRESS_SEARCH = '/services/lingon-broadband-service/v1/address/search';
const ORDER_CREATE = '/services/lingon-broadband-service/v2/order/create';
const NUMBER_CHECK = '/services/lingon-prepaid-service/v1/numbers/check';
const BANKID_START = '/services/bankid/v1/start';
const CSP_REPORT = '/services/site/v1/csp-report';
const TM_CAMPAIGNS = '/services/campaign-service/v3/telemarketing/campaigns';
const PARTNER = 'https://partner.example';
const HASHED_UID_KEY = 'a-hashed-uid-key-for-this-test-only-0001';

const serverPromise = createTestServer({
  HASHED_UID_KEY,
  TM_KEY_SUPPORT: 'another-support-key-0001',
  TM_KEY_TELEMARKETING: 'another-tm-key-0002',
});
beforeAll(async () => {
  await serverPromise;
});
afterAll(async () => (await serverPromise).close());
afterEach(async () => signOut(await serverPromise));

describe('caching of personal answers', () => {
  it('answers every signed-in call with no-store, private', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    for (const path of [INFO, HASHED_UID]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    // Its refusals of bad input too.
    const bad = await server.request(EMAIL, { method: 'POST', json: { email: 'inte en adress' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('answers every 401 and 403 with no-store, private', async () => {
    const server = await serverPromise;
    const anonymous = await server.request(INFO);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const wrongKey = await server.request(TM_CAMPAIGNS, {
      headers: { 'x-telemarketing-key': 'not-the-key-at-all', 'x-telemarketing-customer': '1' },
    });
    expect([401, 403]).toContain(wrongKey.status);
    expect(wrongKey.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('leaves a public call to its own caching', async () => {
    const server = await serverPromise;
    const search = await server.request(ADDRESS_SEARCH, {
      method: 'POST',
      json: { searchString: 'Storgatan 1, Lund' },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('cache-control')).toBeNull();
  });
});

describe('signed-in calls from another site', () => {
  const changeEmail = (headers: Record<string, string>) =>
    serverPromise.then((server) =>
      // An address that cannot be stored: a call that gets past the check answers 400.
      server.request(EMAIL, { method: 'POST', headers, json: { email: 'inte en adress' } }),
    );
  const refusal = [
    {
      field: 'headers.origin',
      message: 'Förfrågan kom från en annan webbplats och togs inte emot.',
    },
  ];

  it('refuses a change whose Origin is another site, or that the browser calls cross-site', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    for (const headers of [
      { origin: PARTNER },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
    ] as Record<string, string>[]) {
      const res = await changeEmail(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual(refusal);
      expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("takes a change from the site's own pages, and from a client that sends neither header", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    for (const headers of [
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const res = await changeEmail(headers);
      // Past the check: the address itself is what is refused.
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect((await res.json())[0].field).toBe('body.email');
    }
  });

  it('still reads for a cross-site GET (nothing changes), and answers the partner embed', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const read = await server.request(INFO, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
    signOut(server);
    const search = await server.request(ADDRESS_SEARCH, {
      method: 'POST',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      json: { searchString: 'Storgatan 1, Lund' },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('logout', () => {
  const loggedIn = async () => {
    const server = await serverPromise;
    return ((await (await server.request(IS_LOGGED_IN)).json()) as { isLoggedIn: boolean })
      .isLoggedIn;
  };

  it('does not end the session for a navigation from another site', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    for (const site of ['cross-site', 'same-site', undefined]) {
      const res = await server.request(
        '/oidc/logout',
        site ? { headers: { 'sec-fetch-site': site } } : {},
      );
      expect(res.status, site).toBe(403);
      expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect((await res.json())[0].field).toBe('headers.sec-fetch-site');
      expect(await loggedIn(), site).toBe(true);
    }
    const form = await server.request('/oidc/logout', {
      method: 'POST',
      headers: { origin: PARTNER },
    });
    expect(form.status).toBe(403);
    expect(await loggedIn()).toBe(true);
  });

  it("ends it for a navigation on the site or the visitor's own, and for the site's POST", async () => {
    const server = await serverPromise;
    for (const site of ['same-origin', 'none']) {
      await signIn(server, ANNA_PERSONAL_NUMBER);
      const res = await server.request('/oidc/logout', { headers: { 'sec-fetch-site': site } });
      expect(res.status, site).toBe(303);
      expect(res.headers.get('location')).toBe('/start');
      expect(await loggedIn(), site).toBe(false);
    }
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request('/oidc/logout', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(await res.json()).toEqual({ loggedOut: true, redirectTo: '/start' });
    expect(await loggedIn()).toBe(false);
  });
});

describe('CSP reports', () => {
  afterEach(() => vi.restoreAllMocks());
  const report = (body: string, type = 'application/csp-report') =>
    serverPromise.then((server) =>
      server.request(CSP_REPORT, { method: 'POST', headers: { 'content-type': type }, body }),
    );

  it('logs the known fields of a report and drops the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await report(
      JSON.stringify({
        'csp-report': {
          'blocked-uri': 'inline',
          'violated-directive': 'script-src',
          'line-number': 12,
          extra: { deep: [1, 2, 3] },
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      JSON.stringify({
        cspViolation: {
          'blocked-uri': 'inline',
          'violated-directive': 'script-src',
          'line-number': 12,
        },
      }),
    );
    const listed = await report(
      JSON.stringify([
        { type: 'csp-violation', body: { blockedURL: 'inline', effectiveDirective: 'script-src' } },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
      'application/reports+json',
    );
    expect(listed.status).toBe(204);
    expect(warn).toHaveBeenLastCalledWith(
      JSON.stringify({ cspViolation: { blockedURL: 'inline', effectiveDirective: 'script-src' } }),
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('answers a report nested 5000 levels deep or a huge field with 400, never a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deep = `{"csp-report":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const inKnownField = `{"csp-report":{"blocked-uri":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const huge = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(5000) } });
    const deepList = `[{"type":"csp-violation","body":{"sample":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}]`;
    const outcomes = [];
    for (const body of [deep, inKnownField, huge, deepList]) {
      const res = await report(body);
      outcomes.push(res.status);
    }
    // The deep value under an unknown key is dropped unread; the others are refused.
    expect(outcomes).toEqual([204, 400, 400, 400]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(JSON.stringify({ cspViolation: {} }));
  });
});

describe('broadband order body', () => {
  it('refuses a field the order does not have, a price among them', async () => {
    const server = await serverPromise;
    const res = await server.request(ORDER_CREATE, {
      method: 'POST',
      json: {
        pointId: '1',
        productId: 'BB-100',
        monthlyPrice: 1,
        customer: {
          personalNumber: ANNA_PERSONAL_NUMBER,
          name: 'Anna',
          email: 'anna@example.se',
          mobile: '0701234567',
          price: 0,
          invoiceAddress: { street: 'Lingonvägen 12', zipcode: '12345', city: 'Stockholm', x: 1 },
        },
        bankidOrderRef: 'ref',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      expect.arrayContaining([
        { field: 'body', message: 'Okänt fält: monthlyPrice' },
        { field: 'body.customer', message: 'Okänt fält: price' },
        { field: 'body.customer.invoiceAddress', message: 'Okänt fält: x' },
      ]),
    );
  });
});

describe('hashed uid', () => {
  it('is keyed by HASHED_UID_KEY alone, not by the telemarketing keys', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const answer = (await (await server.request(HASHED_UID)).json()) as { hashedUid: string };
    expect(Object.values(answer)).toContain(
      createHmac('sha256', HASHED_UID_KEY).update('C-100001').digest('hex'),
    );
  });
});

describe('the client address', () => {
  const orderIp = async (server: Awaited<typeof serverPromise>, forwardedFor: string) => {
    const res = await server.request(BANKID_START, {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor },
      json: { purpose: 'login', flow: 'qr', device: 'computer' },
    });
    expect(res.status).toBe(200);
    const { orderRef } = (await res.json()) as { orderRef: string };
    const [row] = await server.db.query<{ end_user_ip: string }>(
      'select end_user_ip from bankid_orders where order_ref = $1',
      [orderRef],
    );
    return row?.end_user_ip;
  };

  it('gives BankID no forwarded address without TRUST_PROXY', async () => {
    const server = await serverPromise;
    // In process there is no socket: the peer is sent as 127.0.0.1.
    expect(await orderIp(server, '203.0.113.66')).toBe('127.0.0.1');
  });

  describe('behind a trusted proxy', () => {
    const proxied = createTestServer({ TRUST_PROXY: true, RATE_LIMIT_FACTOR: 1 });
    afterAll(async () => (await proxied).close());

    it('is the address the proxy appended: the right-most of X-Forwarded-For', async () => {
      const server = await proxied;
      expect(await orderIp(server, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
      expect(await orderIp(server, '203.0.113.10')).toBe('203.0.113.10');
    });

    it('counts a client that varies what it sends to the left as one client', async () => {
      const server = await proxied;
      const limit = RATE_LIMITS['prepaid.numberCheck']!.limit;
      const statuses = [];
      for (let i = 0; i <= limit; i++) {
        const res = await server.request(NUMBER_CHECK, {
          method: 'POST',
          headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.77` },
          json: { msisdn: '0731234560' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
      expect(statuses[limit]).toBe(429);
    });
  });
});
