import { expect, test } from './fixtures';
import { PRERENDERED_PATHS } from '../../apps/site/app/prerendered-paths';
import { axeViolations, gotoStarted } from './app';

test('prerendered pages carry the real content in their HTML', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('Mobil och bredband utan krångel');
  expect(home).toContain('Välj det som passar dig');
  const contact = await (await request.get('/kontakta-oss')).text();
  expect(contact).toContain('Ring 0771-40 40 40');
});

test('a shared page has its preview in the HTML, and the site its manifest and icons', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/kontakta-oss')).text();
  expect(html).toMatch(/<meta property="og:title" content="Kontakta oss"\/?>/);
  expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/kontakta-oss"\/?>/);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image.png"\/?>/);
  // Linked once the app has started, not in the HTML, where Chrome fetched it before the page's
  // first paint.
  expect(html).not.toContain('rel="manifest"');
  await gotoStarted(page, '/kontakta-oss');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { icons, lang } = (await manifest.json()) as { icons: { src: string }[]; lang: string };
  expect(lang).toBe('sv');
  for (const { src } of [...icons, { src: '/apple-touch-icon.png' }, { src: '/og-image.png' }]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
  }
});

test('the start page and /kontakta-oss render their content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mobil och bredband utan krångel',
  );
  await expect(page.getByRole('heading', { name: 'Välj det som passar dig' })).toBeVisible();
  await page.goto('/kontakta-oss');
  await expect(page).toHaveTitle('Kontakta oss | Lingon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
  await expect(page.getByText('Ring 0771-40 40 40')).toBeVisible();
});

test('a content page that is not prerendered is fetched at runtime', async ({ page }) => {
  await page.goto('/villkor');
  await expect(page).toHaveTitle('Villkor | Lingon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villkor');
});

/*
 * Parts of a prerendered page whose code loads after its first paint (the FAQ, the forms, the
 * address check, the reviews) hydrate where they are: none is thrown away and rendered anew
 * while its code loads, which would empty it for a moment and shift the page (CLS).
 */
test('prerendered pages keep every part in place while they hydrate', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, removed: [] as string[] };
    (window as unknown as { layout: typeof seen }).layout = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          const slot = node instanceof Element ? node.getAttribute('data-slot') : null;
          if (slot) seen.removed.push(slot);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/bredband', '/registrera-kontantkort', '/mobilguide/byt-till-esim']) {
    await gotoStarted(page, path);
    // Until every part loaded after the first paint has arrived and hydrated.
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(
      () => (window as unknown as { layout: { shift: number; removed: string[] } }).layout,
    );
    expect(layout.removed, `${path}: parts removed while hydrating`).toEqual([]);
    expect(layout.shift, `${path}: layout shift`).toBe(0);
  }
});

/** Every public page: the prerendered ones, plus pages rendered in the browser from the content. */
const AXE_PATHS = [
  ...PRERENDERED_PATHS.filter((path) => path !== '/404'),
  '/finns-inte',
  '/villkor',
  '/support/sok?q=esim',
  '/support/bredband',
];

/*
 * The pages go through axe in a few groups, one browser page each, rather than one test a page:
 * a fresh page starts with a cold cache and costs seconds before axe even runs. Every page in a
 * group is checked and reported, also after one has failed.
 */
const GROUPS = 6;
const groups = Array.from({ length: GROUPS }, (_, group) =>
  AXE_PATHS.filter((_, index) => index % GROUPS === group),
);

for (const paths of groups) {
  test(`no axe violations in either theme: ${paths.join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 20_000);
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((choice) => window.localStorage.setItem('theme', choice), theme);
      for (const path of paths) {
        await test.step(`${path} (${theme})`, async () => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Let the data-driven parts (guides, disturbances, reviews) arrive before checking.
          await page.waitForLoadState('networkidle');
          expect
            .soft(await axeViolations(page, { bestPractice: true }), `${path} (${theme})`)
            .toEqual([]);
        });
      }
    }
  });
}
