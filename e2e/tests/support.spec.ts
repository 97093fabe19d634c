import { expect, test } from './fixtures';

test('/support pages the popular guides and opens a guide', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundservice');
  const status = page.getByRole('status').filter({ hasText: /^Visar/ });
  await expect(status).toHaveText(/^Visar 5 av \d+$/);
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(status).toHaveText(/^Visar 10 av \d+$/);

  const section = page.locator('[data-slot="popular-guides"]');
  const first = section.getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/support\/[a-z0-9-]+\/[a-z0-9-]+$/);
  // The link reads the question and its summary; the guide's heading is the question.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  expect(title.startsWith((await heading.textContent()) ?? '-')).toBe(true);
});
