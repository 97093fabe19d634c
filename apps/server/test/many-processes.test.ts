import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGOUT_PATH } from '@lingon/contracts/account/logout';
import { ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/db';
import { orderBody } from './broadband-helpers';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: they start
 * together (and migrate once), and sessions, BankID orders and idempotency keys written by one
 * are seen by the other. Embedded PGlite is one process's database, so this needs PostgreSQL.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env['TEST_DATABASE_URL'];

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function start(databaseUrl: string): Promise<Running> {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SITE_DIR: '/nonexistent',
      LOG_REQUESTS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
}

/** A browser's cookies, kept per origin-independent jar: both processes are one site. */
class Browser {
  readonly cookies = new Map<string, string>();

  async call(base: string, route: string, json?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${route}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  /** Start BankID on one process, approve it in the simulator of the other, collect on the first. */
  async bankid(
    on: string,
    approveOn: string,
    json: Record<string, unknown>,
    personalNumber: string,
  ) {
    const started = await this.call(on, '/services/bankid/v1/start', json);
    expect(started.status).toBe(200);
    const orderRef = String(started.body['orderRef']);
    const approved = await fetch(`${approveOn}/bankid-sim/control/${orderRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve', personalNumber }),
    });
    expect(approved.status).toBe(200);
    // The server asks BankID at most every 2 s per order.
    for (let attempt = 0; attempt < 20; attempt++) {
      const status = await this.call(on, '/services/bankid/v1/status', { orderRef });
      if (status.body['status'] === 'complete') return orderRef;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`BankID order ${orderRef} did not complete`);
  }
}

describe.skipIf(!url)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const schema = `p_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const sep = url?.includes('?') ? '&' : '?';
    const schemaUrl = `${url}${sep}options=-c%20search_path%3D${schema}`;
    let one: Running;
    let other: Running;

    beforeAll(async () => {
      const admin = await openDb({ databaseUrl: url as string });
      await admin.exec(`create schema ${schema}`);
      await admin.close();
      // Started together: the migrations' lock lets one migrate while the other waits.
      [one, other] = await Promise.all([start(schemaUrl), start(schemaUrl)]);
    }, 120_000);

    afterAll(async () => {
      for (const running of [one, other]) {
        if (!running) continue;
        running.child.kill('SIGTERM');
        await running.exited;
      }
      const admin = await openDb({ databaseUrl: url as string });
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    }, 60_000);

    it('migrated once between them', () => {
      const migrated = [one, other].filter((running) =>
        running.output().includes('Migrations applied'),
      );
      expect(migrated).toHaveLength(1);
    });

    it('sign in on one, my pages on the other, signed out on both', async () => {
      const browser = new Browser();
      await browser.bankid(one.base, other.base, { purpose: 'login' }, ANNA_PERSONAL_NUMBER);
      expect(browser.cookies.get('lingon_session')).toBeTruthy();
      const mine = await browser.call(other.base, '/services/subscriptions/v9/getSubscriptions');
      expect(mine.status).toBe(200);
      expect((mine.body['mobileSubscriptions'] as unknown[]).length).toBeGreaterThan(0);
      const out = await fetch(`${other.base}${LOGOUT_PATH}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          cookie: `lingon_session=${browser.cookies.get('lingon_session') ?? ''}`,
        },
      });
      expect(out.status).toBe(200);
      const after = await fetch(`${one.base}/services/subscriptions/v9/getSubscriptions`, {
        headers: { cookie: `lingon_session=${browser.cookies.get('lingon_session') ?? ''}` },
      });
      expect(after.status).toBe(401);
    }, 60_000);

    it('the same order sent to both at once is one order', async () => {
      const browser = new Browser();
      const ref = await browser.bankid(
        other.base,
        one.base,
        { purpose: 'order', personalNumber: ANNA_PERSONAL_NUMBER },
        ANNA_PERSONAL_NUMBER,
      );
      const key = { 'idempotency-key': `two-processes-${schema}` };
      const order = '/services/lingon-broadband-service/v2/order/create';
      const answers = await Promise.all(
        [one, other].map((running) => browser.call(running.base, order, orderBody(ref), key)),
      );
      // The second waits on the first's idempotency key and answers with its order.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const orderIds = new Set(answers.map((answer) => answer.body['orderId']));
      expect(orderIds.size).toBe(1);
      // Asked again on either, the answer is that one order.
      for (const running of [one, other]) {
        const again = await browser.call(running.base, order, orderBody(ref), key);
        expect(again.body['orderId']).toBe([...orderIds][0]);
      }
      const db = await openDb({ databaseUrl: schemaUrl });
      const rows = await db.query('select id from broadband_orders where bankid_order_ref = $1', [
        ref,
      ]);
      await db.close();
      expect(rows).toHaveLength(1);
    }, 60_000);
  },
);
