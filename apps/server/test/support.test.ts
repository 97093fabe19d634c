import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const BASE = '/services/support/v1/faq';
const CLIENT = 'c0ffee00-1234-4abc-8def-000000000001';

type Summary = { id: string; popularity: number; categoryId: string; title: string };

describe('support FAQ', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());
  const get = async (path: string) => (await serverPromise).request(`${BASE}${path}`);

  it('lists at least six categories with guide counts', async () => {
    const res = await get(`/categories?clientId=${CLIENT}`);
    expect(res.status).toBe(200);
    const { categories } = await res.json();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories[0]).toMatchObject({ id: 'faktura', title: 'Faktura och betalning' });
    const total = categories.reduce(
      (sum: number, c: { guideCount: number }) => sum + c.guideCount,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(30);
  });

  it('requires a valid client id on every call', async () => {
    for (const path of ['/categories', '/guides', '/guides/puk-kod', '/search?q=esim']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((await res.json())[0].field).toBe('query.clientId');
    }
    const bad = await get('/categories?clientId=%3Cscript%3E');
    expect(await bad.json()).toEqual([{ field: 'query.clientId', message: 'Ogiltigt clientId' }]);
  });

  it('pages guides by skip and take, most popular first', async () => {
    const first = await (await get(`/guides?clientId=${CLIENT}&take=5`)).json();
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.guides).toHaveLength(5);
    expect(first.guides[0].id).toBe('surfen-ar-slut');
    const popularity = first.guides.map((guide: Summary) => guide.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const second = await (await get(`/guides?clientId=${CLIENT}&skip=5&take=5`)).json();
    expect(second.skip).toBe(5);
    expect(second.guides[0].popularity).toBeLessThanOrEqual(first.guides[4].popularity);
    const ids = new Set([...first.guides, ...second.guides].map((guide: Summary) => guide.id));
    expect(ids.size).toBe(10);
    const defaults = await (await get(`/guides?clientId=${CLIENT}`)).json();
    expect(defaults.take).toBe(10);
  });

  it('filters guides by category id or slug', async () => {
    const byId = await (await get(`/guides?clientId=${CLIENT}&category=esim&take=50`)).json();
    const bySlug = await (
      await get(`/guides?clientId=${CLIENT}&category=esim-och-sim-kort&take=50`)
    ).json();
    expect(byId.guides.length).toBeGreaterThan(2);
    expect(byId.guides.every((guide: Summary) => guide.categoryId === 'esim')).toBe(true);
    expect(bySlug.guides).toEqual(byId.guides);
  });

  it('rejects take above 50, negative skip and non-numbers', async () => {
    const big = await get(`/guides?clientId=${CLIENT}&take=51`);
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual([{ field: 'query.take', message: 'Högst 50 per sida' }]);
    expect((await get(`/guides?clientId=${CLIENT}&skip=-1`)).status).toBe(400);
    expect((await get(`/guides?clientId=${CLIENT}&take=abc`)).status).toBe(400);
  });

  it('answers a guide by id with category and related guides, sanitised', async () => {
    const res = await get(`/guides/bestall-esim?clientId=${CLIENT}`);
    expect(res.status).toBe(200);
    const guide = await res.json();
    expect(guide.title).toBe('Hur beställer jag eSIM?');
    expect(guide.category.slug).toBe('esim-och-sim-kort');
    expect(guide.related.length).toBeGreaterThan(0);
    expect(guide.related.some((other: Summary) => other.id === guide.id)).toBe(false);
    expect(guide.body).toContain('<strong>Beställ eSIM</strong>');
  });

  it('counts one view per client id', async () => {
    const server = await serverPromise;
    const before = (await (await get(`/guides/puk-kod?clientId=${CLIENT}`)).json()).popularity;
    const again = (await (await get(`/guides/puk-kod?clientId=${CLIENT}`)).json()).popularity;
    expect(again).toBe(before);
    const other = (await (await get('/guides/puk-kod?clientId=another-client-0002')).json())
      .popularity;
    expect(other).toBe(before + 1);
    const [row] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from faq_guide_views where guide_id = 'puk-kod'",
    );
    expect(row?.n).toBe(2);
  });

  it('answers 404 for an unknown guide and 400 for a malformed id', async () => {
    const missing = await get(`/guides/finns-inte?clientId=${CLIENT}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual([
      { field: 'params.id', message: 'Guiden finns-inte finns inte' },
    ]);
    const malformed = await get(`/guides/${encodeURIComponent('DROP TABLE')}?clientId=${CLIENT}`);
    expect(malformed.status).toBe(400);
  });

  it('sanitises stored guide bodies on the way out', async () => {
    const server = await serverPromise;
    await server.db.query(
      `update faq_guides set body = '<p>Hej<script>alert(1)</script><a href="javascript:x" onclick="y">z</a></p>' where id = 'e-faktura'`,
    );
    const guide = await (await get(`/guides/e-faktura?clientId=${CLIENT}`)).json();
    expect(guide.body).toBe('<p>Hej<a>z</a></p>');
  });

  it('searches title and text case-insensitively, Swedish letters included', async () => {
    const upper = await (
      await get(`/search?clientId=${CLIENT}&q=${encodeURIComponent('PÅMINNELSE')}`)
    ).json();
    expect(upper.query).toBe('PÅMINNELSE');
    expect(upper.guides.map((guide: Summary) => guide.id)).toContain('paminnelseavgift');
    const words = await (
      await get(`/search?clientId=${CLIENT}&q=${encodeURIComponent('esim qr-kod')}`)
    ).json();
    expect(words.total).toBeGreaterThan(0);
    for (const guide of words.guides as Summary[]) expect(guide.id).toMatch(/esim/);
    const popularity = words.guides.map((guide: Summary) => guide.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const none = await (await get(`/search?clientId=${CLIENT}&q=zzzzqqq`)).json();
    expect(none).toMatchObject({ total: 0, guides: [] });
    const wildcard = await (
      await get(`/search?clientId=${CLIENT}&q=${encodeURIComponent('%%')}`)
    ).json();
    expect(wildcard.total).toBe(0);
  });

  it('rejects too short and too long searches', async () => {
    expect((await get(`/search?clientId=${CLIENT}&q=a`)).status).toBe(400);
    const long = await get(`/search?clientId=${CLIENT}&q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual([{ field: 'query.q', message: 'Högst 100 tecken' }]);
  });
});
