import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const BASE = '/services/content';

describe('content pages', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  it('answers the start page for the empty slug and for /', async () => {
    const server = await serverPromise;
    for (const slug of ['', '/']) {
      const res = await server.request(`${BASE}/v1/static-page?slug=${encodeURIComponent(slug)}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.slug).toBe('');
      expect(page.metadata.canonical).toBe('/');
      expect(page.sections[0].type).toBe('hero');
    }
  });

  it('answers nested static pages with their price tables', async () => {
    const server = await serverPromise;
    const res = await server.request(
      `${BASE}/v1/static-page?slug=utland/priser-utomlands&locale=sv-SE`,
    );
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.title).toBe('Priser utomlands');
    const table = page.sections.find((section: { type: string }) => section.type === 'priceTable');
    expect(table.rows.length).toBeGreaterThan(2);
  });

  it('serves every public page of the spec', async () => {
    const server = await serverPromise;
    const slugs = [
      'ladda',
      'surf',
      'start',
      'tyck-till',
      'kontakta-oss',
      'mobilguide',
      'utland/priser-till-utlandet',
      'glomt-losenord',
      'aktiveraspotify',
      'driftstorningar',
      'mobilforsakring',
      'kunskap/surfinfo',
      'kontantkort',
      'registrera-kontantkort',
      'dark-mode-demo',
      'om-lingon',
      'bredband/cmore',
      'bredband/wifitogo',
      'villkor',
      'integritetspolicy',
      'priser',
    ];
    for (const slug of slugs) {
      const res = await server.request(`${BASE}/v1/static-page?slug=${slug}`);
      expect(res.status, slug).toBe(200);
    }
    const start = await (await server.request(`${BASE}/v1/static-page?slug=start`)).json();
    expect(start.title).toBe('Du är nu utloggad');
  });

  it('answers 404 with the page-not-found message for an unknown slug', async () => {
    const server = await serverPromise;
    const res = await server.request(`${BASE}/v1/static-page?slug=finns/inte`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual([
      { field: 'query.slug', message: 'Page Not Found: /finns/inte' },
    ]);
  });

  it('rejects a missing or malformed slug and an unknown locale with 400', async () => {
    const server = await serverPromise;
    const missing = await server.request(`${BASE}/v1/static-page`);
    expect(missing.status).toBe(400);
    expect((await missing.json())[0].field).toBe('query.slug');
    const malformed = await server.request(
      `${BASE}/v1/static-page?slug=${encodeURIComponent('<script>')}`,
    );
    expect(malformed.status).toBe(400);
    const locale = await server.request(`${BASE}/v1/static-page?slug=ladda&locale=en-US`);
    expect(locale.status).toBe(400);
    expect(await locale.json()).toEqual([
      { field: 'query.locale', message: 'Språket stöds inte, använd sv-SE' },
    ]);
  });

  it('answers dynamic pages with parent and children', async () => {
    const server = await serverPromise;
    const res = await server.request(`${BASE}/v1/dynamic-page?slug=mobilguide/byt-till-esim`);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.kind).toBe('guide');
    expect(page.parent).toEqual({ label: 'Mobilguide', href: '/mobilguide' });
    // 'Läs också': the other guides, never the page itself.
    expect(page.children.map((child: { href: string }) => child.href)).toEqual([
      '/mobilguide/flytta-nummer',
      '/mobilguide/installningar',
    ]);
    const country = await (
      await server.request(`${BASE}/v1/dynamic-page?slug=utland/thailand`)
    ).json();
    expect(country.kind).toBe('country');
    const missing = await server.request(`${BASE}/v1/dynamic-page?slug=utland/atlantis`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual([
      { field: 'query.slug', message: 'Page Not Found: /utland/atlantis' },
    ]);
  });

  it('answers product lists whose cards match broadband product ids', async () => {
    const server = await serverPromise;
    const shortTerm = await (await server.request(`${BASE}/v1/product-lists/short-term`)).json();
    expect(shortTerm.products.map((card: { price: number }) => card.price)).toEqual([
      149, 249, 299,
    ]);
    const bundle = await (await server.request(`${BASE}/v1/product-lists/bundle`)).json();
    expect(bundle.products.map((card: { price: number }) => card.price)).toEqual([389, 489, 689]);
    expect(bundle.products[0].dealPrice).toBe(369);
    const connections = await (
      await server.request(`${BASE}/v1/product-lists/broadband-connection`)
    ).json();
    expect(connections.products.map((card: { productId: string }) => card.productId)).toContain(
      'BB-1000-1000',
    );
    const mobile = await server.request(`${BASE}/v1/product-lists/mobile-subscription`);
    expect(mobile.status).toBe(200);
    const unknown = await server.request(`${BASE}/v1/product-lists/tv-only`);
    expect(unknown.status).toBe(400);
    expect((await unknown.json())[0].field).toBe('params.type');
  });

  it('answers the navigation with the broadband submenu', async () => {
    const server = await serverPromise;
    const navigation = await (await server.request(`${BASE}/v1/navigation`)).json();
    expect(navigation.broadband.map((link: { label: string }) => link.label)).toEqual([
      'Bredband',
      'Bredband + TV',
      'Kortidsbredband',
    ]);
    expect(navigation.footer.length).toBeGreaterThan(0);
  });

  it('pages entries of a content type', async () => {
    const server = await serverPromise;
    const first = await (
      await server.request(`${BASE}/entries?content_type=staticPage&limit=5`)
    ).json();
    expect(first.sys).toEqual({ type: 'Array' });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(20);
    expect(first.items[0].sys.contentType.sys.id).toBe('staticPage');
    const second = await (
      await server.request(`${BASE}/entries?content_type=staticPage&limit=5&skip=5`)
    ).json();
    expect(second.items[0].sys.id).not.toBe(first.items[0].sys.id);
    const tooMany = await server.request(`${BASE}/entries?content_type=staticPage&limit=101`);
    expect(tooMany.status).toBe(400);
    const badType = await server.request(`${BASE}/entries?content_type=banner`);
    expect(badType.status).toBe(400);
  });

  it('sanitises rich text on the way out', async () => {
    const server = await serverPromise;
    const page = {
      title: 'Elak sida',
      slug: 'elak',
      metadata: { description: 'Test' },
      updatedAt: '2026-11-02T08:00:00.000Z',
      sections: [
        {
          type: 'text',
          id: 'a',
          body: '<p onclick="alert(1)">Hej <a href="javascript:alert(2)">klicka</a><script>alert(3)</script><img src="x" onerror="alert(4)"> <strong>bra</strong> <a href="/bredband" target="_blank">länk</a></p>',
        },
        {
          type: 'faq',
          id: 'b',
          items: [
            {
              question: 'Q',
              answer: '<p>Svar<iframe src="https://evil.example"></iframe><style>p{}</style></p>',
            },
          ],
        },
      ],
    };
    await server.db.query(
      "insert into content_entries (content_type, entry_key, locale, fields) values ('staticPage', 'elak', 'sv-SE', $1)",
      [JSON.stringify(page)],
    );
    const body = await (await server.request(`${BASE}/v1/static-page?slug=elak`)).json();
    const html = body.sections[0].body as string;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<strong>bra</strong>');
    expect(html).toContain(
      '<a href="/bredband" target="_blank" rel="noopener noreferrer">länk</a>',
    );
    expect(body.sections[1].items[0].answer).toBe('<p>Svar</p>');
    const viaGraphql = await (
      await server.request(`${BASE}/graphql`, {
        method: 'POST',
        json: { query: '{ staticPage(slug: "elak") { sections } }' },
      })
    ).json();
    expect(JSON.stringify(viaGraphql)).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('answers 503 when a stored entry no longer matches its schema', async () => {
    const server = await serverPromise;
    await server.db.query(
      "insert into content_entries (content_type, entry_key, locale, fields) values ('staticPage', 'trasig', 'sv-SE', $1)",
      [JSON.stringify({ title: 'Trasig' })],
    );
    const res = await server.request(`${BASE}/v1/static-page?slug=trasig`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual([
      { field: 'content', message: 'Innehållet kunde inte hämtas just nu' },
    ]);
  });
});
