import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const BASE = '/services/lingon-broadband-service';

describe('broadband address search, evaluation and products', () => {
  const serverPromise = createTestServer();
  // Start-up (migrations, seeds) runs in a hook: its timeout is longer than a test's.
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  async function post(path: string, json: unknown) {
    const server = await serverPromise;
    return server.request(`${BASE}${path}`, { method: 'POST', json });
  }

  it('finds the named villa with the best hits first', async () => {
    const res = await post('/v1/address/search', { searchString: 'Storgatan 1, Lund' });
    expect(res.status).toBe(200);
    const hits = await res.json();
    expect(hits).toEqual([
      { streetName: 'Storgatan', streetNumber: '1', entrance: '', city: 'Lund', zipcode: '22221' },
    ]);
  });

  it('normalises the text: "Storgatan 3 Lund" joins to "3Lund" and still finds the building', async () => {
    const res = await post('/v1/address/search', { searchString: 'Storgatan 3 Lund' });
    const hits = await res.json();
    expect(hits[0]).toMatchObject({ streetName: 'Storgatan', streetNumber: '3', city: 'Lund' });
  });

  it('answers at most 10 hits, prefix matches while typing, and [] for nonsense', async () => {
    const typing = await (await post('/v1/address/search', { searchString: 'Storg' })).json();
    expect(typing).toHaveLength(10);
    expect(typing.every((hit: { streetName: string }) => hit.streetName === 'Storgatan')).toBe(
      true,
    );
    const few = await (
      await post('/v1/address/search', { searchString: 'gatan', maxResults: 3 })
    ).json();
    expect(few.length).toBeLessThanOrEqual(3);
    const none = await (await post('/v1/address/search', { searchString: 'xqzzy' })).json();
    expect(none).toEqual([]);
  });

  it('with best hits only off, also answers the prefix matches', async () => {
    const best = await (
      await post('/v1/address/search', { searchString: 'Kungsgatan 1 Umeå' })
    ).json();
    const all = await (
      await post('/v1/address/search', { searchString: 'Kungsgatan 1 Umeå', bestHitsOnly: false })
    ).json();
    expect(all.length).toBeGreaterThanOrEqual(best.length);
    expect(all.some((hit: { streetNumber: string }) => hit.streetNumber === '12')).toBe(true);
  });

  it('refuses bad search input with field errors', async () => {
    const server = await serverPromise;
    const malformed = await server.request(`${BASE}/v1/address/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"searchString":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual([{ field: 'body', message: 'Ogiltig JSON' }]);

    const wrongType = await post('/v1/address/search', { searchString: 12, maxResults: 'ten' });
    expect(wrongType.status).toBe(400);
    const fields = (await wrongType.json()).map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.searchString', 'body.maxResults']));

    const oversized = await post('/v1/address/search', { searchString: 'a'.repeat(201) });
    expect(oversized.status).toBe(400);
    expect((await oversized.json())[0]).toMatchObject({ field: 'body.searchString' });

    const tooMany = await post('/v1/address/search', { searchString: 'Storgatan', maxResults: 11 });
    expect(tooMany.status).toBe(400);
  });

  it('evaluates Storgatan 1, Lund: one house, every product, no potential customer', async () => {
    const res = await post('/v1/evaluateAddress', {
      city: 'Lund',
      entrance: '',
      streetName: 'Storgatan',
      streetNumber: '1',
      productCategory: '',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.addresses).toEqual([
      expect.objectContaining({ pointId: '100000001', apartmentNumber: '', entrance: '' }),
    ]);
    const ids = body.product.products.subscriptions.map((p: { id: string }) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'BB-100-100',
        'BB-250-250',
        'BB-500-500',
        'BB-1000-1000',
        'BB-TV-BAS',
      ]),
    );
    expect(body.product.products.shortTermSubscriptions).toHaveLength(3);
    expect(body.product).toMatchObject({
      qnutKO: false,
      accessTypeCode: '100',
      orderProcessingInterval: 3,
    });
    expect(body.potentialCustomer).toBeNull();
  });

  it('narrows the long-term list by product category', async () => {
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'lund',
        streetName: 'storgatan',
        streetNumber: '1',
        productCategory: 'BUNDLES',
      })
    ).json();
    expect(
      body.product.products.subscriptions.map((p: { category: string }) => p.category),
    ).toEqual(['BUNDLES', 'BUNDLES', 'BUNDLES']);
  });

  it('evaluates Storgatan 3, Lund: entrances A and B, lgh numbers, narrowed by a typed entrance', async () => {
    const all = await (
      await post('/v1/evaluateAddress', {
        city: 'Lund',
        streetName: 'Storgatan',
        streetNumber: '3',
      })
    ).json();
    expect(all.addresses.length).toBe(10);
    expect(new Set(all.addresses.map((a: { entrance: string }) => a.entrance))).toEqual(
      new Set(['A', 'B']),
    );
    expect(all.addresses.map((a: { apartmentNumber: string }) => a.apartmentNumber)).toContain(
      '1101',
    );
    const onlyA = await (
      await post('/v1/evaluateAddress', {
        city: 'Lund',
        streetName: 'Storgatan',
        streetNumber: '3',
        entrance: 'a',
      })
    ).json();
    expect(onlyA.addresses).toHaveLength(6);
    expect(onlyA.addresses.every((a: { entrance: string }) => a.entrance === 'A')).toBe(true);
  });

  it('evaluates Kungsgatan 12, Umeå: one home at entrance B, city network with empty access id', async () => {
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'Umeå',
        streetName: 'Kungsgatan',
        streetNumber: '12',
      })
    ).json();
    expect(body.addresses).toEqual([
      expect.objectContaining({ pointId: '100000301', entrance: 'B' }),
    ]);
    expect(body.product).toMatchObject({ accessTypeCode: '200', accessId: '' });
  });

  it('matches Swedish letters whatever their case', async () => {
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'UMEÅ',
        streetName: 'KUNGSGATAN',
        streetNumber: '12',
      })
    ).json();
    expect(body.addresses).toHaveLength(1);
  });

  it('evaluates Hamngatan 5, Malmö: short-term only', async () => {
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'Malmö',
        streetName: 'Hamngatan',
        streetNumber: '5',
      })
    ).json();
    expect(body.product.products.subscriptions).toBeNull();
    expect(body.product.products.shortTermSubscriptions.map((p: { id: string }) => p.id)).toEqual([
      'BB-ST-3D',
      'BB-ST-7D',
      'BB-ST-14D',
    ]);
    expect(body.potentialCustomer).toBeNull();
  });

  it('evaluates Fjällvägen 7, Kiruna: not covered, a potential customer is persisted', async () => {
    const server = await serverPromise;
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'Kiruna',
        streetName: 'Fjällvägen',
        streetNumber: '7',
      })
    ).json();
    expect(body.product.products).toEqual({ subscriptions: null, shortTermSubscriptions: null });
    expect(body.product.qnutKO).toBe(true);
    expect(body.potentialCustomer.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await server.db.query(
      'select status, city, point_id from broadband_potential_customers where id = $1',
      [body.potentialCustomer.id],
    );
    expect(rows).toEqual([{ status: 'EVALUATED', city: 'Kiruna', point_id: '100000501' }]);
  });

  it('evaluates an unknown address as not covered, with no homes', async () => {
    const body = await (
      await post('/v1/evaluateAddress', {
        city: 'Lund',
        streetName: 'Påhittade vägen',
        streetNumber: '99',
      })
    ).json();
    expect(body.addresses).toEqual([]);
    expect(body.product).toBeNull();
    expect(body.potentialCustomer.id).toBeTruthy();
  });

  it('refuses an evaluation without street or with an oversized city', async () => {
    const missing = await post('/v1/evaluateAddress', { city: 'Lund', streetNumber: '1' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([
      { field: 'body.streetName', message: 'Ange gatuadress' },
    ]);
    const oversized = await post('/v1/evaluateAddress', {
      city: 'x'.repeat(61),
      streetName: 'Storgatan',
      streetNumber: '1',
    });
    expect(oversized.status).toBe(400);
  });

  it('answers the products of a point, 404 for an unknown point and 400 for a bad id', async () => {
    const server = await serverPromise;
    const ok = await server.request(`${BASE}/v1/product/100000101`);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.products.subscriptions.map((p: { id: string }) => p.id)).toContain('BB-500-500');
    expect(body.accessId).toBe('AC100000101');
    const unknown = await server.request(`${BASE}/v1/product/999999999`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual([
      { field: 'params.pointId', message: 'Okänd anslutningspunkt' },
    ]);
    const bad = await server.request(`${BASE}/v1/product/${encodeURIComponent('1;drop')}`);
    expect(bad.status).toBe(400);
  });

  it('signs up for the waiting list against the evaluated potential customer', async () => {
    const server = await serverPromise;
    const evaluated = await (
      await post('/v1/evaluateAddress', {
        city: 'Kiruna',
        streetName: 'Fjällvägen',
        streetNumber: '7',
      })
    ).json();
    const id = evaluated.potentialCustomer.id;
    const res = await post('/v1/potential/customer/create', {
      id,
      name: 'Nils Nilsson',
      email: 'nils@example.se',
      mobile: '+46 70 111 22 33',
      address: { streetName: 'Fjällvägen', streetNumber: '7', city: 'Kiruna' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, id });
    const [row] = await server.db.query(
      'select status, name, email, mobile from broadband_potential_customers where id = $1',
      [id],
    );
    expect(row).toEqual({
      status: 'SIGNED_UP',
      name: 'Nils Nilsson',
      email: 'nils@example.se',
      mobile: '0701112233',
    });
  });

  it('signs up without an evaluation id, and refuses an unknown id or a bad email', async () => {
    const address = { streetName: 'Fjällvägen', streetNumber: '7', city: 'Kiruna' };
    const created = await post('/v1/potential/customer/create', {
      name: 'Eva',
      email: 'eva@example.se',
      address,
    });
    expect(created.status).toBe(200);
    expect((await created.json()).id).toBeTruthy();
    const unknown = await post('/v1/potential/customer/create', {
      id: 'nope',
      name: 'Eva',
      email: 'eva@example.se',
      address,
    });
    expect(unknown.status).toBe(404);
    const badEmail = await post('/v1/potential/customer/create', {
      name: 'Eva',
      email: 'eva',
      address,
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual([
      { field: 'body.email', message: 'Ange en giltig e-postadress' },
    ]);
  });
});
