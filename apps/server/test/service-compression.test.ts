import { request as httpRequest } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { broadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import { prepareAnswer } from '../src/lib/http';
import { createTestServer } from './harness';

const BASE = '/services/lingon-broadband-service';

// Uncovered addresses: each evaluation names a new potential customer, so its answer is made per
// call. A building of many homes answers with more than a kilobyte of JSON.
const uncoveredBuilding = (() => {
  const building = broadbandAddresses.find(
    (address) => address.points.length >= 12 && address.points.every((p) => p.offering === 'NONE'),
  );
  if (!building) throw new Error('The fixtures have no uncovered building of twelve homes');
  return building;
})();
const uncoveredBuildingAddress = {
  city: uncoveredBuilding.city,
  streetName: uncoveredBuilding.streetName,
  streetNumber: uncoveredBuilding.streetNumber,
};

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

  it('compresses a large answer made per request too, with Vary, and sends a small one as it is', async () => {
    const server = await serverPromise;
    const large = await server.request(`${BASE}/v1/evaluateAddress`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
      json: uncoveredBuildingAddress,
    });
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toBe('Accept-Encoding');
    const answer = JSON.parse(gunzipSync(await bytes(large)).toString()) as {
      addresses: unknown[];
    };
    expect(answer.addresses).toHaveLength(uncoveredBuilding.points.length);

    const small = await server.app.request('/services/account/v3/isLoggedIn', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await small.json()).toHaveProperty('isLoggedIn');
  });

  it('over a real connection, a cached answer asked for plain is its UTF-8 bytes, whole', async () => {
    // A cached answer keeps its JSON as UTF-8 bytes once made; a client that accepts no
    // compression gets those bytes, with their length (not the text's), every time.
    const server = await serverPromise;
    const path = `${BASE}/v1/product/${await pointId()}`;
    const text = await (await server.app.request(path)).text();
    // Its text has letters of more than one byte (å, ä, ö), so bytes and characters differ.
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    let listener: ReturnType<typeof serve> | undefined;
    const port = await new Promise<number>((resolve) => {
      listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(info.port),
      );
    });
    const get = () =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end();
        },
      );
    try {
      for (let i = 0; i < 2; i++) {
        const plain = await get();
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-type']).toBe('application/json');
        expect(plain.headers['vary']).toBe('Accept-Encoding');
        expect(plain.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
        expect(plain.body.length).toBe(Buffer.byteLength(text));
        expect(plain.body.toString('utf8')).toBe(text);
      }
    } finally {
      listener?.close();
    }
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
    // must reach the compressed copy that replaces it; a small answer is sent whole, with them.
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
    const partner = {
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
      origin: 'https://partner.example',
    };
    try {
      const large = await post(`${BASE}/v1/evaluateAddress`, uncoveredBuildingAddress, partner);
      expect(large.headers['content-encoding']).toBe('gzip');
      expect(large.headers['vary']).toBe('Accept-Encoding');
      expect(large.headers['access-control-allow-origin']).toBe('*');
      expect(large.headers['x-content-type-options']).toBe('nosniff');
      expect(large.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      const answer = JSON.parse(gunzipSync(large.body).toString()) as {
        addresses: unknown[];
        potentialCustomer: { id: string };
      };
      expect(answer.addresses).toHaveLength(uncoveredBuilding.points.length);
      expect(answer.potentialCustomer.id).toBeTruthy();

      const small = await post(
        `${BASE}/v1/evaluateAddress`,
        { city: 'Kiruna', streetName: 'Fjällvägen', streetNumber: '7' },
        { ...partner, 'x-request-id': 'partner-call-0001' },
      );
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['content-type']).toBe('application/json');
      expect(small.headers['access-control-allow-origin']).toBe('*');
      expect(small.headers['x-frame-options']).toBe('DENY');
      expect(small.headers['x-request-id']).toBe('partner-call-0001');
      expect(Number(small.headers['content-length'])).toBe(small.body.length);
      expect(JSON.parse(small.body.toString())).toHaveProperty('potentialCustomer');
      // Answers of other lengths after it each say their own length.
      const houses = broadbandAddresses.filter(
        (address) => address.points.length === 1 && address.points[0]?.offering === 'NONE',
      );
      const lengths = new Set<number>();
      for (const house of houses.slice(0, 6)) {
        const { city, streetName, streetNumber } = house;
        const next = await post(
          `${BASE}/v1/evaluateAddress`,
          { city, streetName, streetNumber },
          partner,
        );
        expect(Number(next.headers['content-length'])).toBe(next.body.length);
        lengths.add(next.body.length);
      }
      expect(lengths.size).toBeGreaterThan(1);

      // Answers made elsewhere than a contract's route (here an unknown service) carry them too.
      const unknown = await post('/services/no-such-service', {}, partner);
      expect(unknown.headers['x-frame-options']).toBe('DENY');
      expect(unknown.headers['x-content-type-options']).toBe('nosniff');
      expect(unknown.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      listener?.close();
    }
  });
});
