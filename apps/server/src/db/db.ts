import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The one database interface: the same SQL runs on embedded PGlite and on PostgreSQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** Run several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

function wrap(
  kind: Db['kind'],
  q: Queryable,
  exec: (sql: string) => Promise<void>,
): Omit<Db, 'transaction' | 'close'> {
  return {
    kind,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return result.rows as T[];
    },
    exec,
  };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the address search's index (migrations/0130_address_search_trgm.sql).
  const options = { extensions: { pg_trgm } };
  const pgl = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pgl.waitReady;
  const txDb = (target: Pick<PGlite, 'query' | 'exec'>): Db => {
    const db: Db = {
      ...wrap('pglite', target as unknown as Queryable, async (sql) => {
        await target.exec(sql);
      }),
      // PGlite has no nested transactions: an inner transaction joins the outer one.
      transaction: (fn) => fn(db),
      close: async () => {},
    };
    return db;
  };
  return {
    ...txDb(pgl),
    transaction: (fn) => pgl.transaction((tx) => fn(txDb(tx))),
    close: () => pgl.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const base = wrap('postgres', pool, async (sql) => {
    await pool.query(sql);
  });
  return {
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const txDb: Db = {
          ...wrap('postgres', client, async (sql) => {
            await client.query(sql);
          }),
          transaction: (inner) => inner(txDb),
          close: async () => {},
        };
        const result = await fn(txDb);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Open the configured database: PostgreSQL when a URL is given, else PGlite in dataDir (or memory). */
export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
