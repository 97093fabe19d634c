import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ANNA,
  approveStartedBankid,
  expectNoAxeViolations,
  gotoStarted,
  signInWithBankid,
} from './app';

// Signing in to my pages with BankID, the overview, and coming back to the page asked for.

const ERIK = '199001010017';
const KARIN = '197206142387';

/** Sign in on the site's own BankID block (computer: the QR code), approved in the simulator. */
async function signInOnPage(page: Page, personalNumber: string): Promise<void> {
  await approveStartedBankid(
    page,
    personalNumber,
    () => page.getByRole('button', { name: 'Logga in med BankID' }).click(),
    async (start) => {
      expect(start.status()).toBe(200);
      await expect(page.getByRole('img', { name: /QR-kod för BankID/ })).toBeVisible();
    },
  );
}

test('a signed-out visit to the invoices signs in with BankID and lands on the invoices', async ({
  page,
}) => {
  await gotoStarted(page, '/mitt-lingon/faktura');
  await expect(page).toHaveURL(/\/mitt-lingon\?returnTo=%2Fmitt-lingon%2Ffaktura$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Logga in med BankID' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in');

  await signInOnPage(page, ANNA);
  await expect(page).toHaveURL(/\/mitt-lingon\/faktura$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Inloggad som Anna' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
});

test('returnTo only leads to a path on this site', async ({ page }) => {
  await gotoStarted(page, '/mitt-lingon?returnTo=https%3A%2F%2Fevil.example%2F');
  await signInOnPage(page, ANNA);
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible({
    timeout: 15_000,
  });
  // Still on this site's start page of my pages, not sent away.
  expect(new URL(page.url()).pathname).toBe('/mitt-lingon');
});

test('Anna’s overview: her subscriptions with data left, the latest invoice and new order confirmations', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
  const subscriptions = page.locator('[data-slot="my-subscriptions"]');
  for (const name of ['Min mobil', 'Olles mobil', 'Majas mobil']) {
    await expect(subscriptions.getByRole('heading', { name })).toBeVisible();
  }
  // The speed-change journey may be changing her connection's speed at the same time.
  await expect(subscriptions.getByRole('heading', { name: /^Bredband \d+\/\d+$/ })).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Senaste fakturan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nya orderbekräftelser' })).toBeVisible();
  await expectNoAxeViolations(page, 'the overview');

  // The shortcuts and the side navigation stay in the page (router links), signed in.
  await page
    .getByRole('navigation', { name: 'Mitt Lingon' })
    .getByRole('link', { name: 'Fakturor' })
    .click();
  await expect(page).toHaveURL(/\/mitt-lingon\/faktura$/);
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
});

test('Erik, a prepaid customer, sees his subscription', async ({ page }) => {
  await signInWithBankid(page, ERIK);
  await gotoStarted(page, '/mitt-lingon');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Erik!' })).toBeVisible();
  await expect(page.locator('[data-slot="my-subscriptions"] li')).toHaveCount(1);
});

test('Karin, with no subscriptions, sees how to become a customer', async ({ page }) => {
  await signInWithBankid(page, KARIN);
  await gotoStarted(page, '/mitt-lingon');
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Karin!' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Du har inga abonnemang hos oss än' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kolla bredband på din adress' })).toHaveAttribute(
    'href',
    '/bredband',
  );
  await expectNoAxeViolations(page, 'the empty overview');
});

test('logout works from a public page too', async ({ page }) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/kontakta-oss');
  await expect(page.getByRole('link', { name: 'Inloggad som Anna' })).toBeVisible();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
});

test('when the session ends, the next customer to sign in in the tab sees nothing of the last', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon/faktura');
  const invoices = page.getByRole('list', { name: 'Fakturor' });
  await expect(invoices.getByRole('link').first()).toBeVisible();
  // The session ends on the server (as when it expires); the next call answers 401.
  expect((await page.request.post('/oidc/logout')).status()).toBe(200);
  await page
    .getByRole('navigation', { name: 'Mitt Lingon' })
    .getByRole('link', { name: 'Ordrar' })
    .click();
  await expect(page).toHaveURL(/\/mitt-lingon\?returnTo=%2Fmitt-lingon%2Fordrar$/);
  await signInOnPage(page, ERIK);
  await expect(page).toHaveURL(/\/mitt-lingon\/ordrar$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Inloggad som Erik' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Mitt Lingon' })
    .getByRole('link', { name: 'Fakturor' })
    .click();
  await expect(page).toHaveURL(/\/mitt-lingon\/faktura$/);
  await expect(page.getByText('Du har inga fakturor')).toBeVisible();
  await expect(invoices).toHaveCount(0);
});

test('a signed-out visit to the family checkout goes to the sign-in, not to an error', async ({
  page,
}) => {
  const checkout = '/mitt-lingon/anslutna-abonnemang/familjeabonnemang/checkout';
  await page.goto(checkout);
  await expect(page).toHaveURL(
    /\/mitt-lingon\?returnTo=%2Fmitt-lingon%2Fanslutna-abonnemang%2Ffamiljeabonnemang%2Fcheckout$/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Logga in med BankID' })).toBeVisible();
});

test('logging out forgets the family checkout: the next customer starts on their own', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon/anslutna-abonnemang/familjeabonnemang');
  await page.getByRole('link', { name: 'Välj Lingon Familj 10 GB' }).click();
  await expect(page.getByLabel('Ditt personnummer')).toHaveValue(ANNA);
  const stored = () => page.evaluate(() => sessionStorage.getItem('lingon.familyCheckout'));
  expect(await stored()).toContain(ANNA);

  // The checkout has a header of its own; logging out is in my pages'.
  await page.goto('/mitt-lingon');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/start$/);
  expect(await stored()).toBeNull();

  // Karin has no subscription of her own to join one to: nothing of Anna's checkout is shown.
  await signInWithBankid(page, KARIN);
  await gotoStarted(page, '/mitt-lingon/anslutna-abonnemang/familjeabonnemang/checkout');
  await expect(page.getByText(/du har inget sådant hos oss just nu/)).toBeVisible();
  await expect(page.getByLabel('Ditt personnummer')).toHaveCount(0);
  expect(await stored()).toBeNull();
});
