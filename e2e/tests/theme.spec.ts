import { expect, test } from './fixtures';
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

test('a visitor chooses Mörkt in the footer; the choice holds across pages and a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoStarted(page, '/kontakta-oss');
  // The consent banner sits over the bottom of the page until it is answered.
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  const footer = page.getByRole('contentinfo');
  const theme = footer.getByRole('group', { name: 'Tema' });
  await expect(theme.getByRole('radio', { name: 'Automatiskt' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await theme.getByText('Mörkt').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await footer.getByRole('link', { name: 'Bredband' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Mörkt' })).toBeChecked();

  // Automatiskt hands the say back to the system preference.
  await page.getByRole('contentinfo').getByText('Automatiskt').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
