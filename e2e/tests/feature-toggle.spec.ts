import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoStarted } from './app';

const NOT_FOUND_TITLE = 'Oops! Något gick fel (error 404)';
const FEATURES = '**/services/site/v1/features';

/** Open a page and wait for the feature-toggle guard's answer from the server. */
async function gotoGuarded(page: Page, path: string) {
  const answer = page.waitForResponse(FEATURES);
  await gotoStarted(page, path);
  return (await answer).json() as Promise<{ features: Record<string, boolean> }>;
}

test.describe('with the default toggles (prepaid top-up on)', () => {
  test('the top-up page renders', async ({ page }) => {
    expect(await gotoGuarded(page, '/kontantkort/ladda')).toEqual({
      features: { 'prepaid-top-up': true },
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladda kontantkort');
    await expect(page).toHaveTitle('Ladda kontantkort | Lingon');
  });

  test('a category page renders', async ({ page }) => {
    await gotoGuarded(page, '/kontantkort/ladda/surf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surfpaket');
  });

  test('the guard also runs on a navigation inside the site', async ({ page }) => {
    await gotoStarted(page, '/kontantkort');
    const answer = page.waitForResponse(FEATURES);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ladda kontantkort' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL('/kontantkort/ladda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladda kontantkort');
  });

  test('the page is let through when the features service fails', async ({ page }) => {
    // The real server fails the call (SIMULATE_FAULTS is on for the suite's server).
    await page.route(FEATURES, (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-simulate-fault': 'site.features' },
      }),
    );
    const answer = page.waitForResponse(FEATURES);
    await gotoStarted(page, '/kontantkort/ladda');
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladda kontantkort');
  });
});

test.describe('on a server with FEATURES_DISABLED=prepaid-top-up', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env['E2E_FEATURES_OFF_PORT']}` });

  test('the top-up and category pages answer the 404 page inside their layout', async ({
    page,
  }) => {
    expect(await gotoGuarded(page, '/kontantkort/ladda')).toEqual({
      features: { 'prepaid-top-up': false },
    });
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
    // The kontantkort layout stays around the 404 page.
    await expect(page.getByRole('navigation', { name: 'Kontantkort' })).toBeVisible();

    await gotoGuarded(page, '/kontantkort/ladda/surf');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    // Every checkout step too.
    for (const step of ['', '/granska', '/betalsatt', '/betalning', '/bekraftelse']) {
      await gotoGuarded(page, `/kontantkort/ladda/kassa${step}`);
      await expect(page, step || 'kassa').toHaveTitle(NOT_FOUND_TITLE);
    }
  });

  test('a navigation to the top-up answers the 404 page; other pages are unaffected', async ({
    page,
  }) => {
    await gotoStarted(page, '/kontantkort');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Något gick fel');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ladda kontantkort' }).click();
    await expect(page).toHaveURL('/kontantkort/ladda');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByRole('navigation', { name: 'Kontantkort' })).toBeVisible();
  });
});
