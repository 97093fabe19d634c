import { request as httpRequest } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareAnswer } from '../src/lib/http';
import { createTestServer } from './harness';

const BASE = '/services/lingon-broadband-service';

describe('service answers: compression and answers given from the catalogue cache', () => {
  const serverPromise = createTestServer();
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  async function pointId(): Promise<string> {
    const server = await serverPromise;
    const res = await server.request(`${BASE}/v1/evaluateAddress`, {
      method: 'POST',
      json: { city: 'Lund', streetName: 'Storgatan', streetNumber: '1' },
    });
    const { addresses } = (await res.json()) as { addresses: { pointId: string }[] };
    return addresses[0]!.pointId;
  }

  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('answers a cached offering the same, plain or compressed, and says that it varies', async () => {
    const server = await serverPromise;
    const path = `${BASE}/v1/product/${await pointId()}`;
    const plain = await server.app.request(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    expect(productByPointContract.response.safeParse(JSON.parse(text)).success).toBe(true);

    // Twice each: the second answer comes from the cache, compressed once.
    for (let i = 0; i < 2; i++) {
      const gzip = await server.app.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
      expect(gzip.headers.get('access-control-allow-origin')).toBe('*');
      expect(gzip.headers.get('x-content-type-options')).toBe('nosniff');
      expect(gunzipSync(await bytes(gzip)).toString()).toBe(text);

      const deflate = await server.app.request(path, {
        headers: { 'accept-encoding': 'gzip;q=0.5, deflate' },
      });
      expect(deflate.headers.get('content-encoding')).toBe('deflate');
      expect(inflateSync(await bytes(deflate)).toString()).toBe(text);
    }
    // Nothing the client accepts (q=0): plain.
    const refused = await server.app.request(path, { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it('compresses an answer made per request too, with Vary', async () => {
    const server = await serverPromise;
    const res = await server.app.request('/services/account/v3/isLoggedIn', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toHaveProperty('isLoggedIn');
  });

  it('refuses to prepare an answer that does not match its contract, and says so in the log', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => prepareAnswer(productByPointContract, { products: 'none' } as never)).toThrow(
        /response: Tjänsten svarade med fel format/,
      );
      expect(logged).toHaveBeenCalledWith(
        `[${productByPointContract.id}] response does not match its contract`,
        expect.any(Array),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('over a real connection, an answer compressed on the fly keeps the headers set on it', async () => {
    // The Node adapter's own Response: headers set on an answer after it was made (CORS, Vary)
    // must reach the compressed copy that replaces it.
    const server = await serverPromise;
    let listener: ReturnType<typeof serve> | undefined;
    const port = await new Promise<number>((resolve) => {
      listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(info.port),
      );
    });
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path, method: 'POST', headers },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify(body));
        },
      );
    try {
      // An uncovered address: its answer names a new potential customer, so it is made per call.
      const answer = await post(
        `${BASE}/v1/evaluateAddress`,
        { city: 'Kiruna', streetName: 'Fjällvägen', streetNumber: '7' },
        {
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          origin: 'https://partner.example',
        },
      );
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(gunzipSync(answer.body).toString())).toHaveProperty('potentialCustomer');
    } finally {
      listener?.close();
    }
  });
});
