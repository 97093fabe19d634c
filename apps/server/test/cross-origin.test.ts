import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const BASE = '/services/lingon-broadband-service';
const PARTNER = 'https://hyresportal.example';

describe('cross-origin calls (the embeddable address check on a partner page)', () => {
  const serverPromise = createTestServer();
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  function preflight(path: string, method: string) {
    return serverPromise.then((server) =>
      server.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: PARTNER,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      }),
    );
  }

  it('answers the preflight of the public broadband calls for any origin, without credentials', async () => {
    for (const [path, method] of [
      [`${BASE}/v1/address/search`, 'POST'],
      [`${BASE}/v1/evaluateAddress`, 'POST'],
      [`${BASE}/v1/product/P-1`, 'GET'],
    ] as const) {
      const res = await preflight(path, method);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-methods'), path).toBe(method);
      expect(res.headers.get('access-control-allow-headers'), path).toMatch(/content-type/);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('answers the calls themselves to another origin: search, evaluate, products', async () => {
    const server = await serverPromise;
    const headers = { origin: PARTNER, 'content-type': 'application/json' };
    const search = await server.app.request(`${BASE}/v1/address/search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ searchString: 'Storgatan 1, Lund' }),
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    const [hit] = (await search.json()) as Array<Record<string, string>>;

    const evaluate = await server.app.request(`${BASE}/v1/evaluateAddress`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...hit, productCategory: '' }),
    });
    expect(evaluate.status).toBe(200);
    expect(evaluate.headers.get('access-control-allow-origin')).toBe('*');
    const { addresses } = (await evaluate.json()) as { addresses: Array<{ pointId: string }> };

    const products = await server.app.request(`${BASE}/v1/product/${addresses[0]?.pointId}`, {
      headers: { origin: PARTNER },
    });
    expect(products.status).toBe(200);
    expect(products.headers.get('access-control-allow-origin')).toBe('*');
    expect(products.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps every other service same-origin: no CORS headers, the preflight refused', async () => {
    const server = await serverPromise;
    for (const [path, method] of [
      ['/services/account/v3/isLoggedIn', 'GET'],
      ['/services/account/v3/customer/info', 'GET'],
      [`${BASE}/v2/order/create`, 'POST'],
      [`${BASE}/v1/potential/customer/create`, 'POST'],
    ] as const) {
      const res = await preflight(path, method);
      // Refused: the service takes its own method only, not a preflight.
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe(method);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const loggedIn = await server.app.request('/services/account/v3/isLoggedIn', {
      headers: { origin: PARTNER },
    });
    expect(loggedIn.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never lets a cookie-bearing call through cross-origin', async () => {
    const server = await serverPromise;
    // A session cookie with a public call: the answer allows any origin but not credentials, so a
    // browser that sent cookies (credentials: 'include') refuses to hand the answer to the page.
    const res = await server.app.request(`${BASE}/v1/address/search`, {
      method: 'POST',
      headers: {
        origin: PARTNER,
        'content-type': 'application/json',
        cookie: 'lingon_session=anything',
      },
      body: JSON.stringify({ searchString: 'Storgatan 1, Lund' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    // And a call that reads the session answers no other origin at all.
    const info = await server.app.request('/services/account/v3/customer/info', {
      headers: { origin: PARTNER, cookie: 'lingon_session=anything' },
    });
    expect(info.headers.get('access-control-allow-origin')).toBeNull();
    expect(info.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('/embed/ (the scripts partners load)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-embed-'));
  const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
  fs.writeFileSync(path.join(dir, 'address-check.js'), script);
  const serverPromise = createTestServer({ EMBED_DIR: dir });
  beforeAll(() => serverPromise);
  afterAll(async () => {
    await (await serverPromise).close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the script to any origin as JavaScript, compressed and briefly cached', async () => {
    const server = await serverPromise;
    const res = await server.app.request('/embed/address-check.js', {
      headers: { origin: PARTNER, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = new Response(res.body?.pipeThrough(new DecompressionStream('gzip')) ?? null);
    expect(await body.text()).toBe(script);

    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.app.request('/embed/address-check.js', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for anything else under /embed/, never a page of the site', async () => {
    const server = await serverPromise;
    for (const path of ['/embed/other.js', '/embed/']) {
      const res = await server.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
