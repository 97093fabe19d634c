import { expect, test } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  test(`start page renders with its title in the ${theme} theme (axe: public-pages)`, async ({
    page,
  }) => {
    await page.addInitScript((choice) => window.localStorage.setItem('theme', choice), theme);
    await page.goto('/');

    await expect(page).toHaveTitle('Mobil, bredband och kontantkort | Lingon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mobil och bredband utan krångel',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' }).first()).toBeVisible();
  });
}

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
