import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { FieldError } from '@lingon/contracts/errors';
import { toPersonalNumber } from '@lingon/contracts/personal-number';
import type { AppEnv, Services } from '../context';
import { isHttps } from './security-headers';

export const SESSION_COOKIE = 'lingon_session';
/** Sessions live as long as the site keeps its stored login state (SPEC §9: 24 hours). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface Session {
  id: string;
  personalNumber: string;
  name: string;
  authMethod: string;
  /** How the request was authorised: a customer's own session, or a telemarketing channel. */
  channel: 'customer' | 'Support' | 'TM';
}

type SessionRow = { id: string; personal_number: string; name: string; auth_method: string };

export async function createSession(
  services: Services,
  c: Context<AppEnv>,
  user: { personalNumber: string; name: string; authMethod: string },
): Promise<Session> {
  const id = randomBytes(32).toString('base64url');
  const now = services.now();
  await services.db.query(
    'insert into sessions (id, personal_number, name, auth_method, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [
      id,
      user.personalNumber,
      user.name,
      user.authMethod,
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
    ],
  );
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
  return {
    id,
    personalNumber: user.personalNumber,
    name: user.name,
    authMethod: user.authMethod,
    channel: 'customer',
  };
}

/**
 * The session id the request's cookie carries, or undefined: an id is what createSession makes
 * (base64url), so anything else (garbage, NUL, a huge value) never reaches the database.
 */
function sessionIdOf(c: Context<AppEnv>): string | undefined {
  const id = getCookie(c, SESSION_COOKIE);
  return id && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : undefined;
}

/** The signed-in customer of this request, or null. */
export async function requireSession(c: Context<AppEnv>): Promise<Session | null> {
  const id = sessionIdOf(c);
  if (!id) return null;
  const services = c.get('services');
  const [row] = await services.db.query<SessionRow>(
    'select id, personal_number, name, auth_method from sessions where id = $1 and expires_at > $2',
    [id, services.now()],
  );
  if (!row) return null;
  return {
    id: row.id,
    personalNumber: row.personal_number,
    name: row.name,
    authMethod: row.auth_method,
    channel: 'customer',
  };
}

export async function destroySession(c: Context<AppEnv>): Promise<void> {
  const id = sessionIdOf(c);
  if (id) await c.get('db').query('delete from sessions where id = $1', [id]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Header carrying the telemarketing/support key that the site took from `?key=`. */
export const TM_KEY_HEADER = 'x-telemarketing-key';
/** Header carrying the customer's personal number in telemarketing mode (SPEC §6). */
export const TM_CUSTOMER_HEADER = 'tm_customer';

/** Equal secrets, compared in constant time (hashed first, so lengths do not show either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Which sales channel a key selects, or null for an unknown key. */
export function salesChannelForKey(
  services: Pick<Services, 'config'>,
  key: string | undefined,
): 'Support' | 'TM' | null {
  if (!key) return null;
  // Compared in constant time, so the answer's timing tells nothing about how much of a key matched.
  if (sameSecret(key, services.config.TM_KEY_SUPPORT)) return 'Support';
  if (sameSecret(key, services.config.TM_KEY_TELEMARKETING)) return 'TM';
  return null;
}

export async function requireTelemarketing(
  c: Context<AppEnv>,
): Promise<{ session: Session } | { status: 400 | 401 | 403; errors: FieldError[] }> {
  const channel = salesChannelForKey(c.get('services'), c.req.header(TM_KEY_HEADER));
  if (!channel)
    return {
      status: 403,
      errors: [{ field: 'headers.x-telemarketing-key', message: 'Ogiltig nyckel' }],
    };
  // Checked like every other personal number: the shape and the check digit.
  const personalNumber = toPersonalNumber(c.req.header(TM_CUSTOMER_HEADER) ?? '');
  if (personalNumber === null) {
    return {
      status: 400,
      errors: [{ field: 'headers.tm_customer', message: 'Ange kundens giltiga personnummer' }],
    };
  }
  return {
    session: {
      id: `tm:${channel}`,
      personalNumber,
      name: '',
      authMethod: 'telemarketing',
      channel,
    },
  };
}
