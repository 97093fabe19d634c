import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { settleUnsettledTopUps } from './prepaid/topups';
import { seed } from './seed/index';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const migrated = await migrate(db);
const seeded = await seed(db);
if (migrated.length) console.log(`Migrations applied: ${migrated.join(', ')}`);
if (seeded.length) console.log(`Demo data seeded: ${seeded.join(', ')}`);

const services = { db, config, now: () => new Date() };
const app = createApp(services);
// Top-ups paid while the server was down (or between the payment and its credit) are credited now.
const credited = await settleUnsettledTopUps(services);
if (credited) console.log(`Top-ups credited at start: ${credited}`);
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(`Lingon is running on http://localhost:${info.port} (${db.kind})`);
});

async function shutdown() {
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
