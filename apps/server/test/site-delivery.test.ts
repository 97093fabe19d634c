import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategoryFixtures, faqGuideFixtures } from '@lingon/contracts/fixtures/support';
import { createTestServer } from './harness';

const script = 'export const lingon = "mobil och bredband";\n'.repeat(100);
const page = `<!doctype html><title>Kontakta oss</title>${'<p>Ring oss</p>'.repeat(100)}`;
const fallback = `<!doctype html><title>Lingon</title><link rel="modulepreload" href="/assets/manifest-5e2a.js">${'<div></div>'.repeat(100)}`;
/** React Router's browser manifest, trimmed to a few routes of each kind. */
const manifest = `window.__reactRouterManifest=${JSON.stringify({
  entry: { module: '/assets/entry.js', imports: [], css: [] },
  routes: {
    root: { id: 'root', path: '' },
    'layouts/default-layout': { id: 'layouts/default-layout', parentId: 'root' },
    'routes/home': { id: 'routes/home', parentId: 'layouts/default-layout', index: true },
    'routes/not-found': { id: 'routes/not-found', parentId: 'layouts/default-layout', path: '404' },
    'routes/support/category': {
      id: 'routes/support/category',
      parentId: 'layouts/default-layout',
      path: 'support/:view2',
    },
    'routes/support/guides': {
      id: 'routes/support/guides',
      parentId: 'layouts/default-layout',
      path: 'support/:view2/:view3',
    },
    'routes/support/search': {
      id: 'routes/support/search',
      parentId: 'layouts/default-layout',
      path: 'support/sok',
    },
    'routes/mobilguide/guide': {
      id: 'routes/mobilguide/guide',
      parentId: 'layouts/default-layout',
      path: 'mobilguide/*',
    },
    'routes/utland/country': {
      id: 'routes/utland/country',
      parentId: 'layouts/default-layout',
      path: 'utland/:slug',
    },
    'routes/utland/priser-utomlands': {
      id: 'routes/utland/priser-utomlands',
      parentId: 'layouts/default-layout',
      path: 'utland/priser-utomlands',
    },
    'routes/prepaid/ladda-category': {
      id: 'routes/prepaid/ladda-category',
      parentId: 'layouts/default-layout',
      path: 'kontantkort/ladda/:slug',
    },
    'routes/content-page': {
      id: 'routes/content-page',
      parentId: 'layouts/default-layout',
      path: '*',
    },
    'layouts/my-lingon-layout': { id: 'layouts/my-lingon-layout', parentId: 'root' },
    'routes/my-pages/index': {
      id: 'routes/my-pages/index',
      parentId: 'layouts/my-lingon-layout',
      path: 'mitt-lingon',
      index: true,
    },
    'routes/my-pages/faktura-visa': {
      id: 'routes/my-pages/faktura-visa',
      parentId: 'layouts/my-lingon-layout',
      path: 'mitt-lingon/faktura/:invoiceNumber',
    },
  },
})};`;
const notFoundPage = `<!doctype html><title>Oops! Något gick fel (error 404)</title>${'<p>Sidan hittades inte</p>'.repeat(50)}`;

/** A built site as the build leaves it: text files with their brotli and gzip copies. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-delivery-'));
  const files: Record<string, string> = {
    'assets/app-3f9a.js': script,
    'kontakta-oss/index.html': page,
    '404/index.html': notFoundPage,
    '__spa-fallback.html': fallback,
    'assets/manifest-5e2a.js': manifest,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  writeFileSync(path.join(dir, 'og-image.png'), Buffer.alloc(2048, 7));
  return dir;
}

describe('delivery of the built site', () => {
  const siteDir = builtSite();
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer({ SITE_DIR: siteDir });
    await serverPromise;
  });
  afterAll(async () => {
    await (await serverPromise).close();
    rmSync(siteDir, { recursive: true, force: true });
  });
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await serverPromise).request(url, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/app-3f9a.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);

    const gz = await get('/assets/app-3f9a.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
    // Caches must keep the variants apart, also the one sent uncompressed.
    for (const res of [br, gz, plain]) expect(res.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('keeps hashed assets for a year and has pages revalidated', async () => {
    const asset = await get('/assets/app-3f9a.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const html = await get('/kontakta-oss', { 'Accept-Encoding': 'br' });
    expect(html.headers.get('Cache-Control')).toBe('no-cache');
    expect(html.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(html)).toString()).toBe(page);
    const image = await get('/og-image.png', { 'Accept-Encoding': 'br' });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(image.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 304 without a body when the browser already has the page', async () => {
    const first = await get('/kontakta-oss', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/kontakta-oss', { 'Accept-Encoding': 'br', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(again.headers.get('ETag')).toBe(etag);
    // Another encoding is another file: its own tag, so no 304 for the brotli tag.
    const gzip = await get('/kontakta-oss', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page);
  });

  it('answers an address with no file with the compressed SPA fallback', async () => {
    const res = await get('/mitt-lingon/faktura/70001', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(fallback);
  });

  it('answers 200 for an address a route or a content page has, 404 for any other', async () => {
    // Routes of the tree: a page of their own, decided in the browser.
    for (const url of [
      '/mitt-lingon',
      '/mitt-lingon/',
      '/support/sok',
      '/utland/priser-utomlands',
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
    // The mobile guides and country pages are dynamic pages of their kind in the content.
    for (const url of [
      '/mobilguide/byt-till-esim',
      '/mobilguide/byt-till-esim/',
      '/utland/spanien',
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
    for (const url of ['/mobilguide/a/b', '/mobilguide/finns-inte', '/utland/finns-inte']) {
      expect((await get(url)).status, url).toBe(404);
    }
    // A prepaid top-up category page is one of the offering's categories.
    expect((await get('/kontantkort/ladda/surf')).status).toBe(200);
    expect((await get('/kontantkort/ladda/finns-inte')).status).toBe(404);
    // Support pages are named after FAQ categories (by slug or id) and guides: a page when the
    // category or guide exists, as the page itself then shows it.
    const [category] = faqCategoryFixtures;
    const [guide] = faqGuideFixtures;
    for (const url of [
      `/support/${category?.slug}`,
      `/support/${category?.id}`,
      `/support/${category?.slug}/${guide?.id}`,
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
    for (const url of ['/support/finns-inte', `/support/${category?.slug}/finns-inte`]) {
      expect((await get(url)).status, url).toBe(404);
    }
    // The catch-all content page: a seeded content page, then addresses no page has.
    expect((await get('/tyck-till')).status).toBe(200);
    for (const url of ['/finns-inte', '/mitt-lingon/faktura', '/support', '/a/../b', '/%E0%A4%A']) {
      const res = await get(url, { 'Accept-Encoding': 'br' });
      expect(res.status, url).toBe(404);
      // Still the app, which shows its 404 page; never revalidated as a page.
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(fallback);
      expect(res.headers.get('ETag')).toBeNull();
    }
  });

  it('sends a prerendered page asked for with capitals to its one address', async () => {
    const res = await get('/Kontakta-Oss?fran=tips');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/kontakta-oss?fran=tips');
    // Any other path keeps its case: ids are not pages of the build.
    expect((await get('/mitt-lingon/faktura/INV-1')).status).toBe(200);
  });

  it('answers the 404 page with status 404, also when the browser has it', async () => {
    const res = await get('/404');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(notFoundPage);
    const again = await get('/404', { 'If-None-Match': '*' });
    expect(again.status).toBe(404);
  });

  it('compresses service answers on the fly', async () => {
    const res = await get('/services/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toHaveProperty('openapi');
    const plain = await get('/services/openapi.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toHaveProperty('openapi');
  });
});
