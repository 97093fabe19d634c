import { expect, test } from './fixtures';
import { gotoStarted } from './app';

/**
 * A route's code chunk that fails to load (a deploy removed it) makes React Router reload the
 * page the visitor is on; the fresh page then navigates normally. The reload answers a click,
 * never a page load, so it cannot loop.
 */
test('a route chunk that fails to load reloads the page once, and the next try works', async ({
  page,
}) => {
  await gotoStarted(page, '/kontakta-oss');
  const supportModule = await page.evaluate(() => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest: { routes: Record<string, { path?: string; module: string }> };
      }
    ).__reactRouterManifest;
    return Object.values(manifest.routes).find((route) => route.path === 'support')?.module;
  });
  expect(supportModule).toBeTruthy();

  let failures = 0;
  await page.route(`**${supportModule}`, (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  const supportLink = page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .first()
    .getByRole('link', { name: 'Support' });
  const reloaded = page.waitForEvent('load');
  // The reloaded app has started once it makes its login check.
  const restarted = page.waitForRequest('**/services/account/v3/isLoggedIn');
  await supportLink.click();
  await reloaded;
  await restarted;
  expect(failures).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/kontakta-oss');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');

  await supportLink.click();
  await expect(page).toHaveTitle('Support | Lingon');
  expect(loads).toBe(1);
});
