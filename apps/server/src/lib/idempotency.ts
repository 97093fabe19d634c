import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { HttpError } from './http';

/** JSON with sorted object keys, so equal requests hash equally whatever the key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/**
 * Run `work` in one transaction, answered once per Idempotency-Key (core `idempotency_keys`):
 * the key row is inserted first, so a concurrent repeat waits on it (PostgreSQL) and then finds
 * the stored answer; a repeat with another body is a conflict. The answer and everything `work`
 * wrote commit together, before the caller answers, so an acknowledged order is durable. Without
 * a key the work simply runs in a transaction. A thrown error rolls the key back with the work.
 */
export async function runIdempotent<T>(
  db: Db,
  options: { scope: string; key: string | undefined; body: unknown },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const { scope, key } = options;
  return db.transaction(async (tx) => {
    if (!key) return work(tx);
    const hash = requestHash(options.body);
    const inserted = await tx.query(
      `insert into idempotency_keys (key, scope, request_hash) values ($1, $2, $3)
       on conflict (scope, key) do nothing returning key`,
      [key, scope, hash],
    );
    if (inserted.length === 0) {
      const [previous] = await tx.query<{ request_hash: string; response: T | null }>(
        'select request_hash, response from idempotency_keys where scope = $1 and key = $2',
        [scope, key],
      );
      if (!previous || previous.request_hash !== hash) {
        throw new HttpError(409, [
          {
            field: 'headers.idempotency-key',
            message: 'Nyckeln har redan använts för en annan förfrågan',
          },
        ]);
      }
      if (previous.response === null) {
        throw new HttpError(409, [
          { field: 'headers.idempotency-key', message: 'Förfrågan behandlas redan' },
        ]);
      }
      return previous.response;
    }
    const result = await work(tx);
    await tx.query(
      'update idempotency_keys set status = 200, response = $3::jsonb where scope = $1 and key = $2',
      [scope, key, JSON.stringify(result)],
    );
    return result;
  });
}
