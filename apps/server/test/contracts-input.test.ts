import { buildPath, type AnyContract } from '@lingon/contracts/contract';
import { servicesContracts } from '@lingon/contracts/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

/**
 * Every endpoint answers bad input with a 4xx and a `[{ field, message }]` list — never a 500 —
 * whether the caller is signed in or not.
 */
type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer({ SIMULATE_FAULTS: true });
});
afterAll(() => server.close());

function urlOf(contract: AnyContract, query = ''): string {
  const params = Object.fromEntries(
    [...contract.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => [match[1], 'x']),
  );
  return `/services/${buildPath(contract.path, params)}${query}`;
}

async function expectFieldErrors(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  const body = (await res.json()) as unknown;
  expect(Array.isArray(body), label).toBe(true);
  for (const item of body as Array<Record<string, unknown>>) {
    expect(typeof item['field'], label).toBe('string');
    expect(typeof item['message'], label).toBe('string');
    // Swedish, also where the contract words nothing itself (zod's own messages, in English
    // unless configured: "Invalid input: expected string, received undefined").
    expect(item['message'], label).not.toMatch(/^(Invalid|Unrecognized|Too (big|small)|Expected)/);
  }
  expect((body as unknown[]).length, label).toBeGreaterThan(0);
}

async function signInAsAnna() {
  const id = `test-session-${Math.random().toString(36).slice(2)}`;
  await server.db.query(
    `insert into sessions (id, personal_number, name, auth_method, expires_at)
     values ($1, '198503121231', 'Anna Andersson', 'BANKID', now() + interval '1 hour')`,
    [id],
  );
  server.cookies.set('lingon_session', id);
}

const withBody = servicesContracts.filter((contract) => contract.method !== 'GET');
const withQuery = servicesContracts.filter((contract) => contract.method === 'GET');

describe.each([
  ['signed out', async () => server.cookies.clear()],
  ['signed in', signInAsAnna],
])('bad input, %s', (_label, prepare) => {
  beforeAll(prepare);

  it.each(withBody.map((contract) => [contract.id, contract] as const))(
    '%s: malformed JSON',
    async (id, contract) => {
      const res = await server.request(urlOf(contract), {
        method: contract.method,
        headers: { 'content-type': 'application/json' },
        body: '{"broken": ',
      });
      await expectFieldErrors(res, id);
    },
  );

  it.each(withBody.map((contract) => [contract.id, contract] as const))(
    '%s: wrongly typed body',
    async (id, contract) => {
      const res = await server.request(urlOf(contract), {
        method: contract.method,
        json: {
          searchString: 42,
          msisdn: ['x'],
          email: { a: 1 },
          questions: 'yes',
          amount: 'many',
        },
      });
      // A body-less call may accept any object and answer 200; it must still never be a 500.
      if (res.ok) {
        expect(contract.body.safeParse({}).success, id).toBe(true);
        return;
      }
      await expectFieldErrors(res, id);
    },
  );

  it.each(withBody.map((contract) => [contract.id, contract] as const))(
    '%s: oversized body',
    async (id, contract) => {
      const res = await server.request(urlOf(contract), {
        method: contract.method,
        json: { searchString: 'x'.repeat(200_000) },
      });
      await expectFieldErrors(res, id);
    },
  );

  it.each(withQuery.map((contract) => [contract.id, contract] as const))(
    '%s: wrongly typed query',
    async (id, contract) => {
      const res = await server.request(
        urlOf(contract, `?skip=-1&take=abc&slug=${'x'.repeat(5000)}&locale=xx-XX&clientId=`),
      );
      if (res.ok) return; // a call without query parameters ignores unknown ones
      await expectFieldErrors(res, id);
    },
  );
});

describe('media type and sign-in before the body', () => {
  it.each(withBody.map((contract) => [contract.id, contract] as const))(
    '%s: a body that is not application/json is refused, also one named like it',
    async (id, contract) => {
      await signInAsAnna();
      for (const type of ['application/jsonx', 'application/json-seq', 'text/plain']) {
        const res = await server.request(urlOf(contract), {
          method: contract.method,
          headers: { 'content-type': type },
          body: '{}',
        });
        expect(res.status, `${id} ${type}`).toBe(contract.auth === 'telemarketing' ? 403 : 415);
      }
      const charset = await server.request(urlOf(contract), {
        method: contract.method,
        headers: { 'content-type': 'Application/JSON; charset=utf-8' },
        body: '{"broken": ',
      });
      expect(charset.status, id).toBe(contract.auth === 'telemarketing' ? 403 : 400);
      if (contract.auth === 'telemarketing') return;
      // JSON is UTF-8: a body in another encoding is refused, not read with its letters lost.
      const latin1 = await server.request(urlOf(contract), {
        method: contract.method,
        headers: { 'content-type': 'application/json; charset="ISO-8859-1"' },
        body: '{}',
      });
      expect(latin1.status, id).toBe(415);
      expect(await latin1.json()).toEqual([
        { field: 'body', message: 'Teckenkodningen måste vara UTF-8' },
      ]);
      const notUtf8 = await server.request(urlOf(contract), {
        method: contract.method,
        headers: { 'content-type': 'application/json' },
        body: Uint8Array.from([...Buffer.from('{"name": "J'), 0xf6, ...Buffer.from('rg"}')]),
      });
      expect(notUtf8.status, id).toBe(400);
      expect(await notUtf8.json()).toEqual([
        { field: 'body', message: 'Texten är inte giltig UTF-8' },
      ]);
    },
  );

  it.each(
    servicesContracts
      .filter((contract) => contract.auth === 'session')
      .map((contract) => [contract.id, contract] as const),
  )('%s: signed out, a bad body is answered 401', async (id, contract) => {
    server.cookies.clear();
    const res = await server.request(urlOf(contract), {
      method: contract.method,
      ...(contract.method === 'GET'
        ? {}
        : { headers: { 'content-type': 'text/plain' }, body: 'x' }),
    });
    expect(res.status, id).toBe(401);
    expect(await res.json()).toEqual([{ field: 'session', message: 'Du är inte inloggad' }]);
  });
});

describe('messages a customer or developer can act on', () => {
  it.each([
    ['POST', '/services/site/v1/feedback', null, 'body', 'Ska vara ett objekt med fält'],
    [
      'POST',
      '/services/site/v1/feedback',
      { topic: 'webbplatsen', message: 'Bra sajt!', rating: '5' },
      'body.rating',
      'Ska vara ett tal',
    ],
    [
      'POST',
      '/services/lingon-broadband-service/v1/evaluateAddress',
      { city: 'Lund', streetName: 'Storgatan', streetNumber: '1', productCategory: 'X' },
      'body.productCategory',
      'Ogiltigt val',
    ],
    [
      'POST',
      '/services/lingon-broadband-service/v1/evaluateAddress',
      // The contract's own words come first.
      { city: 'Lund', streetNumber: '1' },
      'body.streetName',
      'Ange gatuadress',
    ],
    [
      'POST',
      '/services/lingon-broadband-service/v1/address/search',
      { searchString: 'Storgatan 1', maxResults: 1e308 },
      'body.maxResults',
      'För stort tal',
    ],
  ] as const)('%s %s answers %j with its own words', async (method, url, json, field, message) => {
    const res = await server.request(url, { method, json });
    expect(res.status).toBe(400);
    const errors = (await res.json()) as { field: string; message: string }[];
    expect(errors).toContainEqual({ field, message });
    // No type names from the validation library.
    for (const error of errors) {
      expect(error.message).not.toMatch(/förväntat|fick |string|object|undefined|input/i);
    }
  });
});

describe('a method a service does not take', () => {
  it('is 405 with the methods it does take; an unknown address is 404', async () => {
    const put = await server.request('/services/site/v1/features', { method: 'PUT', json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET');
    expect(await put.json()).toEqual([
      { field: 'method', message: 'PUT stöds inte här, bara GET' },
    ]);
    const search = await server.request('/services/lingon-broadband-service/v1/address/search');
    expect(search.status).toBe(405);
    expect(search.headers.get('allow')).toBe('POST');
    const unknown = await server.request('/services/site/v1/nothing-here');
    expect(unknown.status).toBe(404);
    // A service's address with a slash after it is no service's address.
    const slash = await server.request('/services/account/v3/isLoggedIn/');
    expect(slash.status).toBe(404);
  });
});

describe('fault injection', () => {
  it('makes a named service fail with a field error list', async () => {
    const res = await server.request('/services/lingon-broadband-service/v1/address/search', {
      method: 'POST',
      headers: { 'x-simulate-fault': 'broadband.addressSearch' },
      json: { searchString: 'Storgatan 1' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual([
      { field: 'service', message: 'Simulerat fel i broadband.addressSearch' },
    ]);
  });
});

describe('openapi', () => {
  it('serves the generated document', async () => {
    const res = await server.request('/services/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toContain('/services/lingon-broadband-service/v2/order/create');
  });
});
