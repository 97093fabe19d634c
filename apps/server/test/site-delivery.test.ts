import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';

const script = 'export const lingon = "mobil och bredband";\n'.repeat(100);
const page = `<!doctype html><title>Kontakta oss</title>${'<p>Ring oss</p>'.repeat(100)}`;
const fallback = `<!doctype html><title>Lingon</title>${'<div></div>'.repeat(100)}`;

/** A built site as the build leaves it: text files with their brotli and gzip copies. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-delivery-'));
  const files: Record<string, string> = {
    'assets/app-3f9a.js': script,
    'kontakta-oss/index.html': page,
    '__spa-fallback.html': fallback,
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
    const res = await get('/finns-inte', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(fallback);
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
