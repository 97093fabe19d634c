// The services under load (`pnpm bench`; the goals: p99 ≤ 3 × a bare Hono endpoint in the same
// run, no errors, on PGlite and on PostgreSQL, with 100,000 addresses): address search, evaluate
// address, products by point and order create (BENCH_ORDERS orders, each with its own BankID
// verification), at 50 and 200 connections, each next to a bare endpoint measured just before it;
// with the server's memory at rest and at its peak under load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../apps/server');
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ADDRESSES = Number(process.env['BENCH_ADDRESSES'] ?? 100_000);
/** Seconds of uncounted load before each timed measurement. */
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 1);
/** Orders placed, and not counted, before the first measurement of order create. */
const WARMUP_ORDERS = Number(process.env['BENCH_WARMUP_ORDERS'] ?? 20);
const CONNECTIONS = [50, 200];
/** Only the endpoints whose names contain one of these (comma-separated), e.g. "order create". */
const ONLY = (process.env['BENCH_ENDPOINTS'] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const BROADBAND = '/services/lingon-broadband-service';
/**
 * The i-th bench customer: a valid personal number (a birth date from 1950 on, the Luhn check
 * digit). BankID allows one order in progress per person, and one verification places one order,
 * so every order is placed by a customer of its own.
 */
export function benchCustomer(index: number): string {
  const birth = new Date(Date.UTC(1950, 0, 1 + index));
  const digits = `${birth.toISOString().slice(0, 10).replace(/-/g, '')}123`;
  let sum = 0;
  for (const [position, char] of [...digits.slice(2)].entries()) {
    const product = Number(char) * (position % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
/** Orders placed per measurement (each needs a BankID verification of its own, made first). */
const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 2000);

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface ServerBenchResult {
  table: Record<string, string>[];
  results: unknown;
}

export function freePort(): number {
  return 4100 + Math.floor(Math.random() * 800);
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      // Not there yet.
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms (${String(last)})`);
}

/**
 * The server of this repository on `port`, in a process group of its own (so `stop` and a
 * SIGKILL reach it whole). Rate limits stay on (counting, and the batched writes to the database,
 * are part of every limited call) but high enough that one load generator on one address is not
 * refused.
 */
export function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export function stop(child: ChildProcess) {
  try {
    process.kill(-(child.pid as number), 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Cookies as a browser keeps them: a BankID order belongs to the session that started it. */
export type CookieJar = Map<string, string>;

export async function post(
  url: string,
  body: unknown,
  cookies: CookieJar = new Map(),
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Completed BankID orders for the customer, through the simulator as the order form gets them:
 * one verification places one order, so order create needs one per request.
 */
export async function bankidOrderRefs(
  base: string,
  count: number,
): Promise<{ orderRef: string; customer: string; jar: CookieJar }[]> {
  const refs: { orderRef: string; customer: string; jar: CookieJar }[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, offset) => {
        const customer = benchCustomer(start + offset);
        const jar: CookieJar = new Map();
        const { orderRef } = (await post(
          `${base}/services/bankid/v1/start`,
          { purpose: 'order', personalNumber: customer },
          jar,
        )) as { orderRef: string };
        await post(`${base}/bankid-sim/control/${encodeURIComponent(orderRef)}`, {
          action: 'approve',
          personalNumber: customer,
        });
        return { orderRef, customer, jar };
      }),
    );
    refs.push(...batch);
  }
  // The server collects from BankID at most every 2 s per order.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  for (let start = 0; start < refs.length; start += 50) {
    await Promise.all(
      refs
        .slice(start, start + 50)
        .map(({ orderRef, jar }) =>
          waitFor(
            async () =>
              (await post(`${base}/services/bankid/v1/status`, { orderRef }, jar))['status'] ===
              'complete',
            'A BankID order',
            20_000,
          ),
        ),
    );
  }
  return refs;
}

/** The q-quantile (0..1) of `values` in ms, to 0.1 ms (nearest rank); NaN when there are none. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round((sorted[rank] as number) * 10) / 10;
}

async function load(
  connections: number,
  request: {
    url: string;
    method?: 'GET' | 'POST';
    body?: () => unknown;
    headers?: () => Record<string, string>;
    /** A fixed number of requests instead of BENCH_SECONDS. */
    amount?: number;
  },
  onTick?: () => void,
): Promise<Measured> {
  if (request.amount)
    return loadAmount(connections, { ...request, amount: request.amount }, onTick);
  const timer = onTick ? setInterval(onTick, 200) : null;
  try {
    // Without a callback autocannon answers its tracker, an event emitter that is also the
    // result's promise (its types name only the promise).
    const run = autocannon({
      url: request.url,
      connections,
      // A timed measurement follows a warm-up at the same load that is not counted, so that its
      // p99 is a running server's, not the first compilation of the path (and the database's
      // first reading of its tables).
      // (`warmup` is autocannon's, missing from its types.)
      ...{ duration: SECONDS, warmup: { connections, duration: WARMUP_SECONDS } },
      requests: [
        {
          method: request.method ?? 'GET',
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...REQUEST_HEADERS, ...(request.headers?.() ?? {}) },
            ...(request.body ? { body: JSON.stringify(request.body()) } : {}),
          }),
        },
      ],
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    // Latencies as measured, to the microsecond: autocannon's own histogram counts whole
    // milliseconds, and a bare endpoint's p99 of 1.4 ms then reads as 1 or 2 ms, which halves or
    // doubles every ratio to it. With a warm-up, only the timed run reports its answers here.
    const latencies: number[] = [];
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
    const result = await run;
    return {
      rps: result.requests.average,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    if (timer) clearInterval(timer);
  }
}

/** The headers every request of the bench carries, besides its own. */
const REQUEST_HEADERS = {
  'content-type': 'application/json',
  // What every browser calling the services sends (Chromium's list): an answer the server has
  // compressed once (a catalogue answer) is then sent as those bytes.
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * A fixed number of requests (orders, each with a BankID verification of its own, so too few for a
 * timed run) from `connections` callers at once, each sending its next request when its last is
 * answered, as autocannon does. The connections are all opened first, by one cheap call on each:
 * autocannon opens them as it starts, and with only ten requests per connection, on this 2-core
 * machine with both cores busy, the server took them up to 0.7 s apart. One run in two then read
 * a p99 of the connections being opened, and ran far fewer than `connections` at once. The
 * orders are warmed up once, by WARMUP_ORDERS orders before the first measurement.
 */
async function loadAmount(
  connections: number,
  request: Parameters<typeof load>[1] & { amount: number },
  onTick?: () => void,
): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(request.url);
  const send = (method: string, pathname: string, headers: Record<string, string>, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const call = http.request(
        { agent, host: target.hostname, port: target.port, method, path: pathname, headers },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        },
      );
      call.once('error', reject);
      call.end(body);
    });
  const timer = onTick ? setInterval(onTick, 200) : null;
  try {
    await Promise.all(
      Array.from({ length: connections }, () =>
        send('GET', '/services/account/v3/isLoggedIn', REQUEST_HEADERS),
      ),
    );
    const latencies: number[] = [];
    let sent = 0;
    let errors = 0;
    let non2xx = 0;
    const started = performance.now();
    const caller = async () => {
      while (sent < request.amount) {
        sent += 1;
        const headers = { ...REQUEST_HEADERS, ...(request.headers?.() ?? {}) };
        const body = request.body ? JSON.stringify(request.body()) : undefined;
        const at = performance.now();
        try {
          const status = await send(request.method ?? 'GET', target.pathname, headers, body);
          if (status >= 200 && status < 300) latencies.push(performance.now() - at);
          else non2xx += 1;
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, caller));
    const seconds = (performance.now() - started) / 1000;
    return {
      rps: request.amount / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors,
      non2xx,
    };
  } finally {
    if (timer) clearInterval(timer);
    agent.destroy();
  }
}

/**
 * What the bench orders: the first home of Storgatan 1, Lund and its first product, as the order
 * form sends it, for a customer and their completed BankID order.
 */
export async function orderTarget(base: string) {
  const evaluated = (await post(`${base}${BROADBAND}/v1/evaluateAddress`, {
    city: 'Lund',
    streetName: 'Storgatan',
    streetNumber: '1',
  })) as {
    addresses: { pointId: string; apartmentNumber: string; communicationOperatorId: string }[];
    product: {
      products: { subscriptions: { id: string }[] | null };
      accessTypeCode: string;
      accessId: string;
    } | null;
  };
  const home = evaluated.addresses[0];
  const productId = evaluated.product?.products.subscriptions?.[0]?.id;
  if (!home || !productId) throw new Error('Storgatan 1, Lund has no product to order');
  const orderBody = (ref: { orderRef: string; customer: string } | undefined) => ({
    pointId: home.pointId,
    productId,
    apartmentNumber: home.apartmentNumber,
    accessTypeCode: evaluated.product?.accessTypeCode ?? '',
    accessId: evaluated.product?.accessId ?? '',
    communicationOperatorId: home.communicationOperatorId,
    customer: {
      personalNumber: ref?.customer,
      name: 'Bench Benchsson',
      email: 'bench@example.se',
      mobile: '0701234567',
    },
    bankidOrderRef: ref?.orderRef,
  });
  return { home, orderBody };
}

/** The queries a visitor types, in turn: seeded and generated streets, whole and in part. */
const SEARCHES = [
  'storgatan 1',
  'björkvägen 105',
  'lärkslingan 120 lu',
  'sjögatan 1',
  'kyrkbacken 10',
];

async function benchDatabase(
  label: string,
  env: Record<string, string>,
  bareUrl: string,
): Promise<{ rows: Record<string, string>[]; results: unknown }> {
  const generated = spawnSync(
    'pnpm',
    ['exec', 'tsx', 'scripts/generate-addresses.ts', String(ADDRESSES)],
    {
      cwd: serverDir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (generated.status !== 0) throw new Error(`generate-addresses failed: ${generated.stderr}`);
  const port = freePort();
  const server = startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => (await fetch(`${base}/services/account/v3/isLoggedIn`)).ok,
      'The server',
    );
    const { home, orderBody } = await orderTarget(base);
    const measuresOrders = ONLY.length === 0 || ONLY.some((name) => 'order create'.includes(name));
    const verifications = measuresOrders ? ORDERS * CONNECTIONS.length + WARMUP_ORDERS : 0;
    log(`${label}: ${verifications} BankID verifications for the orders`);
    const orderRefs = await bankidOrderRefs(base, verifications);
    let nextOrder = 0;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rest = rssMb(server.pid as number);

    let search = 0;
    let generatedAddress = 0;
    const endpoints = [
      {
        name: 'address search',
        url: `${base}${BROADBAND}/v1/address/search`,
        method: 'POST' as const,
        body: () => ({
          searchString: SEARCHES[(search += 1) % SEARCHES.length],
          bestHitsOnly: true,
          maxResults: 10,
        }),
      },
      {
        name: 'evaluate address',
        url: `${base}${BROADBAND}/v1/evaluateAddress`,
        method: 'POST' as const,
        // Generated addresses (scripts/generate-addresses.ts): Björkvägen 101, Umeå and on.
        body: () => ({
          city: 'Umeå',
          streetName: ['Björkvägen', 'Ekvägen', 'Lindvägen', 'Tallvägen'][
            (generatedAddress += 1) % 4
          ],
          streetNumber: '101',
        }),
      },
      { name: 'products by point', url: `${base}${BROADBAND}/v1/product/${home.pointId}` },
      {
        name: 'order create',
        url: `${base}${BROADBAND}/v2/order/create`,
        method: 'POST' as const,
        amount: ORDERS,
        headers: () => ({ 'idempotency-key': randomUUID() }),
        body: () => orderBody(orderRefs[nextOrder++]),
      },
    ];

    const measuredEndpoints = endpoints.filter(
      (endpoint) => ONLY.length === 0 || ONLY.some((name) => endpoint.name.includes(name)),
    );
    const rows: Record<string, string>[] = [];
    const results: Record<string, unknown> = { memoryAtRestMb: rest };
    let peak = rest;
    const sample = () => {
      peak = Math.max(peak, rssMb(server.pid as number));
    };
    // The orders' warm-up: placed, not counted (see load()).
    const orderEndpoint = measuredEndpoints.find((endpoint) => endpoint.name === 'order create');
    if (orderEndpoint && WARMUP_ORDERS > 0) {
      await load(10, { ...orderEndpoint, amount: WARMUP_ORDERS });
    }
    for (const connections of CONNECTIONS) {
      log(`${label}: ${connections} connections`);
      for (const endpoint of measuredEndpoints) {
        // Each endpoint against a bare measurement of its own, made just before it: on this
        // shared machine the bare endpoint's p99 drifts by a third within one run, and a ratio
        // to a measurement made minutes earlier carries that drift.
        const bare = await load(connections, { url: `${bareUrl}/bare` });
        const measured = await load(connections, endpoint, sample);
        rows.push(row(label, connections, endpoint.name, measured, bare));
        results[`${endpoint.name}@${connections}`] = { ...measured, bare };
      }
    }
    results['memoryPeakMb'] = peak;
    rows.push({
      database: label,
      connections: '',
      endpoint: 'server memory (RSS)',
      'req/s': '',
      p50: '',
      p99: `at rest ${rest.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
      'bare p99': '',
      'p99 / bare': '',
      errors: '',
    });
    return { rows, results };
  } finally {
    stop(server);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let log: (message: string) => void = console.error;

function row(label: string, connections: number, name: string, measured: Measured, bare: Measured) {
  const ratio = measured.p99 / Math.max(bare.p99, 0.1);
  const failed = measured.errors + measured.non2xx;
  // A measurement in which nothing was answered has no latency to compare: it fails.
  const answered = measured.rps > 0;
  return {
    database: label,
    connections: String(connections),
    endpoint: name,
    'req/s': measured.rps.toFixed(0),
    p50: `${measured.p50} ms`,
    p99: `${measured.p99} ms`,
    'bare p99': `${bare.p99} ms`,
    'p99 / bare': `${ratio.toFixed(2)}× ${answered && ratio <= 3 ? '✓' : '✗'}`,
    errors: answered ? `${failed} ${failed === 0 ? '✓' : '✗'}` : 'no answers ✗',
  };
}

/** PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server: a fresh database on it. */
export async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
  if (!admin) {
    log('PostgreSQL skipped: set BENCH_DATABASE_URL (a role that may create databases).');
    return null;
  }
  const name = `lingon_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

export async function serverBench(
  options: { log?: (message: string) => void } = {},
): Promise<ServerBenchResult> {
  log = options.log ?? console.error;
  const bare = spawn('node', [path.join(here, 'bare-hono.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const bareUrl = await new Promise<string>((resolve, reject) => {
    bare.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
    bare.once('exit', () => reject(new Error('The bare Hono endpoint did not start')));
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-bench-server-'));
  try {
    log(`Server bench: ${ADDRESSES} addresses, ${SECONDS} s per measurement`);
    const pglite = await benchDatabase('PGlite', { DATA_DIR: dataDir }, bareUrl);
    const postgres = await withPostgres((url) =>
      benchDatabase('PostgreSQL', { DATABASE_URL: url }, bareUrl),
    );
    return {
      table: [...pglite.rows, ...(postgres?.rows ?? [])],
      results: {
        addresses: ADDRESSES,
        seconds: SECONDS,
        pglite: pglite.results,
        postgres: postgres?.results ?? null,
      },
    };
  } finally {
    stop(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { table, results } = await serverBench();
  console.table(table);
  console.log(JSON.stringify(results, null, 2));
}
