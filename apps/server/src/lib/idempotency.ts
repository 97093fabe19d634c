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

/** A request's Idempotency-Key in a scope, with the hash of its body. */
export interface KeyedRequest {
  key: string;
  hash: string;
}

/** What claiming a key found: the key is this request's now, or the answer it already has. */
export type KeyClaim<T> = { claimed: true } | { claimed: false; answer: T };

function repeatAnswer<T>(
  request: KeyedRequest,
  previous: { request_hash: string; response: T | null } | undefined,
): T {
  if (!previous || previous.request_hash !== request.hash) {
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

/**
 * Claim the keys of several requests (distinct keys) in one statement, inside the caller's
 * transaction: a key not used before becomes the request's (a concurrent repeat waits on its row
 * on PostgreSQL; keys are taken in order, so two transactions claiming the same keys cannot each
 * wait for the other); a key used before answers what it answered then. A repeat with another body,
 * or of a request still running, is the request's own 409 (a Settled error), not the batch's.
 */
export async function claimKeys<T>(
  tx: Db,
  scope: string,
  requests: KeyedRequest[],
): Promise<({ ok: true; value: KeyClaim<T> } | { ok: false; error: unknown })[]> {
  if (requests.length === 0) return [];
  const inserted = await tx.query<{ key: string }>(
    `insert into idempotency_keys (key, scope, request_hash)
     select key, $1, hash from jsonb_to_recordset($2::jsonb) as t(key text, hash text)
      order by key
     on conflict (scope, key) do nothing returning key`,
    [scope, JSON.stringify(requests)],
  );
  const claimed = new Set(inserted.map((row) => row.key));
  const repeats = requests.filter((request) => !claimed.has(request.key));
  const previous = new Map<string, { request_hash: string; response: T | null }>();
  if (repeats.length > 0) {
    const rows = await tx.query<{ key: string; request_hash: string; response: T | null }>(
      `select key, request_hash, response from idempotency_keys
        where scope = $1 and key = any($2::text[])`,
      [scope, repeats.map((request) => request.key)],
    );
    for (const row of rows) previous.set(row.key, row);
  }
  return requests.map((request) => {
    if (claimed.has(request.key)) return { ok: true, value: { claimed: true } };
    try {
      return {
        ok: true,
        value: { claimed: false, answer: repeatAnswer(request, previous.get(request.key)) },
      };
    } catch (error) {
      return { ok: false, error };
    }
  });
}

/** Store the answers of claimed keys, in one statement (they commit with the work). */
export async function storeAnswers(
  tx: Db,
  scope: string,
  answers: { key: string; response: unknown }[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx.query(
    `update idempotency_keys set status = 200, response = $3::jsonb -> key
      where scope = $1 and key = any($2::text[])`,
    [
      scope,
      answers.map((answer) => answer.key),
      JSON.stringify(Object.fromEntries(answers.map((answer) => [answer.key, answer.response]))),
    ],
  );
}

/**
 * Give claimed keys back, for requests that failed inside a transaction that still commits the
 * others' work: a repeat of such a request runs again, as after a rollback.
 */
export async function releaseKeys(tx: Db, scope: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query('delete from idempotency_keys where scope = $1 and key = any($2::text[])', [
    scope,
    keys,
  ]);
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
    const [claim] = await claimKeys<T>(tx, scope, [{ key, hash: requestHash(options.body) }]);
    if (!claim?.ok) throw claim?.error;
    if (!claim.value.claimed) return claim.value.answer;
    const result = await work(tx);
    await storeAnswers(tx, scope, [{ key, response: result }]);
    return result;
  });
}
