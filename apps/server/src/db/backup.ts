import fs from 'node:fs';
import path from 'node:path';
import { dataDirHolder, openPglite, PGLITE_LOCK_FILE, snapshotPglite } from './db';

/**
 * Backups of the embedded database (`pnpm db:backup`, `pnpm db:restore`): the whole PGlite data
 * folder as one gzip'd tarball, made by PGlite itself from a cluster opened for the purpose, so
 * the copy is consistent. Embedded PGlite is one process's database: both refuse while a server
 * holds the folder. On PostgreSQL, pg_dump and pg_restore do this (README "Backups").
 */

/** Why a backup or restore was refused: the message is for whoever runs it. */
export class BackupError extends Error {}

/** `lingon-backup-2026-11-22T10-30-00Z.tar.gz`: sorts by time, safe in every file system. */
export function defaultBackupName(now = new Date()): string {
  return `lingon-backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

function refuseWhileHeld(dataDir: string, what: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder === null) return;
  throw new BackupError(
    `The data folder ${dataDir} is in use by a running Lingon server (process ${holder}). ` +
      `Stop it first: embedded PGlite is one process's database, so ${what} needs the folder to itself.`,
  );
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Write a consistent copy of the database in `dataDir` to `file` (refused if the file exists). */
export async function backupPglite(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupResult> {
  if (!hasDatabase(dataDir)) {
    throw new BackupError(`There is no database in ${dataDir} to back up (no PG_VERSION there).`);
  }
  if (fs.existsSync(file) && !options.force) {
    throw new BackupError(
      `${file} exists already: choose another name, or add --force to replace it.`,
    );
  }
  refuseWhileHeld(dataDir, 'a backup');
  const db = await openPglite(dataDir);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await (await snapshotPglite(db, 'gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
  // Written beside its final name and renamed: a backup cut short never looks like a whole one.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return { file, bytes: bytes.length };
}

export interface RestoreResult {
  dataDir: string;
  /** Where the folder that was there before now is, when it held anything. */
  keptAside: string | null;
  migrations: number;
}

/** Gzip (1f 8b) or a plain tar ("ustar" at 257): anything else is not one of our backups. */
function backupKind(bytes: Uint8Array): 'gzip' | 'tar' | null {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (new TextDecoder().decode(bytes.subarray(257, 262)) === 'ustar') return 'tar';
  return null;
}

function isEmptyFolder(dataDir: string): boolean {
  if (!fs.existsSync(dataDir)) return true;
  return fs.readdirSync(dataDir).every((name) => name === PGLITE_LOCK_FILE);
}

/**
 * Load a backup from `file` into `dataDir`. An empty or missing folder is filled; a folder that
 * holds anything is refused unless `force`, and then kept aside (renamed, never deleted) before
 * the backup is loaded. A backup that does not load puts the old folder back.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  const bytes = new Uint8Array(fs.readFileSync(file));
  const kind = backupKind(bytes);
  if (!kind) {
    throw new BackupError(`${file} is not a database backup (neither a .tar.gz nor a .tar file).`);
  }
  refuseWhileHeld(dataDir, 'a restore');
  let keptAside: string | null = null;
  if (!isEmptyFolder(dataDir)) {
    if (!options.force) {
      throw new BackupError(
        `The data folder ${dataDir} is not empty. Add --force to restore over it: ` +
          'the folder is then kept aside beside it, not deleted.',
      );
    }
    const stamp = (options.now ?? new Date()).toISOString().slice(0, 19).replace(/:/g, '-');
    keptAside = `${dataDir.replace(/[\\/]+$/, '')}.before-restore-${stamp}Z`;
    fs.renameSync(dataDir, keptAside);
  }
  const snapshot = new Blob([bytes], {
    type: kind === 'gzip' ? 'application/x-gzip' : 'application/x-tar',
  });
  try {
    const db = await openPglite(dataDir, snapshot);
    try {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from schema_migrations',
      );
      return { dataDir, keptAside, migrations: row?.n ?? 0 };
    } finally {
      await db.close();
    }
  } catch (error) {
    // A server that took the new folder in the meantime keeps it; the old one stays aside.
    const holder = dataDirHolder(dataDir);
    if (holder !== null && holder !== process.pid) throw error;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (keptAside) fs.renameSync(keptAside, dataDir);
    throw new BackupError(
      `${file} could not be loaded as a Lingon database (${(error as Error).message}); ` +
        `${keptAside ? `${dataDir} is as it was` : 'nothing was changed'}.`,
    );
  }
}
