// `pnpm bench`: the site measured against the floor app in one run on this machine.
//  1. first-load bytes of the public pages, with their ratio to the floor's;
//  2. Lighthouse (mobile, simulated throttling) on the same pages served by `pnpm start`, next to
//     the floor served brotli'd by a static server;
//  3. the services under load next to a bare Hono endpoint (server.ts).
// Results are printed as tables and written to bench/results/ as JSON; the previous run's
// figures are shown beside this one's. Not part of `pnpm test`: timings vary from run to run,
// the byte budgets (apps/site build-tools/byte-budget.test.ts) are the deterministic guard.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad } from '../apps/site/build-tools/first-load.ts';
import { crashBench, crashRunHeld, crashTable } from './crash.ts';
import { serverBench } from './server.ts';
import { serveStatic } from './static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const siteClient = path.join(repo, 'apps/site/build/client');
const floorClient = path.join(here, 'floor/build/client');
const resultsDir = path.join(here, 'results');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const SKIP_SERVER = process.env['BENCH_SKIP_SERVER'] === '1';
const SKIP_CRASH = process.env['BENCH_SKIP_CRASH'] === '1';
/** Only the server (and crash) runs: no build, first-load bytes or Lighthouse (also with 0 runs). */
const SKIP_LIGHTHOUSE = process.env['BENCH_SKIP_LIGHTHOUSE'] === '1' || RUNS === 0;

/** The public pages of the goals: the start page, broadband, prepaid and a content page. */
const PAGES = ['/', '/bredband', '/kontantkort', '/mobilguide/byt-till-esim'];

/** The performance goals, as ratios to the floor and absolute scores. */
const GOALS = { bytesRatio: 1.3, performance: 0.95, lcpRatio: 1.15, cls: 0, tbtMs: 50 };

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

function build() {
  log('Building the site and the floor app…');
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@lingon/site', '--filter=@lingon/floor'],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms`);
}

/** `pnpm start`'s server on a free port with a fresh database; resolves to its URL and stop. */
async function startSite() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-bench-site-'));
  const server = spawn('pnpm', ['--filter', '@lingon/server', 'start'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/builds/latest.json`, 120_000);
  return {
    url,
    stop() {
      try {
        process.kill(-(server.pid as number), 'SIGTERM');
      } catch {
        // Already gone.
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function lighthouseRun(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => categories[key]?.score ?? 0;
    const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median run by performance score (Lighthouse's own advice for variance). */
async function lighthouseMedian(url: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
  runs.sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return runs[Math.floor(runs.length / 2)] as Scores;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function previousResults(): Record<string, unknown> | null {
  const file = path.join(resultsDir, 'latest.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : null;
}

/** First-load bytes and Lighthouse of the public pages next to the floor's, printed as a table. */
async function pagesBench() {
  if (process.env['BENCH_SKIP_BUILD'] !== '1') build();
  const floorBytes = firstLoad(floorClient, '/');
  const pageBytes = PAGES.map((page) => ({ ...firstLoad(siteClient, page), page }));

  const site = await startSite();
  const floor = await serveStatic(floorClient);
  let floorScores: Scores;
  const pageScores: Record<string, Scores> = {};
  try {
    log(`Lighthouse, ${RUNS} runs per page…`);
    floorScores = await lighthouseMedian(`${floor.url}/`);
    for (const page of PAGES) pageScores[page] = await lighthouseMedian(`${site.url}${page}`);
  } finally {
    site.stop();
    await floor.close();
  }

  const rows = [
    {
      page: 'floor',
      files: floorBytes.files.length,
      gzip: floorBytes.gzip,
      brotli: floorBytes.brotli,
      scores: floorScores,
    },
    ...pageBytes.map((bytes) => ({
      page: bytes.page,
      files: bytes.files.length,
      gzip: bytes.gzip,
      brotli: bytes.brotli,
      scores: pageScores[bytes.page] as Scores,
    })),
  ];
  console.log('\nFirst load and Lighthouse (mobile, simulated throttling), each against the floor');
  console.table(
    rows.map((row) => {
      const isFloor = row.page === 'floor';
      const bytesOk = row.gzip <= floorBytes.gzip * GOALS.bytesRatio;
      const lcpOk = row.scores.lcp <= floorScores.lcp * GOALS.lcpRatio;
      return {
        page: row.page,
        files: row.files,
        'JS+CSS gzip': `${kB(row.gzip)} (${ratio(row.gzip, floorBytes.gzip)})${isFloor ? '' : ` ${mark(bytesOk)}`}`,
        brotli: kB(row.brotli),
        performance: `${row.scores.performance.toFixed(2)}${isFloor ? '' : ` ${mark(row.scores.performance >= GOALS.performance)}`}`,
        LCP: `${ms(row.scores.lcp)} (${ratio(row.scores.lcp, floorScores.lcp)})${isFloor ? '' : ` ${mark(lcpOk)}`}`,
        FCP: ms(row.scores.fcp),
        TBT: `${ms(row.scores.tbt)}${isFloor ? '' : ` ${mark(row.scores.tbt <= GOALS.tbtMs)}`}`,
        CLS: `${row.scores.cls.toFixed(3)}${isFloor ? '' : ` ${mark(row.scores.cls <= GOALS.cls)}`}`,
        'a11y / bp / seo': `${row.scores.accessibility} / ${row.scores.bestPractices} / ${row.scores.seo}`,
      };
    }),
  );
  return rows;
}

async function main() {
  const previous = previousResults();
  const rows = SKIP_LIGHTHOUSE ? [] : await pagesBench();

  let server: unknown = null;
  if (!SKIP_SERVER) {
    const measured = await serverBench({ log });
    console.log('\nServices under load, against a bare Hono endpoint in the same run');
    console.table(measured.table);
    server = measured.results;
  }

  let crash: unknown = null;
  if (!SKIP_CRASH) crash = await crashOnly();

  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    lighthouseRuns: RUNS,
    goals: GOALS,
    pages: rows.map((row) => ({
      page: row.page,
      files: row.files,
      gzip: row.gzip,
      brotli: row.brotli,
      ...row.scores,
    })),
    server,
    crash,
  };
  if (previous && rows.length > 0) {
    const before = new Map(
      (
        (previous['pages'] as { page: string; gzip: number; performance: number; lcp: number }[]) ??
        []
      ).map((row) => [row.page, row]),
    );
    console.log(`\nAgainst the previous run (${String(previous['at'])})`);
    console.table(
      results.pages.map((row) => {
        const old = before.get(row.page);
        return {
          page: row.page,
          'gzip then → now': old ? `${kB(old.gzip)} → ${kB(row.gzip)}` : kB(row.gzip),
          'performance then → now': old
            ? `${old.performance} → ${row.performance}`
            : row.performance,
          'LCP then → now': old ? `${ms(old.lcp)} → ${ms(row.lcp)}` : ms(row.lcp),
        };
      }),
    );
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(path.join(resultsDir, `${results.at.replace(/[:.]/g, '-')}.json`), json);
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);
  log(`Written to ${path.relative(repo, path.join(resultsDir, 'latest.json'))}`);
}

/** The crash run on its own terms: its table, and a failed exit code when an order was lost. */
async function crashOnly() {
  const figures = await crashBench({ log });
  console.log('\nCrash run: every acknowledged order exactly once after a SIGKILL and a restart');
  console.table(crashTable(figures));
  if (!figures.every(crashRunHeld)) process.exitCode = 1;
  return figures;
}

// `pnpm bench crash` runs only the crash run.
if (process.argv.slice(2).includes('crash')) await crashOnly();
else await main();
