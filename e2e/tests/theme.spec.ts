import { expect, test } from '@playwright/test';
import { gotoStarted } from './app';

test('a dark-list preset makes the matching pages dark and leaves the others light', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'auto'));
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoStarted(page, '/dark-mode-demo');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Alla tjänster: /bredband/*, /kontakta-oss, /mitt-lingon/*, /support/*, /om-lingon/*.
  await page.getByRole('button', { name: 'Alla tjänster' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const nav = page.getByRole('navigation', { name: 'Huvudmeny' }).first();
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL('/support');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');

  await nav.getByRole('link', { name: 'Surf' }).click();
  await expect(page).toHaveURL('/surf');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
});

test('the demo toggles the current page dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoStarted(page, '/dark-mode-demo');
  await page.getByRole('button', { name: 'Visa den här sidan mörk' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-resolved')).toHaveText('Mörkt');
  await page.getByRole('button', { name: 'Visa den här sidan ljus' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
