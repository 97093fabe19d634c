// Broadband bench (not part of `pnpm test`): first-load JS of /bredband from the build, and the
// time from 'Kolla!' to the product list against the real server on a fresh database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(siteDir, 'build/client');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;

/** Gzip bytes of every script the prerendered /bredband HTML preloads or loads. */
function firstLoadJs() {
  const htmlPath = path.join(clientDir, 'bredband/index.html');
  if (!fs.existsSync(htmlPath)) throw new Error(`No ${htmlPath}: run \`pnpm build\` first.`);
  const html = fs.readFileSync(htmlPath, 'utf8');
  const hrefs = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    hrefs.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) hrefs.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) hrefs.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const file = fs.readFileSync(path.join(clientDir, href.replace(/^\//, '')));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { files: hrefs.size, raw, gzip };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs} ms`);
}

async function kollaToProducts(baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const times = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/bredband`);
      const input = page.getByRole('combobox', { name: /adress/i });
      await input.fill('Storgatan 1');
      await page.getByRole('option', { name: 'Storgatan 1, Lund', exact: true }).click();
      const start = performance.now();
      await page.getByRole('button', { name: 'Kolla!' }).click();
      await page.getByRole('article', { name: 'Bredband 250' }).waitFor();
      times.push(performance.now() - start);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

const js = firstLoadJs();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingon-bench-'));
const server = spawn('pnpm', ['--filter', '@lingon/server', 'start'], {
  cwd: path.resolve(siteDir, '../..'),
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let times;
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/builds/latest.json`, 120_000);
  times = await kollaToProducts(baseUrl);
} finally {
  // The server runs under pnpm: stop its whole process group, then the temp database.
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
console.table([
  { metric: `/bredband first-load JS (${js.files} files, gzip)`, value: kb(js.gzip) },
  { metric: '/bredband first-load JS (raw)', value: kb(js.raw) },
  {
    metric: `'Kolla!' → product list, median of ${RUNS}`,
    value: ms(times[Math.floor(times.length / 2)]),
  },
  {
    metric: `'Kolla!' → product list, best / worst`,
    value: `${ms(times[0])} / ${ms(times.at(-1))}`,
  },
]);
