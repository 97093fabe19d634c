import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { completedBankidOrder, orderBody } from './broadband-helpers';

/** An acknowledged order survives a server restart: embedded PGlite on disk, opened twice. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-durability-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function boot() {
  const db = await openDb({ dataDir });
  await migrate(db);
  await seed(db);
  const config = loadConfig({ NODE_ENV: 'test', SITE_DIR: '/nonexistent', RATE_LIMIT_FACTOR: '0' });
  return { db, app: createApp({ db, config, now: () => new Date() }) };
}

function submit(app: Awaited<ReturnType<typeof boot>>['app'], body: unknown) {
  return app.request('/services/lingon-broadband-service/v2/order/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'durable-order-0001' },
    body: JSON.stringify(body),
  });
}

describe('order durability', () => {
  it('keeps an acknowledged order across a restart and answers a repeat with it', async () => {
    const first = await boot();
    const body = orderBody(await completedBankidOrder(first));
    const res = await submit(first.app, body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; orderId: string };
    expect(answer.success).toBe(true);
    await first.db.close();

    const second = await boot();
    const rows = await second.db.query<{ id: string }>('select id from broadband_orders');
    expect(rows.map((row) => String(row.id))).toEqual([answer.orderId]);
    const repeat = await submit(second.app, body);
    expect(await repeat.json()).toEqual(answer);
    expect(await second.db.query('select id from broadband_orders')).toHaveLength(1);
    await second.db.close();
  });
});
