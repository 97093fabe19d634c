// The crash run (`pnpm bench`, or alone with `pnpm bench crash`): BENCH_CRASH_ORDERS order
// submissions (1,000) at BENCH_CRASH_CONNECTIONS concurrent connections (100), each retried on
// its own Idempotency-Key until it is answered; the server is killed with SIGKILL at a random
// moment and restarted on the same database, and the retries finish. Then every acknowledged
// order must exist exactly once: none lost, none doubled. On PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/db.ts';
import {
  bankidOrderRefs,
  freePort,
  orderTarget,
  startServer,
  stop,
  waitFor,
  withPostgres,
} from './server.ts';

const ORDERS = Number(process.env['BENCH_CRASH_ORDERS'] ?? 1000);
const CONNECTIONS = Number(process.env['BENCH_CRASH_CONNECTIONS'] ?? 100);
const ORDER = '/services/lingon-broadband-service/v2/order/create';
/** How long a submission is retried before it counts as never answered. */
const GIVE_UP_MS = 180_000;

export interface CrashFigures {
  database: string;
  submitted: number;
  acknowledged: number;
  /** Submissions that needed at least one retry, and the retries made in all. */
  retried: number;
  retries: number;
  /** Acknowledged before the kill, and the acknowledgements when the kill came. */
  killedAfterMs: number;
  restartMs: number;
  foundOnce: number;
  lost: number;
  doubled: number;
  /** Refused with a 4xx other than "being processed": a bench or server fault either way. */
  refused: number;
  unanswered: number;
}

const up = (base: string) =>
  waitFor(async () => (await fetch(`${base}/services/account/v3/isLoggedIn`)).ok, 'The server');

/** Rows per BankID order reference: the one thing each submission makes once. */
async function ordersByRef(
  env: Record<string, string>,
  refs: string[],
): Promise<Map<string, { count: number; ids: string[] }>> {
  const sql = `select bankid_order_ref as ref, count(*)::int as n, array_agg(id::text) as ids
     from broadband_orders where bankid_order_ref = any($1) group by bankid_order_ref`;
  let rows: { ref: string; n: number; ids: string[] }[];
  if (env['DATABASE_URL']) {
    const client = new pg.Client({ connectionString: env['DATABASE_URL'] });
    await client.connect();
    try {
      rows = (await client.query(sql, [refs])).rows;
    } finally {
      await client.end();
    }
  } else {
    const db = await openPglite(env['DATA_DIR']);
    try {
      rows = await db.query(sql, [refs]);
    } finally {
      await db.close();
    }
  }
  return new Map(rows.map((row) => [row.ref, { count: row.n, ids: row.ids }]));
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function crashRun(
  label: string,
  env: Record<string, string>,
  log: (message: string) => void,
): Promise<CrashFigures> {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer({ ...env, LOG_REQUESTS: '0' }, port);
  try {
    await up(base);
    const { orderBody } = await orderTarget(base);
    log(`${label}: ${ORDERS} BankID verifications for the crash run`);
    const refs = await bankidOrderRefs(base, ORDERS);
    const submissions = refs.map((ref) => ({
      key: randomUUID(),
      ref: ref.orderRef,
      body: JSON.stringify(orderBody(ref)),
      attempts: 0,
      orderId: null as string | null,
      refused: null as string | null,
    }));

    // The kill comes after a random share (10–90 %) of the submissions has been acknowledged.
    const killAt = Math.max(1, Math.floor(ORDERS * (0.1 + Math.random() * 0.8)));
    let acknowledged = 0;
    let killedAfterMs = 0;
    let restartMs = 0;
    const started = Date.now();
    let restarting: Promise<void> | null = null;
    const crash = async () => {
      killedAfterMs = Date.now() - started;
      log(`${label}: SIGKILL after ${acknowledged} acknowledgements (${killedAfterMs} ms)`);
      process.kill(-(server.pid as number), 'SIGKILL');
      await exited(server);
      const restartAt = Date.now();
      server = startServer({ ...env, LOG_REQUESTS: '0' }, port);
      await up(base);
      restartMs = Date.now() - restartAt;
      log(`${label}: restarted in ${restartMs} ms; the retries go on`);
    };

    let next = 0;
    const worker = async () => {
      while (next < submissions.length) {
        const submission = submissions[next++];
        if (!submission) break;
        const deadline = Date.now() + GIVE_UP_MS;
        while (!submission.orderId && !submission.refused && Date.now() < deadline) {
          submission.attempts += 1;
          try {
            const res = await fetch(`${base}${ORDER}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': submission.key },
              body: submission.body,
              signal: AbortSignal.timeout(30_000),
            });
            const text = await res.text();
            if (res.ok) {
              submission.orderId = String((JSON.parse(text) as { orderId: unknown }).orderId);
              acknowledged += 1;
              if (acknowledged === killAt && !restarting) restarting = crash();
              continue;
            }
            // A repeat that arrives while the first is still running is told so: try again.
            if (res.status !== 409 && res.status < 500)
              submission.refused = `${res.status} ${text}`;
          } catch {
            // Connection refused or reset: the server is down. Try again.
          }
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    if (restarting) await restarting;

    stop(server);
    await exited(server);
    const found = await ordersByRef(
      env,
      submissions.map((submission) => submission.ref),
    );
    let foundOnce = 0;
    let lost = 0;
    let doubled = 0;
    for (const submission of submissions) {
      const rows = found.get(submission.ref);
      if ((rows?.count ?? 0) > 1) doubled += 1;
      if (!submission.orderId) continue;
      if (!rows || !rows.ids.includes(submission.orderId)) lost += 1;
      else if (rows.count === 1) foundOnce += 1;
    }
    for (const submission of submissions.filter((s) => s.refused).slice(0, 3)) {
      log(`${label}: refused: ${submission.refused?.slice(0, 200)}`);
    }
    return {
      database: label,
      submitted: submissions.length,
      acknowledged: submissions.filter((s) => s.orderId).length,
      retried: submissions.filter((s) => s.attempts > 1).length,
      retries: submissions.reduce((sum, s) => sum + s.attempts - 1, 0),
      killedAfterMs,
      restartMs,
      foundOnce,
      lost,
      doubled,
      refused: submissions.filter((s) => s.refused).length,
      unanswered: submissions.filter((s) => !s.orderId && !s.refused).length,
    };
  } finally {
    stop(server);
    await exited(server);
  }
}

/** Whether a run kept every promise: all answered, each acknowledged order there once. */
export function crashRunHeld(figures: CrashFigures): boolean {
  return (
    figures.acknowledged === figures.submitted &&
    figures.foundOnce === figures.acknowledged &&
    figures.lost === 0 &&
    figures.doubled === 0
  );
}

export async function crashBench(
  options: { log?: (message: string) => void } = {},
): Promise<CrashFigures[]> {
  const log = options.log ?? console.error;
  log(`Crash run: ${ORDERS} orders at ${CONNECTIONS} connections, SIGKILL at a random moment`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-bench-crash-'));
  try {
    const figures = [await crashRun('PGlite', { DATA_DIR: dataDir }, log)];
    const postgres = await withPostgres((url) =>
      crashRun('PostgreSQL', { DATABASE_URL: url }, log),
    );
    if (postgres) figures.push(postgres);
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function crashTable(figures: CrashFigures[]) {
  return figures.map((f) => ({
    database: f.database,
    submitted: f.submitted,
    acknowledged: f.acknowledged,
    'retried (retries)': `${f.retried} (${f.retries})`,
    'killed at': `${(f.killedAfterMs / 1000).toFixed(1)} s`,
    restart: `${(f.restartMs / 1000).toFixed(1)} s`,
    'found once': f.foundOnce,
    lost: f.lost,
    doubled: f.doubled,
    'refused / unanswered': `${f.refused} / ${f.unanswered}`,
    held: crashRunHeld(f) ? '✓' : '✗',
  }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const figures = await crashBench();
  console.table(crashTable(figures));
  if (!figures.every(crashRunHeld)) process.exitCode = 1;
}
