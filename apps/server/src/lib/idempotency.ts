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
 * Whose keys a request's Idempotency-Key is among: the signed-in person (by channel, so an agent's
 * keys and the customer's own never meet), or '' for a call made without signing in. A stored
 * answer is only ever replayed to the owner who asked first, and two owners' keys never collide.
 */
export function idempotencyOwner(
  session: { personalNumber: string; channel?: string } | null | undefined,
): string {
  return session ? `${session.channel ?? 'customer'}:${session.personalNumber}` : '';
}

/** A request's Idempotency-Key in a scope, with the hash of its body and whose key it is. */
export interface KeyedRequest {
  key: string;
  hash: string;
  /** idempotencyOwner() of the caller; '' (anonymous) when left out. */
  owner?: string;
}

/** A key of one owner, as stored. */
export interface OwnedKey {
  key: string;
  owner?: string;
}

/** What claiming a key found: the key is this request's now, or the answer it already has. */
export type KeyClaim<T> = { claimed: true } | { claimed: false; answer: T };

const ownedKey = (key: string | OwnedKey) =>
  typeof key === 'string' ? { key, owner: '' } : { key: key.key, owner: key.owner ?? '' };

/** One string per (owner, key), to match rows with requests. */
const identity = (owner: string, key: string) => JSON.stringify([owner, key]);

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
 * Claim the keys of several requests (distinct keys per owner) in one statement, inside the
 * caller's transaction: a key not used before by that owner becomes the request's (a concurrent
 * repeat waits on its row on PostgreSQL; keys are taken in order, so two transactions claiming the
 * same keys cannot each wait for the other); a key the owner used before answers what it answered
 * then. A repeat with another body, or of a request still running, is the request's own 409 (a
 * Settled error), not the batch's.
 */
export async function claimKeys<T>(
  tx: Db,
  scope: string,
  requests: KeyedRequest[],
): Promise<({ ok: true; value: KeyClaim<T> } | { ok: false; error: unknown })[]> {
  if (requests.length === 0) return [];
  const owned = requests.map((request) => ({ ...request, owner: request.owner ?? '' }));
  const inserted = await tx.query<{ key: string; owner: string }>(
    `insert into idempotency_keys (key, scope, owner, request_hash)
     select key, $1, owner, hash from jsonb_to_recordset($2::jsonb) as t(key text, owner text, hash text)
      order by owner, key
     on conflict (scope, owner, key) do nothing returning key, owner`,
    [scope, JSON.stringify(owned)],
  );
  const claimed = new Set(inserted.map((row) => identity(row.owner, row.key)));
  const repeats = owned.filter((request) => !claimed.has(identity(request.owner, request.key)));
  const previous = new Map<string, { request_hash: string; response: T | null }>();
  if (repeats.length > 0) {
    const rows = await tx.query<{
      key: string;
      owner: string;
      request_hash: string;
      response: T | null;
    }>(
      `select i.key, i.owner, i.request_hash, i.response
         from idempotency_keys i
         join jsonb_to_recordset($2::jsonb) as t(key text, owner text)
           on i.key = t.key and i.owner = t.owner
        where i.scope = $1`,
      [scope, JSON.stringify(repeats.map(({ key, owner }) => ({ key, owner })))],
    );
    for (const row of rows) previous.set(identity(row.owner, row.key), row);
  }
  return owned.map((request) => {
    const id = identity(request.owner, request.key);
    if (claimed.has(id)) return { ok: true, value: { claimed: true } };
    try {
      return {
        ok: true,
        value: { claimed: false, answer: repeatAnswer(request, previous.get(id)) },
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
  answers: (OwnedKey & { response: unknown })[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx.query(
    `update idempotency_keys i set status = 200, response = t.response
       from jsonb_to_recordset($2::jsonb) as t(key text, owner text, response jsonb)
      where i.scope = $1 and i.key = t.key and i.owner = t.owner`,
    [
      scope,
      JSON.stringify(
        answers.map((answer) => ({ ...ownedKey(answer), response: answer.response ?? null })),
      ),
    ],
  );
}

/**
 * Give claimed keys back, for requests that failed inside a transaction that still commits the
 * others' work: a repeat of such a request runs again, as after a rollback. A plain string is an
 * anonymous caller's key.
 */
export async function releaseKeys(
  tx: Db,
  scope: string,
  keys: (string | OwnedKey)[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `delete from idempotency_keys i using jsonb_to_recordset($2::jsonb) as t(key text, owner text)
      where i.scope = $1 and i.key = t.key and i.owner = t.owner`,
    [scope, JSON.stringify(keys.map(ownedKey))],
  );
}

/**
 * Run `work` in one transaction, answered once per Idempotency-Key of its owner (core
 * `idempotency_keys`): the key row is inserted first, so a concurrent repeat waits on it
 * (PostgreSQL) and then finds the stored answer; a repeat with another body is a conflict. Keys are
 * the owner's own (idempotencyOwner): another person sending the same key is a new request of
 * theirs, never given the first one's answer. The answer and everything `work` wrote commit
 * together, before the caller answers, so an acknowledged order is durable. Without a key the work
 * simply runs in a transaction. A thrown error rolls the key back with the work.
 */
export async function runIdempotent<T>(
  db: Db,
  options: { scope: string; owner?: string; key: string | undefined; body: unknown },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const { scope, key } = options;
  const owner = options.owner ?? '';
  return db.transaction(async (tx) => {
    if (!key) return work(tx);
    const [claim] = await claimKeys<T>(tx, scope, [
      { key, owner, hash: requestHash(options.body) },
    ]);
    if (!claim?.ok) throw claim?.error;
    if (!claim.value.claimed) return claim.value.answer;
    const result = await work(tx);
    await storeAnswers(tx, scope, [{ key, owner, response: result }]);
    return result;
  });
}
