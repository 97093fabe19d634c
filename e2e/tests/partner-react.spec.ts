import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * examples/partner-react: a partner's own Vite + React app that installed Lingon's packed
 * packages (`pnpm example:partner` builds it; `pnpm test` does that before the journeys), served
 * from its build on another origin and calling `pnpm start`'s services across origins.
 */
const distDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../examples/partner-react/dist',
);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

let server: http.Server;
let origin = '';

test.beforeAll(async () => {
  expect(existsSync(path.join(distDir, 'index.html')), 'run `pnpm example:partner` first').toBe(
    true,
  );
  server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://example').pathname;
    const file = path.join(distDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(distDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/plain' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('the packed packages in a partner’s React app: address check, apartment, a product card, and the hand-off', async ({
  page,
  baseURL,
}) => {
  const lingon = new URL(baseURL ?? '').origin;
  await page.goto(`${origin}/?lingon=${encodeURIComponent(lingon)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bredband i din lägenhet');
  const input = page.getByRole('combobox', { name: 'Din adress' });
  await expect(input).toHaveAttribute('placeholder', 'Skriv din adress här');
  await input.fill('Storgatan 3');
  await page.getByRole('option', { name: 'Storgatan 3, Lund', exact: true }).click();
  await page.getByRole('button', { name: 'Kolla!' }).click();
  await page.getByRole('searchbox', { name: 'Lägenhetsnummer' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');

  // The design system's product card, styled by the package's one stylesheet.
  const card = page.getByRole('article', { name: /^Bredband 1000/ });
  await expect(card).toContainText(/\d+\s*kr\/mån/);
  const background = await card
    .getByRole('link', { name: /^Beställ/ })
    .evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(background).toBe('rgb(173, 18, 56)');
  // The partner's page keeps the visitor's address to itself: nothing in its storage.
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  const [site] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: /^Beställ/ }).click(),
  ]);
  await site.waitForLoadState();
  expect(site.url()).toMatch(/\/bredband\/valj-produkt\?.*productId=BB-1000-1000/);
  expect(site.url()).toContain('partner=bostadsbolaget');
  await expect(
    site
      .getByRole('article', { name: 'Bredband 1000' })
      .getByRole('button', { name: 'Välj Bredband 1000' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the example takes a Lingon on this machine only', async ({ page }) => {
  // A link naming another host is not followed: the services asked are localhost:3000's.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).host));
  await page.goto(`${origin}/?lingon=${encodeURIComponent('http://evil.example')}`);
  await page.getByRole('combobox', { name: 'Din adress' }).fill('Storgatan 1');
  await expect.poll(() => asked).toContain('localhost:3000');
  expect(asked).not.toContain('evil.example');
});
