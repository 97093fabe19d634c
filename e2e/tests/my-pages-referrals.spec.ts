import { expect, test } from './fixtures';
import { ANNA, axeViolations, gotoStarted, signInWithBankid } from './app';

// Referrals on my pages ('varva-en-van'): the customer's referral code and link, the offer's
// rules, and the friends recruited with their state and reward, from the server.

const KARIN = '197206142387';
const PATH = '/mitt-lingon/varva-en-van';

test('Anna sees her own code and link, the rules, and her three friends with their rewards', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  const service = await page.request.get('/services/mypages/v1/referrals');
  expect(service.status()).toBe(200);
  const { code, link } = (await service.json()) as { code: string; link: string };

  await gotoStarted(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Värva en vän' })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  await expect(page.getByText(link)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Så funkar det' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Dina värvningar' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Johan K.');
  await expect(rows.nth(0)).toContainText('Väntar');
  await expect(rows.nth(1)).toContainText('Ingen rabatt');
  await expect(rows.nth(2)).toContainText('Rabatt given');
  await expect(page.getByText('Du har fått 200 kr i rabatt hittills.')).toBeVisible();

  // The same code on the next visit.
  await gotoStarted(page, PATH);
  await expect(page.getByTestId('referral-code')).toHaveText(code);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, PATH);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('referral-code')).toBeVisible();
    expect(await axeViolations(page), `${PATH} (${theme})`).toEqual([]);
  }
});

test('Anna copies her code with the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, PATH);
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await page.getByRole('button', { name: 'Kopiera koden' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Kopierad' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('Karin has no subscription, so no invoice to take a reward: she is told why, with no code', async ({
  page,
}) => {
  await signInWithBankid(page, KARIN);
  await gotoStarted(page, PATH);
  await expect(
    page.getByRole('heading', { name: 'Värva en vän gäller abonnemang med faktura' }),
  ).toBeVisible();
  await expect(page.getByText(/Du har inget abonnemang hos oss än/)).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveCount(0);
  await expect(page.getByText(/rabatt på din nästa faktura/)).toHaveCount(0);
});

test('signed out, the page asks for a sign-in instead', async ({ page }) => {
  await gotoStarted(page, PATH);
  await expect(page).toHaveURL(/\/mitt-lingon\?returnTo=%2Fmitt-lingon%2Fvarva-en-van$/);
});
