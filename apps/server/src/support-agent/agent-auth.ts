import { createHmac, timingSafeEqual } from 'node:crypto';
import { BRAND } from '@lingon/contracts/brand';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { isHttps } from '../lib/security-headers';

/** The agent console's address; its cookie is sent to this path and below only. */
export const AGENT_CONSOLE_PATH = '/kundtjanst/chatt/';

/** The console's sign-in cookie: HttpOnly, SameSite=Strict, this path only. */
export const AGENT_COOKIE = `${BRAND.slug}_kundtjanst`;

/** A sign-in lasts a working day; then the support key is asked for again. */
export const AGENT_SIGN_IN_TTL_MS = 10 * 60 * 60 * 1000;

/** The name a colleague signs answers with: a first name or a short signature. */
export const STAFF_NAME_PATTERN = /^[\p{L}][\p{L} .'-]{0,29}$/u;

export interface Agent {
  /** The name the customer sees on this colleague's answers. */
  name: string;
}

/**
 * The cookie's value is the colleague's name and the sign-in's expiry, signed with the support
 * key (HMAC-SHA256): the key itself never leaves the sign-in form, nothing is stored on the
 * server, and changing TM_KEY_SUPPORT signs every colleague out.
 */
function signature(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`support-agent:${payload}`, 'utf8').digest();
}

export function signIn(c: Context<AppEnv>, agent: Agent): void {
  const services = c.get('services');
  const expires = services.now().getTime() + AGENT_SIGN_IN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ n: agent.name, e: expires }), 'utf8').toString(
    'base64url',
  );
  const signed = `${payload}.${signature(services.config.TM_KEY_SUPPORT, payload).toString('base64url')}`;
  setCookie(c, AGENT_COOKIE, signed, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: AGENT_CONSOLE_PATH,
    maxAge: AGENT_SIGN_IN_TTL_MS / 1000,
  });
}

export function signOut(c: Context<AppEnv>): void {
  deleteCookie(c, AGENT_COOKIE, {
    path: AGENT_CONSOLE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
  });
}

/** The signed-in colleague of this request, or null (no cookie, a forged or expired one). */
export function signedInAgent(c: Context<AppEnv>): Agent | null {
  const value = getCookie(c, AGENT_COOKIE);
  if (!value || value.length > 512) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) return null;
  const [, payload = '', given = ''] = match;
  const services = c.get('services');
  const expected = signature(services.config.TM_KEY_SUPPORT, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const { n: name, e: expires } = claims as { n?: unknown; e?: unknown };
  if (typeof name !== 'string' || !STAFF_NAME_PATTERN.test(name)) return null;
  if (typeof expires !== 'number' || expires <= services.now().getTime()) return null;
  return { name };
}
