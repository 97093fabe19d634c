import { getConnInfo } from '@hono/node-server/conninfo';
import type { FieldError } from '@lingon/contracts/errors';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/db';

export interface RateLimit {
  /** Hits a client may make per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The calls a client may not repeat without limit: starting BankID orders, searching addresses
 * and checking prepaid numbers (each answer tells something), and creating orders, payments,
 * waiting-list sign-ups and feedback. Keyed by contract id; the TM variants share their bucket.
 */
export const RATE_LIMITS: Record<string, RateLimit & { bucket: string }> = {
  'bankid.start': { bucket: 'bankid-start', limit: 10, windowMs: MINUTE },
  'broadband.addressSearch': { bucket: 'address-search', limit: 60, windowMs: MINUTE },
  'prepaid.numberCheck': { bucket: 'number-check', limit: 20, windowMs: MINUTE },
  'broadband.orderCreate': { bucket: 'order', limit: 10, windowMs: MINUTE },
  'campaigns.offersExecute': { bucket: 'order', limit: 10, windowMs: MINUTE },
  'campaigns.telemarketingOffersExecute': { bucket: 'order', limit: 10, windowMs: MINUTE },
  'mypages.familyOrder': { bucket: 'order', limit: 10, windowMs: MINUTE },
  'prepaid.topUpCreate': { bucket: 'payment', limit: 10, windowMs: MINUTE },
  'payments.create': { bucket: 'payment', limit: 10, windowMs: MINUTE },
  'broadband.potentialCustomerCreate': { bucket: 'waiting-list', limit: 5, windowMs: MINUTE },
  'site.feedback': { bucket: 'feedback', limit: 5, windowMs: MINUTE },
};

export const RATE_LIMIT_MESSAGE = 'Du har gjort för många försök. Vänta en stund och försök igen.';

/**
 * Who is asking: the address the connection comes from, or with TRUST_PROXY the first address of
 * the proxy's X-Forwarded-For. A request without a socket (in-process tests) is 'local'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('config')?.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * Per database, the windows in which a client is known to be over a limit, with when each ends.
 * A hit only adds to a window's count, so once over it stays over until the window ends: such hits
 * are refused here without writing to the database, and a client that floods a limited call costs
 * the database nothing more. Bounded; windows that have ended are dropped first.
 */
const overLimit = new WeakMap<Db, Map<string, number>>();
const MAX_OVER_LIMIT = 10_000;

function rememberOverLimit(db: Db, key: string, windowEnd: number, now: number) {
  let held = overLimit.get(db);
  if (!held) overLimit.set(db, (held = new Map()));
  held.set(key, windowEnd);
  if (held.size <= MAX_OVER_LIMIT) return;
  for (const [other, end] of held) if (end <= now) held.delete(other);
  for (const other of held.keys()) {
    if (held.size <= MAX_OVER_LIMIT) break;
    held.delete(other);
  }
}

/**
 * Count this hit in the client's current window (one statement, so concurrent hits on any number
 * of instances count exactly) and say whether it is over the limit, and for how long.
 */
export async function hit(
  c: Context<AppEnv>,
  rule: RateLimit & { bucket: string },
): Promise<
  { limited: false } | { limited: true; retryAfterSeconds: number; errors: FieldError[] }
> {
  const factor = c.get('config').RATE_LIMIT_FACTOR;
  if (factor === 0) return { limited: false };
  const now = c.get('services').now().getTime();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const windowEnd = windowStart + rule.windowMs;
  const client = clientAddress(c);
  const db = c.get('db');
  const key = `${rule.bucket}\n${client}\n${windowStart}`;
  const limited = {
    limited: true as const,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
    errors: [{ field: 'rate', message: RATE_LIMIT_MESSAGE }],
  };
  if (overLimit.get(db)?.has(key)) return limited;
  const [row] = await db.query<{ hits: number }>(
    `insert into rate_limit_hits (bucket, client, window_start, hits) values ($1, $2, $3, 1)
     on conflict (bucket, client, window_start) do update set hits = rate_limit_hits.hits + 1
     returning hits`,
    [rule.bucket, client, new Date(windowStart)],
  );
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await c
      .get('db')
      .query('delete from rate_limit_hits where window_start < $1', [new Date(now - 86_400_000)]);
  }
  if (Number(row?.hits ?? 0) <= rule.limit * factor) return { limited: false };
  rememberOverLimit(db, key, windowEnd, now);
  return limited;
}
