import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { requestHeader } from './request-headers';

/** Where browsers report what the Content-Security-Policy blocked (Reporting API and report-uri). */
export const CSP_REPORT_PATH = '/services/site/v1/csp-report';

/**
 * Whether the browser reached the site over HTTPS: this server's own URL, or with TRUST_PROXY the
 * X-Forwarded-Proto of the reverse proxy in front of it.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!c.get('config')?.TRUST_PROXY) return false;
  const forwarded = requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Headers every page and file carries: no MIME sniffing, no framing by other sites, the referrer
 * trimmed to the origin when leaving the site, powerful features off, and a window of our own
 * (Cross-Origin-Opener-Policy).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * What a service answer carries instead: it is JSON, never a page, so of the headers above only
 * those that guard a response a browser could be led to sniff or frame apply (as OWASP's REST
 * security cheat sheet lists them for APIs). The referrer, permissions and opener policies govern
 * documents; on every service answer they cost a cached call about a tenth of its p99 at 200
 * connections.
 */
const SERVICE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/** HSTS, only over HTTPS, where a browser honours it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every answer (the security headers, and what is added with `answerHeaders(c)`:
 * the request id, CORS) are collected in one plain record before the handler runs, and given to
 * the answer by `applyAnswerHeaders` once it is made.
 */
export function collectAnswerHeaders(c: Context<AppEnv>): void {
  const headers: Record<string, string> = {
    ...(c.req.path.startsWith('/services/') ? SERVICE_HEADERS : SECURITY_HEADERS),
  };
  if (isHttps(c)) headers['Strict-Transport-Security'] = HSTS;
  c.set('answerHeaders', headers);
}

/** The headers this request's answer will carry (add to them before the answer is made). */
export function answerHeaders(c: Context<AppEnv>): Record<string, string> {
  let headers = c.get('answerHeaders');
  if (!headers) c.set('answerHeaders', (headers = {}));
  return headers;
}

/**
 * Give the made answer the collected headers. Through the Node server they go straight onto Node's
 * response, which sends them with the answer's own: setting them one by one on the answer's web
 * Headers (which the Node adapter builds only when asked) cost a cached service answer about a
 * quarter of its time. Without Node (`app.request` in tests) they are set on the answer.
 */
export function applyAnswerHeaders(c: Context<AppEnv>): void {
  const headers = answerHeaders(c);
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    return;
  }
  const target = c.res.headers;
  for (const name in headers) target.set(name, headers[name] as string);
}

/** The SHA-256 source expression of every inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] as string;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * The policy of one page of the site: scripts only from this origin and the page's own inline
 * scripts by hash (the theme and consent scripts that run before the first paint, and React
 * Router's hydration data), never 'unsafe-inline' or eval for scripts; inline styles are allowed
 * because the primitives position popovers with style attributes. No other site may frame a page.
 */
export function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

const policies = new Map<string, { mtimeMs: number; policy: string }>();

/**
 * The policy for a built HTML file (the brotli or gzip copy answers for the file it was made
 * from), kept until the file changes.
 */
export function policyForFile(file: string): string {
  const source = file.replace(/\.(?:br|gz)$/, '');
  const { mtimeMs } = fs.statSync(source);
  const cached = policies.get(source);
  if (cached && cached.mtimeMs === mtimeMs) return cached.policy;
  const policy = contentSecurityPolicy(fs.readFileSync(source, 'utf8'));
  policies.set(source, { mtimeMs, policy });
  return policy;
}
