// `pnpm db:backup [file] [--force]` and `pnpm db:restore <file> [--force]`: backups of the
// embedded database in DATA_DIR (src/db/backup.ts). Operator tooling, so its messages are English.
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config';
import { backupPglite, BackupError, defaultBackupName, restorePglite } from './backup';

const USAGE = `Usage:
  pnpm db:backup [file] [--force]    copy the embedded database in DATA_DIR to a .tar.gz
                                     (default: lingon-backup-<time>.tar.gz here)
  pnpm db:restore <file> [--force]   load a backup into DATA_DIR; --force restores over a
                                     folder that is not empty, keeping it aside`;

const POSTGRES = `DATABASE_URL is set: the database is PostgreSQL, and its backups are PostgreSQL's own:
  pg_dump --format=custom --file=lingon.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" lingon.dump
(see README, "Backups").`;

/** Paths typed by the operator are relative to where they ran pnpm, not to this package. */
function fromCaller(file: string): string {
  return path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const unknown = rest.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const files = rest.filter((arg) => !arg.startsWith('-'));
  if ((command !== 'backup' && command !== 'restore') || unknown.length > 0 || files.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (process.env['DATABASE_URL']) {
    console.error(POSTGRES);
    return 1;
  }
  const dataDir = path.resolve(process.env['DATA_DIR'] || DEFAULT_DATA_DIR);
  if (command === 'backup') {
    const file = fromCaller(files[0] ?? defaultBackupName());
    const { bytes } = await backupPglite(dataDir, file, { force });
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    return 0;
  }
  const [file] = files;
  if (!file) {
    console.error(`Which backup? Name its file.\n\n${USAGE}`);
    return 2;
  }
  const restored = await restorePglite(fromCaller(file), dataDir, { force });
  console.log(
    `Restored ${fromCaller(file)} into ${dataDir} (${restored.migrations} migrations recorded).`,
  );
  if (restored.keptAside)
    console.log(`The folder that was there is kept at ${restored.keptAside}.`);
  console.log('Start the server as usual; it applies any newer migrations.');
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
