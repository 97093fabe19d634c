import type { Page } from '@playwright/test';
import { gotoStarted } from './app';
import { runAddressCheck } from './broadband-helpers';
import { expect, test } from './fixtures';

const widgetScript = 'script[data-reviews-widget]';

/** The consent groups the page's consent API reports, once it is there. */
function activeGroups(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { LingonConsent?: { activeGroups: string } }).LingonConsent
        ?.activeGroups,
  );
}

test('the reviews widget loads only with marketing consent and goes when it is withdrawn', async ({
  page,
}) => {
  await gotoStarted(page, '/');
  const banner = page.getByRole('button', { name: 'Godkänn alla' });
  await expect(banner).toBeVisible();
  await expect(page.locator(widgetScript)).toHaveCount(0);

  await banner.click();
  await expect(page.locator(widgetScript)).toHaveCount(1);
  // The widget script renders real reviews from the server into the container.
  await expect(page.locator('#lingon-reviews li').first()).toBeVisible();
  await expect(page.locator('#lingon-reviews')).toContainText('Snittbetyg');

  // Withdraw marketing through the settings dialog.
  await page.evaluate(() =>
    (window as unknown as { LingonConsent: { showSettings(): void } }).LingonConsent.showSettings(),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const marketing = dialog.getByRole('switch', { name: /marknadsföring/i });
  await expect(marketing).toBeChecked();
  await marketing.click();
  await dialog.getByRole('button', { name: /spara/i }).click();
  await expect(page.locator(widgetScript)).toHaveCount(0);
  await expect(page.locator('#lingon-reviews li')).toHaveCount(0);
});

test('page views reach the dataLayer only with analytics consent', async ({ page }) => {
  await gotoStarted(page, '/');
  await expect(page.getByRole('button', { name: 'Godkänn alla' })).toBeVisible();
  const pageViews = () =>
    page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'pageView',
        ).length,
    );
  expect(await pageViews()).toBe(0);
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect.poll(pageViews).toBe(1);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .first()
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page).toHaveURL('/support');
  await expect.poll(pageViews).toBe(2);
});

test('the product step is one page view after the address check', async ({ page }) => {
  await gotoStarted(page, '/bredband');
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await runAddressCheck(page, 'Storgatan 1', 'Storgatan 1, Lund');
  await expect(page).toHaveURL('/bredband/valj-produkt');
  // The products are shown: the route's view and the product list's own have both had their turn.
  await expect(page.getByRole('button', { name: /^Välj / }).first()).toBeVisible();
  const views = () =>
    page.evaluate(() =>
      (
        (window as unknown as { dataLayer?: { event: string; page?: { path: string } }[] })
          .dataLayer ?? []
      )
        .filter((entry) => entry.event === 'pageView')
        .map((entry) => entry.page?.path),
    );
  await expect.poll(views).toEqual(['/bredband', '/bredband/valj-produkt']);
  // Back to the address check is a page view of its own.
  await page.goBack();
  await expect(page).toHaveURL('/bredband');
  await expect.poll(views).toEqual(['/bredband', '/bredband/valj-produkt', '/bredband']);
});

test('a choice made in the banner before the page scripts have started is kept', async ({
  page,
}) => {
  // The banner is painted with the prerendered page; its scripts arrive late, as on a slow
  // connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const region = page.getByRole('region', { name: 'Vi använder cookies' });
  await expect(region).toBeVisible();
  await region.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await expect(region).toBeHidden();
  const stored = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'lingon_consent')?.value;
  expect(decodeURIComponent((await stored()) ?? '')).toContain('groups=C0001&');

  // Once the app has started, the choice is the store's: no banner, necessary cookies only.
  const started = page.waitForRequest('**/services/account/v3/isLoggedIn');
  release();
  await started;
  await expect.poll(() => activeGroups(page)).toBe(',C0001,');
  await expect(region).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Chatta med oss' })).toBeVisible();
  await expect(region).toHaveCount(0);
});

test('a choice made in the banner after the app has started, before the banner has hydrated, is kept', async ({
  page,
}) => {
  // The banner hydrates once its own module is there, after the page: held back here until the
  // consent store has started.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/consent-banner-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => 'LingonConsent' in window), { timeout: 15_000 })
    .toBe(true);
  const region = page.getByRole('region', { name: 'Vi använder cookies' });
  await expect(region).toBeVisible();
  await expect(page.locator('[data-consent-ready]')).toHaveCount(0);
  await region.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(region).toBeHidden();
  // The running store has read what the page stored.
  await expect.poll(() => activeGroups(page)).toBe(',C0001,C0002,C0003,C0004,');

  release();
  await expect(region).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Chatta med oss' })).toBeVisible();
  await expect(region).toHaveCount(0);
});

test('on a phone, the end of the page can be scrolled clear of the banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/kontakta-oss');
  const banner = page.getByRole('region', { name: 'Vi använder cookies' });
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('contentinfo').getByText(/© \d{4} Lingon/);
  await expect(last).toBeInViewport();
  const lastBox = await last.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(lastBox && bannerBox && lastBox.y + lastBox.height <= bannerBox.y).toBe(true);
});

test('with a choice stored, the skip link is still the first tab stop', async ({ page }) => {
  await gotoStarted(page, '/');
  await page
    .getByRole('region', { name: 'Vi använder cookies' })
    .getByRole('button', { name: 'Endast nödvändiga' })
    .click();
  await gotoStarted(page, '/bredband');
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
});
