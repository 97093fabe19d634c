import { expect, test } from './fixtures';
import { gotoStarted } from './app';

const SHOP = 'https://shop.lingon.example/mobiltelefoner';

test.beforeEach(async ({ page }) => {
  // The external shop is never reached: answer its pages here.
  await page.route('https://shop.lingon.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Butiken</title><h1>Butiken</h1>' }),
  );
});

test('a first visit under mobiltelefoner/ is sent to the shop with the third segment', async ({
  page,
}) => {
  await page.goto('/mobiltelefoner/apple/iphone-15');
  await page.waitForURL(`${SHOP}/apple`);
  await expect(page).toHaveTitle('Butiken');
});

test('without a third segment the shop page itself opens', async ({ page }) => {
  await page.goto('/mobiltelefoner/');
  await page.waitForURL(SHOP);
});

test('the placeholder shows before the browser leaves', async ({ page }) => {
  // While a navigation is pending, Playwright cannot query the page: the page reports the text
  // itself, and the shop's answer is held until it has.
  const seen: string[] = [];
  await page.exposeFunction('reportPlaceholder', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPlaceholder: (text: string) => void })
      .reportPlaceholder;
    new MutationObserver((_records, observer) => {
      const status = document.querySelector('[role="status"]');
      if (status?.textContent === 'Error page...') {
        report(status.textContent);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SHOP}/samsung`, async (route) => {
    await held;
    await route.fulfill({ contentType: 'text/html', body: '<title>Butiken</title>' });
  });
  await page.goto('/mobiltelefoner/samsung', { waitUntil: 'commit' });
  await expect.poll(() => seen).toEqual(['Error page...']);
  release();
  await page.waitForURL(`${SHOP}/samsung`);
});

test('other unknown addresses lead to the 404 page', async ({ page }) => {
  await page.goto('/surfplattor/apple');
  await expect(page).toHaveURL('/404');
  await expect(page).toHaveTitle('Oops! Något gick fel (error 404)');
  expect(page.url()).not.toContain('shop.lingon.example');
});

test('only the first visited address is redirected, not a later in-app navigation', async ({
  page,
}) => {
  await gotoStarted(page, '/kontakta-oss');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
  // A client-side navigation, as the router's own history entries look (with a key).
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'e2e-later', idx: 1 }, '', '/mobiltelefoner/apple');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page).toHaveTitle('Oops! Något gick fel (error 404)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
  expect(new URL(page.url()).pathname).toBe('/404');
});
