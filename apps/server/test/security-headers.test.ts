import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/lib/security-headers';
import { createTestServer } from './harness';

const themeScript = 'document.documentElement.dataset.theme="light"';
const routerContext = 'window.__reactRouterContext = {"basename":"/"};';
const page = `<!doctype html><html><head><script>${themeScript}</script>
<script type="module" src="/assets/entry.js"></script></head>
<body><script>${routerContext}</script><script type="module">import "/assets/app.js";</script></body></html>`;

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the body of every inline script and leaves scripts with a src out', () => {
    expect(inlineScriptHashes(page)).toEqual(
      [sha(themeScript), sha(routerContext), sha('import "/assets/app.js";')].sort(),
    );
  });

  it('makes a policy without unsafe-inline or eval for scripts and no framing', () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha(themeScript));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('protective headers', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    const file = path.join(siteDir, 'kontakta-oss', 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
    writeFileSync(`${file}.br`, brotliCompressSync(page));
    writeFileSync(path.join(siteDir, '__spa-fallback.html'), page);
    serverPromise = createTestServer({ SITE_DIR: siteDir });
    await serverPromise;
  });
  afterAll(async () => {
    await (await serverPromise).close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("sends a page's policy with its own inline scripts' hashes, also for the brotli copy", async () => {
    const server = await serverPromise;
    for (const encoding of ['br', 'identity']) {
      const res = await server.request('/kontakta-oss', {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(page));
    }
    // A path the app renders from the SPA fallback gets the fallback's policy.
    const fallback = await server.request('/mitt-lingon/faktura');
    expect(fallback.headers.get('Content-Security-Policy')).toContain(sha(themeScript));
  });

  it('puts nosniff and no framing on every answer, and the document policies on pages', async () => {
    const server = await serverPromise;
    for (const url of ['/kontakta-oss', '/services/openapi.json', '/services/okand']) {
      const res = await server.request(url);
      expect(res.headers.get('X-Content-Type-Options'), url).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options'), url).toBe('DENY');
      // Served over plain HTTP here: HSTS would be ignored, so it is not sent.
      expect(res.headers.get('Strict-Transport-Security'), url).toBeNull();
    }
    const page = await server.request('/kontakta-oss');
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(page.headers.get('Permissions-Policy')).toContain('camera=()');
    // A service answer is JSON, never a document: the document policies would say nothing.
    const service = await server.request('/services/openapi.json');
    expect(service.headers.get('Referrer-Policy')).toBeNull();
    expect(service.headers.get('Permissions-Policy')).toBeNull();
  });

  it('takes a CSP violation report and refuses a body that is not one', async () => {
    const server = await serverPromise;
    const report = await server.request('/services/site/v1/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'script-src' },
      }),
    });
    expect(report.status).toBe(204);
    const junk = await server.request('/services/site/v1/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"nope": 1}',
    });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toEqual([{ field: 'body', message: 'Rapporten kunde inte läsas.' }]);
  });
});
