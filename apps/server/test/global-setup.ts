import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, snapshotPglite } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder as an uncompressed tarball. */
    pgliteSnapshot: string;
    /** A migrated and seeded PostgreSQL database that each harness copies (TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrate and seed once per run, not once per test server: every harness starts from a copy of
 * this database (a PGlite snapshot, or a PostgreSQL template database), which takes a fraction of
 * the time of creating a cluster and running every migration and seeder again.
 */
export default async function setup(project: TestProject) {
  // The project's own setting first: one run may hold a PGlite and a PostgreSQL project.
  const url = (project.config.env ?? {})['TEST_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = `lingon_template_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`create database ${template}`);
    const db = await openDb({ databaseUrl: withDatabase(url, template) });
    await migrate(db);
    await seed(db);
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.exec(`drop database if exists ${template} with (force)`);
      await admin.close();
    };
  }
  const db = await openDb({});
  await migrate(db);
  await seed(db);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-test-db-'));
  const file = path.join(dir, 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await (await snapshotPglite(db, 'none')).arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
