import type { AnyContract } from '@lingon/contracts/contract';
import { ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { servicesContracts } from '@lingon/contracts/registry';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSafeHref } from '@lingon/design-system/lib/sanitize-html';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { sanitizeRichText } from '../src/content/sanitize';
import { SESSION_COOKIE } from '../src/lib/auth';
import {
  CONTENT_TYPES,
  expectSafeAnswer,
  headerSafe,
  MALFORMED_BODIES,
  pathOf,
  queryOf,
  RAW_PATH_PARAMS,
  RAW_QUERIES,
} from './fuzz/requests';
import { arbitraryOf, mutatedOf } from './fuzz/zod-arbitrary';
import { createTestServer } from './harness';

/**
 * Bad input everywhere, generated from every contract's own zod schemas: shaped values with
 * hostile strings, the same broken in places (wrong types, missing and extra fields, deep
 * nesting), malformed JSON and wrong content types, garbage path parameters, query strings,
 * headers and cookies. No answer may be a 500, and every 4xx is `[{ field, message }]`.
 *
 * A fixed seed keeps runs repeatable; a failure prints the seed and the shrunk request.
 * FUZZ_SEED and FUZZ_RUNS explore further (e.g. FUZZ_RUNS=500 before a release).
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261122);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 6);

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let proxied: Server['app'];
const SESSION = 'fuzz-session-anna-0000000000000001';
const SECRET = 'LINGON-SECRET-OUTSIDE-THE-SITE';
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-fuzz-'));
const siteDir = path.join(outside, 'site');
let site: Server['app'];

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `insert into sessions (id, personal_number, name, auth_method, expires_at)
     values ($1, $2, 'Anna Andersson', 'bankid', now() + interval '1 day')`,
    [SESSION, ANNA_PERSONAL_NUMBER],
  );
  // Behind a trusted proxy with rate limits on: X-Forwarded-For is read and counted.
  proxied = createApp({
    db: server.db,
    config: { ...server.config, TRUST_PROXY: true, RATE_LIMIT_FACTOR: 10_000 },
    now: () => new Date(),
  });
  // A built site, with a secret beside it, in a sibling whose name begins like the site's,
  // and in the parent: none of them may ever be served.
  for (const [file, content] of Object.entries({
    'site/index.html': '<!doctype html><title>Lingon</title>',
    'site/__spa-fallback.html': '<!doctype html><title>Lingon</title><div id="app"></div>',
    'site/assets/app-1a2b.js': 'export const lingon = 1;',
    'secret.txt': SECRET,
    'site-private/secret.txt': SECRET,
  })) {
    fs.mkdirSync(path.dirname(path.join(outside, file)), { recursive: true });
    fs.writeFileSync(path.join(outside, file), content);
  }
  site = createApp({
    db: server.db,
    config: { ...server.config, SITE_DIR: siteDir },
    now: () => new Date(),
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

function requestArbitrary(contract: AnyContract) {
  const body = fc.oneof(
    { weight: 3, arbitrary: arbitraryOf(contract.body).map((value) => ({ json: value })) },
    { weight: 3, arbitrary: mutatedOf(contract.body).map((value) => ({ json: value })) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((raw) => ({ raw })) },
  );
  return fc.record({
    params: arbitraryOf(contract.params),
    rawParam: fc.option(fc.constantFrom(...RAW_PATH_PARAMS), { freq: 4 }),
    query: fc.oneof(arbitraryOf(contract.query), mutatedOf(contract.query)),
    rawQuery: fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 6 }),
    body,
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    headers: fc.oneof(arbitraryOf(contract.headers), mutatedOf(contract.headers)),
    realTmKey: fc.boolean(),
    signedIn: fc.boolean(),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ unit: 'binary', maxLength: 300 })), {
      freq: 2,
    }),
  });
}

describe('every contract, fuzzed from its schemas', () => {
  it.each(servicesContracts.map((contract) => [contract.id, contract] as const))(
    '%s: never a 500, every 4xx a field error list',
    async (id, contract) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(contract), async (input) => {
          const headers = new Headers();
          if (input.headers && typeof input.headers === 'object') {
            for (const [name, value] of Object.entries(input.headers)) {
              if (value === undefined || !/^[a-z0-9_-]+$/i.test(name)) continue;
              headers.set(
                name,
                headerSafe(typeof value === 'object' ? JSON.stringify(value) : value),
              );
            }
          }
          if (input.realTmKey && contract.auth === 'telemarketing') {
            headers.set('x-telemarketing-key', server.config.TM_KEY_TELEMARKETING);
          }
          if (input.signedIn) headers.set('cookie', `${SESSION_COOKIE}=${SESSION}`);
          if (input.idempotencyKey !== null) {
            headers.set('idempotency-key', headerSafe(input.idempotencyKey));
          }
          const init: RequestInit = { method: contract.method, headers };
          if (contract.method !== 'GET') {
            headers.set('content-type', input.contentType);
            init.body =
              'raw' in input.body ? input.body.raw : (JSON.stringify(input.body.json) ?? '');
          }
          const url = `/services/${pathOf(contract, input.params, input.rawParam)}${queryOf(input.query, input.rawQuery)}`;
          await expectSafeAnswer(
            await server.app.request(url, init),
            `${id} ${contract.method} ${url}`,
          );
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: false },
      );
    },
  );
});

describe('text no database can keep', () => {
  it('answers invisible control characters in names and addresses with 400 and the field', async () => {
    const create = (name: string, city: string) =>
      server.app.request('/services/lingon-broadband-service/v1/potential/customer/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'anna@example.se',
          address: { streetName: 'Storgatan', streetNumber: '1', city },
        }),
      });
    for (const [name, city, field] of [
      ['Anna\u0001Andersson', 'Lund', 'body.name'],
      ['Anna\u202EnossrednA', 'Lund', 'body.name'],
      ['Anna Andersson', 'Lund\u0007', 'body.address.city'],
      ['Anna\u2066Andersson\u2069', 'Lund', 'body.name'],
      // A one-line field keeps no tab, line break or zero-width space inside it.
      ['Anna\tAndersson', 'Lund', 'body.name'],
      ['Anna\nAndersson', 'Lund', 'body.name'],
      ['Anna Andersson', 'Lu\u2028nd', 'body.address.city'],
      ['Anna\u200BAndersson', 'Lund', 'body.name'],
    ] as const) {
      const res = await create(name, city);
      expect(res.status, JSON.stringify(name + city)).toBe(400);
      expect(await res.json()).toEqual(
        expect.arrayContaining([{ field, message: 'Texten innehåller ett otillåtet tecken' }]),
      );
    }
    // A message may have lines and tabs, and a name its letters from any language (a family
    // emoji is joined by zero-width joiners; a trailing line break is trimmed).
    const chat = await server.app.request('/services/site/v1/chat/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zoë Ōtsuka 👨\u200D👩\u200D👧\n', text: 'Rad ett\n\tRad två' }),
    });
    expect(chat.status).toBe(200);
  });

  it('answers NUL and lone surrogates in a body, a path or a query with 400 and the field', async () => {
    const chat = await server.app.request('/services/site/v1/chat/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anna\u0000', topic: '\uD800' }),
    });
    expect(chat.status).toBe(400);
    expect(await chat.json()).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'Texten innehåller ett otillåtet tecken' },
      ]),
    );
    // A refused key is named without its unstorable characters.
    const key = await server.app.request('/services/site/v1/reviews?%00=%00');
    expect(key.status).toBe(400);
    expect(await key.json()).toContainEqual({
      field: 'query.\uFFFD',
      message: 'Texten innehåller ett otillåtet tecken',
    });
    const order = await server.app.request(
      '/services/lingon-mobile-subscription-order/v1/family/order/%00?x=%ED%A0%80',
      { headers: { cookie: `${SESSION_COOKIE}=${SESSION}` } },
    );
    expect(order.status).toBe(400);
    expect(await order.json()).toEqual(
      expect.arrayContaining([
        { field: 'params.orderId', message: 'Texten innehåller ett otillåtet tecken' },
      ]),
    );
  });
});

/** Header values a client may send: latin-1 garbage, huge values, broken escapes. */
const garbage = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map(headerSafe),
  fc.constantFrom('%', '%00', '%E0%A4%A', '%ZZ', '"', ';;;', '=', ',,,', '\t', 'ÿþ', '*'),
  fc.integer({ min: 4_000, max: 15_000 }).map((length) => 'x'.repeat(length)),
);

const cookieHeader = fc.oneof(
  garbage,
  garbage.map((value) => `${SESSION_COOKIE}=${value}`),
  fc.constantFrom(
    `${SESSION_COOKIE}=${SESSION}; ${SESSION_COOKIE}=other`,
    `${SESSION_COOKIE}="${SESSION}"`,
    `${SESSION_COOKIE}=${SESSION}%00`,
    `${SESSION_COOKIE}=%2e%2e%2f`,
    `${SESSION_COOKIE}`,
    `=${SESSION}`,
    `; ; ${SESSION_COOKIE}=;`,
  ),
  fc
    .array(fc.tuple(garbage, garbage), { maxLength: 50 })
    .map((pairs) =>
      pairs.map(([name, value]) => `${name.slice(0, 50)}=${value.slice(0, 200)}`).join('; '),
    ),
  // One huge cookie, as a browser with a bloated jar sends it.
  fc.integer({ min: 8_000, max: 60_000 }).map((length) => `big=${'y'.repeat(length)}`),
);

const TARGETS = [
  { method: 'GET', url: '/services/subscriptions/v9/getSubscriptions' },
  { method: 'POST', url: '/services/lingon-broadband-service/v1/address/search' },
  { method: 'POST', url: '/services/lingon-broadband-service/v2/order/create' },
  { method: 'POST', url: '/services/bankid/v1/start' },
  { method: 'GET', url: '/services/account/v3/isLoggedIn' },
  { method: 'POST', url: '/services/oidc/logout' },
  { method: 'GET', url: '/services/no/such/service' },
  { method: 'GET', url: '/services/openapi.json' },
];

describe('malformed headers and cookies', () => {
  it('never make a 500, and every 4xx is a field error list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TARGETS),
        fc.boolean(),
        fc.record(
          {
            cookie: cookieHeader,
            'x-forwarded-for': garbage,
            'x-forwarded-proto': garbage,
            'accept-encoding': garbage,
            'if-none-match': garbage,
            'accept-language': garbage,
            'idempotency-key': garbage,
            'x-telemarketing-key': garbage,
            tm_customer: garbage,
            'x-simulate-fault': garbage,
            'content-type': fc.oneof(garbage, fc.constantFrom(...CONTENT_TYPES)),
          },
          { requiredKeys: ['cookie'] },
        ),
        async (target, behindProxy, headers) => {
          const app = behindProxy ? proxied : server.app;
          const init: RequestInit = { method: target.method, headers };
          if (target.method === 'POST') init.body = '{"searchString": "Storgatan 1"}';
          const res = await app.request(target.url, init);
          await expectSafeAnswer(
            res,
            `${target.method} ${target.url} ${JSON.stringify(headers).slice(0, 300)}`,
          );
        },
      ),
      { seed: SEED, numRuns: RUNS * 25 },
    );
  });

  it('a session cookie that is not a session id is no session, and the real one still works', async () => {
    for (const value of [`${SESSION}%00`, `${SESSION}\u00ff`, 'x'.repeat(5000), '%', '']) {
      const res = await server.app.request('/services/subscriptions/v9/getSubscriptions', {
        headers: { cookie: `${SESSION_COOKIE}=${headerSafe(value)}` },
      });
      expect(res.status, value.slice(0, 40)).toBe(401);
    }
    const real = await server.app.request('/services/subscriptions/v9/getSubscriptions', {
      headers: { cookie: `${SESSION_COOKIE}=${SESSION}` },
    });
    expect(real.status).toBe(200);
  });
});

/** Path segments that try to climb out of the site folder, in every spelling. */
const TRAVERSAL = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '..%2f',
  '..%2F',
  '..%5c',
  '..\\',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%uff0e%uff0e',
  '\uff0e\uff0e',
  '....',
  '.',
  '%00',
  '..%00',
  'secret.txt',
  'secret.txt%00.html',
  'site-private',
  'site',
  'assets',
  'etc',
  'passwd',
  '',
];

describe('static files', () => {
  it('never serve anything outside the site folder, however the path is spelt', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...TRAVERSAL), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('/', '\\', '%2f', '%5c', '//'),
        fc.constantFrom('secret.txt', 'site-private/secret.txt', 'etc/passwd', ''),
        async (segments, separator, last) => {
          const url = `/${segments.join(separator)}${separator}${last}`;
          const res = await site.request(url);
          const text = await res.text();
          const label = `GET ${url}: ${res.status}`;
          if (res.status >= 500) throw new Error(label);
          if (text.includes(SECRET) || text.includes('root:x:0'))
            throw new Error(`leaked: ${label}`);
        },
      ),
      { seed: SEED, numRuns: RUNS * 40 },
    );
  });

  it('answers the climbing classics with the site, never the file', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/../site-private/secret.txt',
      '/secret.txt%00.html',
      '//etc/passwd',
    ]) {
      const res = await site.request(url);
      expect(res.status, url).toBeLessThan(500);
      const text = await res.text();
      expect(text, url).not.toContain(SECRET);
      expect(text, url).not.toContain('root:x:0');
    }
    // The site itself is still served.
    expect(await (await site.request('/assets/app-1a2b.js')).text()).toContain('lingon');
  });
});

/** Markup an attacker would try in rich text (content, FAQ answers). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" ONMOUSEOVER=alert(2)>',
  '<a href="javascript:alert(1)">',
  '<a href="JaVaScRiPt:alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">',
  '<a href="&#106;avascript:alert(1)">',
  '<a href=" javascript:alert(1)">',
  '<a href="java\u0000script:alert(1)">',
  '<a href="vbscript:msgbox(1)">',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">',
  '<a href="//evil.example">',
  '<a href="/\\evil.example">',
  '<a href="/x" onfocus="alert(1)" autofocus>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<body onload=alert(1)>',
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="/ok" title="x" onclick=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<p>text</p>',
  '<strong>',
  '</p>',
  'Hej & välkommen',
];

describe('rich text', () => {
  it('renders script and event-handler payloads inert, however they are mixed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PAYLOADS), { minLength: 1, maxLength: 6 }),
        (parts) => {
          const clean = sanitizeRichText(parts.join(''));
          // What a browser would build from the answer: no script-bearing element, no handler,
          // no style, no link anywhere but the allowed places.
          const pending = [...parseDocument(clean).children];
          while (pending.length > 0) {
            const node = pending.pop() as (typeof pending)[number];
            if (node.type === 'script' || node.type === 'style')
              throw new Error(`${node.type}: ${clean}`);
            if (node.type !== 'tag') continue;
            expect([
              'script',
              'style',
              'iframe',
              'object',
              'embed',
              'svg',
              'math',
              'img',
              'form',
              'input',
              'meta',
              'base',
              'body',
            ]).not.toContain(node.name);
            for (const [name, value] of Object.entries(node.attribs)) {
              expect(name.startsWith('on'), `${name} in ${clean}`).toBe(false);
              expect(['href', 'title', 'target', 'rel'], `${name} in ${clean}`).toContain(name);
              if (name === 'href') expect(isSafeHref(value), `${value} in ${clean}`).toBe(true);
            }
            pending.push(...node.children);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS * 50 },
    );
  });
});
