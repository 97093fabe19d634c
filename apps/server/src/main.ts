import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import {
  answerClientErrors,
  answerExpectations,
  guardRequests,
  SERVER_OPTIONS,
} from './lib/client-error';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { RateLimiter } from './lib/rate-limit';
import { settleUnsettledTopUps } from './prepaid/topups';
import { seed } from './seed/index';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const migrated = await migrate(db);
const seeded = await seed(db);
if (migrated.length) console.log(`Migrations applied: ${migrated.join(', ')}`);
if (seeded.length) console.log(`Demo data seeded: ${seeded.join(', ')}`);

const now = () => new Date();
const rateLimiter = new RateLimiter(db, () => now().getTime());
const services = { db, config, now, rateLimiter };
const app = createApp(services);
// Top-ups paid while the server was down (or between the payment and its credit) are credited now.
const credited = await settleUnsettledTopUps(services);
if (credited) console.log(`Top-ups credited at start: ${credited}`);
const server = createServer(
  SERVER_OPTIONS,
  guardRequests(getRequestListener(app.fetch, { hostname: config.HOST })),
);
server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`Lingon is running on http://localhost:${port} (${db.kind})`);
});

/**
 * Idle keep-alive connections stay open for 65 s, longer than the 60 s a reverse proxy or load
 * balancer commonly keeps its side open: with Node's default of 5 s the server closed connections
 * a client (or proxy) was just reusing, and that request failed with a reset (or a 502). Headers
 * may take a little longer than that, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000;
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
answerClientErrors(server);
answerExpectations(server);

/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;

/**
 * Stop accepting connections, let requests in flight finish (idle keep-alive connections are
 * closed at once, busy ones after their answer), then close the database and exit. A request
 * still running after the grace period is cut off rather than holding the stop forever.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(grace);
  // Rate limit hits counted since the last flush, so other instances see them.
  await rateLimiter.flush();
  await db.close();
  console.log('Stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
