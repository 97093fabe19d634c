import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, PGLITE_LOCK_FILE } from '../src/db/db';
import { migrate } from '../src/db/migrate';

describe('one PGlite data folder, one server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lingon-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opening of the folder with what to do instead, and frees it on close', async () => {
    const first = await openDb({ dataDir });
    await expect(openDb({ dataDir })).rejects.toThrow(
      /in use by another Lingon server \(process \d+\)[\s\S]*PostgreSQL database \(DATABASE_URL\)/,
    );
    await first.close();
    const again = await openDb({ dataDir });
    expect(await again.query('select 1 as one')).toEqual([{ one: 1 }]);
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    // A process id far above any the machine hands out.
    writeFileSync(path.join(dataDir, PGLITE_LOCK_FILE), '4194000');
    const db = await openDb({ dataDir });
    expect(await db.query('select 2 as two')).toEqual([{ two: 2 }]);
    await db.close();
  });
});

describe('migrations', () => {
  it('run once when two servers start together, and the second finds nothing to do', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    if (!url) {
      // Embedded: one database per process, so two migrations share one connection.
      const db = await openDb({});
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      expect(a.length + b.length).toBe(a.length || b.length);
      expect(Math.max(a.length, b.length)).toBeGreaterThan(0);
      await db.close();
      return;
    }
    const schema = `m_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`create schema ${schema}`);
    const sep = url.includes('?') ? '&' : '?';
    const schemaUrl = `${url}${sep}options=-c%20search_path%3D${schema}`;
    const one = await openDb({ databaseUrl: schemaUrl });
    const two = await openDb({ databaseUrl: schemaUrl });
    try {
      const [a, b] = await Promise.all([migrate(one), migrate(two)]);
      // One applied every file, the other waited for it and applied none.
      expect([a.length, b.length].sort((x, y) => x - y)[0]).toBe(0);
      expect(Math.max(a.length, b.length)).toBeGreaterThan(0);
      const rows = await one.query<{ n: string }>(
        'select count(*)::text as n from schema_migrations',
      );
      expect(Number(rows[0]?.n)).toBe(Math.max(a.length, b.length));
    } finally {
      await one.close();
      await two.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('a PostgreSQL connection lost', () => {
  it('is replaced on the next query instead of ending the process', async () => {
    const url = process.env['TEST_DATABASE_URL'] as string;
    const db = await openDb({ databaseUrl: url });
    const admin = await openDb({ databaseUrl: url });
    try {
      const [row] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      // As a restart or an operator would: the pool's idle connection is ended under it.
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [again] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again?.pid).toBeGreaterThan(0);
      expect(again?.pid).not.toBe(row?.pid);
    } finally {
      await db.close();
      await admin.close();
    }
  });
});
