import { getConnInfo } from '@hono/node-server/conninfo';
import type { FieldError } from '@lingon/contracts/errors';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { requestHeader } from './request-headers';
import type { Db } from '../db/db';

export interface RateLimit {
  /** Hits a client may make per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The calls a client may not repeat without limit: starting BankID orders, searching addresses
 * and checking prepaid numbers (each answer tells something), and creating orders, top-ups (each asks for a payment),
 * waiting-list sign-ups, feedback, prepaid card registrations and chats (each stores what it is
 * sent, and a chat reaches a person). Keyed by contract id; the TM variants share their bucket.
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
  'broadband.potentialCustomerCreate': { bucket: 'waiting-list', limit: 5, windowMs: MINUTE },
  'site.feedback': { bucket: 'feedback', limit: 5, windowMs: MINUTE },
  'site.prepaidCardRegistration': { bucket: 'registration', limit: 5, windowMs: MINUTE },
  'site.chatStart': { bucket: 'chat-start', limit: 5, windowMs: MINUTE },
  // A person writes a message every few seconds at most.
  'site.chatSend': { bucket: 'chat-send', limit: 30, windowMs: MINUTE },
};

export const RATE_LIMIT_MESSAGE = 'Du har gjort för många försök. Vänta en stund och försök igen.';

/** How often an instance writes the hits it counted to the database and reads the totals back. */
export const RATE_LIMIT_FLUSH_MS = 500;

/** Counts held per instance before the synced ones are forgotten (they are read again on use). */
const MAX_COUNTS = 50_000;
/** Windows that ended this long ago are deleted from the database, at most this often. */
const KEEP_WINDOWS_MS = 86_400_000;
const CLEAN_EVERY_MS = 3_600_000;

/**
 * Who is asking: the address the connection comes from, or with TRUST_PROXY the address the
 * trusted proxy appended to X-Forwarded-For, which is the right-most one. A proxy adds the
 * address it was reached from to the end of whatever list the client sent (nginx's
 * `$proxy_add_x_forwarded_for`), so every entry to the left of it is the client's own say and
 * could be anything; the last one is the only one the proxy vouches for. This assumes one proxy
 * in front of the server. Without TRUST_PROXY the header is not read at all. A request without a
 * socket (in-process tests) is 'local'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('config')?.TRUST_PROXY) {
    const forwarded = proxiedAddress(requestHeader(c, 'x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** The right-most address of an X-Forwarded-For list (see clientAddress), or undefined. */
export function proxiedAddress(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last ? last : undefined;
}

/** One client's hits in one bucket and window, as this instance knows them. */
interface Count {
  bucket: string;
  client: string;
  windowStart: number;
  windowEnd: number;
  /** The total of every instance, as last read from the database (this one's written hits in it). */
  shared: number;
  /** Hits of this instance being written by a flush now. */
  inFlight: number;
  /** Hits of this instance not written yet. */
  pending: number;
  /** When `shared` was read. */
  readAt: number;
  /** A hit writing itself through; other hits of this count wait for it. */
  syncing: Promise<void> | null;
  /** Over the limit: a count only grows, so every further hit in the window is refused. */
  over: boolean;
}

export type RateVerdict =
  { limited: false } | { limited: true; retryAfterSeconds: number; errors: FieldError[] };

/**
 * Per-client rate limits of one server instance, shared with the other instances on the database
 * through `rate_limit_hits` (bucket, client, fixed window).
 *
 * Each instance counts its own hits exactly, in memory. The first hit of a window on an instance,
 * and any hit whose count was last read more than one flush interval ago, writes itself through
 * and reads the total of every instance in one statement (concurrent hits on the same count wait
 * for it). Other hits are added in memory and written in batches: at most every
 * RATE_LIMIT_FLUSH_MS a hit starts a flush, one statement that adds every count's new hits and
 * reads the totals back. So a client that floods a limited call costs the database one statement
 * per flush interval, not one per call.
 *
 * The bound: an instance decides on a total that misses at most the hits other instances took in
 * the last two flush intervals (about a second): their hits not yet flushed, and those flushed
 * since this instance last read. A client spreading calls over several instances may get that
 * many calls beyond the limit; on one instance the limit is exact. Hits not yet written when an
 * instance stops cleanly are written by `flush()` on the way out (main.ts); a crash loses them.
 *
 * Once a client is over a limit, the instance refuses it for the rest of that window without
 * counting or writing anything: a count only grows.
 */
export class RateLimiter {
  private readonly counts = new Map<string, Count>();
  private flushing: Promise<void> | null = null;
  private flushedAt: number;
  private cleanedAt: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly flushMs = RATE_LIMIT_FLUSH_MS,
  ) {
    this.flushedAt = now();
    this.cleanedAt = this.flushedAt;
  }

  /** Count one hit of `client` against `rule` at `now` and say whether it is over the limit. */
  async hit(
    rule: RateLimit & { bucket: string },
    client: string,
    allowed: number,
    now: number,
  ): Promise<RateVerdict> {
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const windowEnd = windowStart + rule.windowMs;
    const key = `${rule.bucket}\n${client}\n${windowStart}`;
    const verdict = (count: Count, total: number): RateVerdict => {
      if (total <= allowed) return { limited: false };
      count.over = true;
      return {
        limited: true,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
        errors: [{ field: 'rate', message: RATE_LIMIT_MESSAGE }],
      };
    };
    for (;;) {
      let count = this.counts.get(key);
      if (count?.over) return verdict(count, Number.POSITIVE_INFINITY);
      if (count?.syncing) {
        await count.syncing;
        continue;
      }
      if (!count) {
        count = {
          bucket: rule.bucket,
          client,
          windowStart,
          windowEnd,
          shared: 0,
          inFlight: 0,
          pending: 0,
          readAt: now,
          syncing: null,
          over: false,
        };
        this.counts.set(key, count);
        return verdict(count, await this.writeThrough(key, count, now, true));
      }
      if (count.pending === 0 && count.inFlight === 0 && now - count.readAt >= this.flushMs) {
        return verdict(count, await this.writeThrough(key, count, now, false));
      }
      count.pending += 1;
      const total = count.shared + count.inFlight + count.pending;
      if (!this.flushing && now - this.flushedAt >= this.flushMs) void this.flush();
      return verdict(count, total);
    }
  }

  /** Write one hit and read the total of every instance; answers the total. */
  private async writeThrough(key: string, count: Count, now: number, fresh: boolean) {
    let release = () => {};
    count.syncing = new Promise<void>((resolve) => (release = resolve));
    try {
      const [row] = await this.db.query<{ hits: number }>(
        `insert into rate_limit_hits (bucket, client, window_start, hits) values ($1, $2, $3, 1)
         on conflict (bucket, client, window_start) do update set hits = rate_limit_hits.hits + 1
         returning hits`,
        [count.bucket, count.client, new Date(count.windowStart)],
      );
      count.shared = Number(row?.hits ?? 0);
      count.readAt = now;
      return count.shared;
    } catch (error) {
      if (fresh && this.counts.get(key) === count) this.counts.delete(key);
      throw error;
    } finally {
      count.syncing = null;
      release();
    }
  }

  /**
   * Write every count's new hits in one statement and read the totals back; forget counts whose
   * window has ended. Waits for a flush already running, then flushes what came since. A failed
   * write keeps the hits for the next flush (and is logged, not thrown).
   */
  flush(): Promise<void> {
    const run = (this.flushing ?? Promise.resolve()).then(() => this.flushOnce());
    const tracked = run.finally(() => {
      if (this.flushing === tracked) this.flushing = null;
    });
    this.flushing = tracked;
    return tracked;
  }

  private async flushOnce(): Promise<void> {
    const now = this.now();
    this.flushedAt = now;
    const batch = [...this.counts.values()]
      .filter((count) => count.pending > 0)
      .sort((a, b) =>
        // One order on every instance, so that two flushes never wait on each other's rows.
        a.bucket !== b.bucket
          ? a.bucket < b.bucket
            ? -1
            : 1
          : a.client !== b.client
            ? a.client < b.client
              ? -1
              : 1
            : a.windowStart - b.windowStart,
      );
    for (const count of batch) {
      count.inFlight = count.pending;
      count.pending = 0;
    }
    try {
      if (batch.length > 0) {
        const rows = await this.db.query<{
          bucket: string;
          client: string;
          window_start: Date | string;
          hits: number;
        }>(
          `insert into rate_limit_hits (bucket, client, window_start, hits)
           select bucket, client, window_start, hits
             from jsonb_to_recordset($1::jsonb)
                  as t(bucket text, client text, window_start timestamptz, hits integer)
           on conflict (bucket, client, window_start)
             do update set hits = rate_limit_hits.hits + excluded.hits
           returning bucket, client, window_start, hits`,
          [
            JSON.stringify(
              batch.map((count) => ({
                bucket: count.bucket,
                client: count.client,
                window_start: new Date(count.windowStart).toISOString(),
                hits: count.inFlight,
              })),
            ),
          ],
        );
        const totals = new Map(
          rows.map((row) => [
            `${row.bucket}\n${row.client}\n${new Date(row.window_start).getTime()}`,
            Number(row.hits),
          ]),
        );
        for (const count of batch) {
          const total = totals.get(`${count.bucket}\n${count.client}\n${count.windowStart}`);
          if (total !== undefined) {
            count.shared = total;
            count.readAt = now;
          } else {
            count.shared += count.inFlight;
          }
          count.inFlight = 0;
        }
      }
    } catch (error) {
      for (const count of batch) {
        count.pending += count.inFlight;
        count.inFlight = 0;
      }
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          error: `rate limit hits not written (kept for the next flush): ${
            error instanceof Error ? error.message : String(error)
          }`,
        }),
      );
      return;
    }
    this.forget(now);
    if (now - this.cleanedAt >= CLEAN_EVERY_MS) {
      this.cleanedAt = now;
      await this.db
        .query('delete from rate_limit_hits where window_start < $1', [
          new Date(now - KEEP_WINDOWS_MS),
        ])
        .catch(() => {
          // Tried again at the next clean-up.
        });
    }
  }

  /** Drop counts of ended windows, and synced ones beyond the bound (read again when used). */
  private forget(now: number) {
    const settled = (count: Count) =>
      count.pending === 0 && count.inFlight === 0 && count.syncing === null;
    for (const [key, count] of this.counts) {
      if (count.windowEnd <= now && settled(count)) this.counts.delete(key);
    }
    for (const [key, count] of this.counts) {
      if (this.counts.size <= MAX_COUNTS) break;
      if (settled(count)) this.counts.delete(key);
    }
  }
}

/**
 * Count this hit in the client's current window on this instance's limiter and say whether it is
 * over the limit, and for how long.
 */
export function hit(
  c: Context<AppEnv>,
  rule: RateLimit & { bucket: string },
): Promise<RateVerdict> {
  const factor = c.get('config').RATE_LIMIT_FACTOR;
  if (factor === 0) return Promise.resolve({ limited: false });
  return c
    .get('rateLimiter')
    .hit(rule, clientAddress(c), rule.limit * factor, c.get('services').now().getTime());
}
