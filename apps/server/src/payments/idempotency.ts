import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';

/**
 * Run `create` once per (scope, key): a repeat with the same request answers the stored result;
 * the same key with a different request is refused (422). Uses the core idempotency_keys table.
 */
export async function once<T>(
  db: Db,
  scope: string,
  key: string,
  request: unknown,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `insert into idempotency_keys (key, scope, request_hash) values ($1, $2, $3)
       on conflict (scope, key) do nothing returning key`,
      [key, scope, requestHash],
    );
    if (claimed) {
      const result = await create(tx);
      await tx.query(
        'update idempotency_keys set status = 200, response = $3 where scope = $1 and key = $2',
        [scope, key, JSON.stringify(result)],
      );
      return result;
    }
    const [stored] = await tx.query<{ request_hash: string; status: number | null; response: T }>(
      'select request_hash, status, response from idempotency_keys where scope = $1 and key = $2',
      [scope, key],
    );
    if (!stored || stored.request_hash !== requestHash) {
      throw new HttpError(422, [
        {
          field: 'headers.idempotency-key',
          message: 'Nyckeln har redan använts för en annan förfrågan',
        },
      ]);
    }
    if (stored.status === null) {
      throw new HttpError(409, [
        { field: 'headers.idempotency-key', message: 'En förfrågan med samma nyckel pågår' },
      ]);
    }
    return stored.response;
  });
}
