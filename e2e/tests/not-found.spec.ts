import { gotoStarted } from './app';
import { expect, test } from './fixtures';

const NOT_FOUND_TITLE = 'Oops! Något gick fel (error 404)';

test('an unknown address leads to the 404 page at /404', async ({ page }) => {
  await page.goto('/finns-inte');
  await expect(page).toHaveURL('/404');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Whoops. Sidan hittades inte.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
  // The layout stays around the 404 page.
  await expect(page.getByRole('banner')).toBeVisible();
  // The redirect is part of loading the page: focus stays at its start, as on any full load.
  await expect(page.locator('main')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
});

test('the /404 route is the 404 page', async ({ page }) => {
  await page.goto('/404');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
});

test('a route whose parameters fail validation answers the 404 page in place', async ({ page }) => {
  await page.goto('/utland/Inte%20Giltig');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  expect(new URL(page.url()).pathname).toBe('/utland/Inte%20Giltig');
});

test('an unknown address reached inside the app leads to /404 too', async ({ page }) => {
  await gotoStarted(page, '/kontakta-oss');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'e2e-later', idx: 1 }, '', '/finns-inte-heller');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
  // A page the visitor went to: focus moves to it, as on every navigation.
  await expect(page.locator('main')).toBeFocused();
});

test('a valid address the content system does not know answers the 404 page', async ({ page }) => {
  await page.goto('/utland/tyskland');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
});

test('from the 404 page the visitor gets back to the start page', async ({ page }) => {
  await page.goto('/finns-inte');
  await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Mobil, bredband och kontantkort | Lingon');
});
