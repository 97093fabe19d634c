import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoStarted } from './app';

/** Ask for the latest build now instead of waiting for the minute-long poll. */
async function pollNow(page: Page) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/builds/latest.json',
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answered;
}

/** A value on window survives client-side navigation but not a page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

function isMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}

test('the build writes builds/latest.json with an id and a timestamp', async ({ request }) => {
  const response = await request.get('/builds/latest.json');
  expect(response.ok()).toBe(true);
  const latest = (await response.json()) as { id: unknown; timestamp: unknown };
  expect(typeof latest.id).toBe('string');
  expect(typeof latest.timestamp).toBe('number');
  const meta = await request.get(`/builds/meta/${String(latest.id)}.json`);
  expect(meta.ok()).toBe(true);
});

test('without a newer build, navigation stays client-side', async ({ page }) => {
  await gotoStarted(page, '/');
  await pollNow(page);
  await markWindow(page);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .first()
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page).toHaveTitle('Support | Lingon');
  expect(await isMarked(page)).toBe(true);
});

test('after a newer build is deployed, the next navigation loads the page anew', async ({
  page,
}) => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  await gotoStarted(page, '/');
  await pollNow(page);
  await markWindow(page);
  // Nothing happens until the visitor navigates.
  expect(await isMarked(page)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .first()
    .getByRole('link', { name: 'Support' })
    .click();
  await reloaded;
  await expect(page).toHaveURL('/support');
  await expect(page).toHaveTitle('Support | Lingon');
  expect(await isMarked(page)).toBe(false);
});
