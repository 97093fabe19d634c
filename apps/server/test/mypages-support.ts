import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../src/lib/auth';
import type { createTestServer } from './harness';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** Sign a demo customer in the way BankID login does: a sessions row and the session cookie. */
export async function signIn(
  server: TestServer,
  personalNumber: string,
  now: Date = new Date(),
): Promise<void> {
  const id = randomBytes(24).toString('base64url');
  await server.db.query(
    'insert into sessions (id, personal_number, name, auth_method, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [id, personalNumber, 'Demo', 'bankid', now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  server.cookies.set(SESSION_COOKIE, id);
}

export function signOut(server: TestServer): void {
  server.cookies.delete(SESSION_COOKIE);
}

/** POST a JSON body. */
export function post(server: TestServer, path: string, json: unknown) {
  return server.request(path, { method: 'POST', json });
}

export async function auditRows(server: TestServer, entity: string) {
  return server.db.query<{
    actor: string;
    action: string;
    entity_id: string;
    old_value: unknown;
    new_value: unknown;
  }>(
    'select actor, action, entity_id, old_value, new_value from audit_log where entity = $1 order by id',
    [entity],
  );
}
