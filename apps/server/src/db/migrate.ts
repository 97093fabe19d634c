import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Apply every `migrations/*.sql` not yet applied, in file-name order, all in one transaction.
 * Number ranges per area keep files apart: 0001 core, 0100 broadband, 0200 my pages,
 * 0300 content and support, 0400 payments.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  // One transaction under an advisory lock: servers starting together on one PostgreSQL database
  // wait for each other, and the second finds every file applied by the first.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map(
        (row) => row.name,
      ),
    );
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      await tx.exec(fs.readFileSync(path.join(migrationsDir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      ran.push(file);
    }
    return ran;
  });
}

/** The advisory lock key of migrations (any fixed number; 'lingon' in ASCII). */
const MIGRATION_LOCK = 0x6c696e676f6e;
