import { expect, test } from './fixtures';

test('/support pages the popular guides and opens a guide', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  const status = page.getByRole('status').filter({ hasText: /^Visar/ });
  await expect(status).toHaveText(/^Visar 5 av \d+$/);
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(status).toHaveText(/^Visar 10 av \d+$/);

  const section = page.locator('[data-slot="popular-guides"]');
  // The link is held by its address: the list is sorted by popularity, which journeys running
  // beside this one change as they open guides, so "the first" may be another guide by the click.
  const first = section.getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/support\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await section.locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(href);
  // The link reads the question and its summary; the guide's heading is the question.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  expect(title.startsWith((await heading.textContent()) ?? '-')).toBe(true);
  // The tab is named after the guide.
  await expect(page).toHaveTitle(`${(await heading.textContent()) ?? '-'} | Lingon`);
});

test('support pages are named after their topic or guide, and a guide has one address', async ({
  page,
}) => {
  await page.goto('/support/mobil-och-surf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobil och surf');
  await expect(page).toHaveTitle('Mobil och surf | Lingon');

  // A guide opened under another topic is sent to its own topic's address.
  await page.goto('/support/bredband/surfen-ar-slut');
  await expect(page).toHaveURL(/\/support\/mobil-och-surf\/surfen-ar-slut$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Min surf är slut – vad gör jag?',
  );
  await expect(page).toHaveTitle('Min surf är slut – vad gör jag? | Lingon');

  // An unknown topic is the 404 page, with its title (SPEC §2 /404), answered with status 404.
  const unknown = await page.goto('/support/finns-inte');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
  await expect(page).toHaveTitle('Oops! Något gick fel (error 404)');
});
