import type { Page } from '@playwright/test';

/**
 * Open a page and wait until the app has started (hydrated): prerendered HTML is visible and
 * clickable before that, but links would still do full page loads. The app's login check is
 * made once it runs.
 */
export async function gotoStarted(page: Page, path: string): Promise<void> {
  const started = page.waitForRequest('**/services/account/v3/isLoggedIn');
  await page.goto(path);
  await started;
}
