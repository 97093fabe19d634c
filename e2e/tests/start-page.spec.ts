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

test('a friend opening a referral link is told what the code gives and how to use it', async ({
  page,
}) => {
  await page.goto('/?kod=qfj9l29d');
  const welcome = page.locator('[data-slot="referral-welcome"]');
  await expect(welcome).toContainText('En vän har tipsat dig om Lingon');
  await expect(welcome).toContainText('halva priset');
  await expect(welcome.getByText('QFJ9L29D', { exact: true })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Så kontaktar du oss' })).toHaveAttribute(
    'href',
    '/kontakta-oss',
  );
  await welcome.getByRole('button', { name: 'Stäng tipset' }).click();
  await expect(welcome).toBeHidden();
  // Without a code, or with anything that is not one, the start page is as always.
  for (const url of ['/', '/?kod=%3Cscript%3E']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="referral-welcome"]')).toHaveCount(0);
  }
});
