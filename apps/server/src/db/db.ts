import fs from 'node:fs';
import path from 'node:path';
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

/** The file a server holds in its PGlite data folder while it has the folder open. */
export const PGLITE_LOCK_FILE = 'lingon-server.lock';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The live process holding a PGlite data folder (its lock file names one that is still running),
 * or null when the folder is free.
 */
export function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, PGLITE_LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const holder = Number(text.trim());
  return Number.isInteger(holder) && holder > 0 && processAlive(holder) ? holder : null;
}

/**
 * Take the data folder for this process: embedded PGlite is one process's database, and a second
 * server writing the same files would corrupt them. A lock left by a process that is gone is taken
 * over; one held by a live process (this one included) is refused with what to do instead.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, PGLITE_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === String(process.pid)) {
          fs.unlinkSync(file);
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== null) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Lingon server (process ${holder}). ` +
            'Stop that server first, or run several servers on one PostgreSQL database (DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/** The PGlite behind each embedded database, for snapshots (`snapshotPglite`). */
const pglites = new WeakMap<Db, PGlite>();

/**
 * Open embedded PGlite: in `dataDir`, or in memory without one. `snapshot` (a tarball from
 * `snapshotPglite`) starts the database as that copy instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // pg_trgm: the address search's index (migrations/0130_address_search_trgm.sql).
  const options = { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) };
  const pgl = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  try {
    await pgl.waitReady;
  } catch (error) {
    // A folder (or snapshot) PGlite cannot open is not held by this process either.
    unlock();
    throw error;
  }
  // A snapshot of a folder carries that folder's lock file, naming the process that made it:
  // the folder is this process's now.
  if (dataDir && snapshot)
    fs.writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), String(process.pid));
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
  const db: Db = {
    ...txDb(pgl),
    transaction: (fn) => pgl.transaction((tx) => fn(txDb(tx))),
    close: async () => {
      await pgl.close();
      unlock();
    },
  };
  pglites.set(db, pgl);
  return db;
}

/**
 * A consistent copy of an embedded database as a tarball of its data folder (gzip'd unless
 * `compression` is 'none'), for `openPglite(…, snapshot)`.
 */
export async function snapshotPglite(db: Db, compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
  const pgl = pglites.get(db);
  if (!pgl) throw new Error('Only an embedded (PGlite) database has snapshots: use pg_dump');
  return pgl.dumpDataDir(compression);
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle connection that PostgreSQL ends (a restart, a failover, an operator, a database
  // dropped with its connections) is discarded by the pool and replaced on next use; without a
  // listener the pool's 'error' event would end the whole process instead.
  pool.on('error', (error) => {
    if (closing) return;
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'error',
        error: `idle database connection lost: ${error.message}`,
      }),
    );
  });
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
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** Open the configured database: PostgreSQL when a URL is given, else PGlite in dataDir (or memory). */
export function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
