import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, approveStartedBankid, axeViolations, gotoStarted, signInWithBankid } from './app';

// Family subscriptions on my pages ('familjeabonnemang'): add one; the checkout runs
// SPEC §3's mobile checkout through SPEC §4's steps, signed with BankID, placed once, and ends on
// checkout/thank-you and checkout/confirmation.

const FAMILY = '/mitt-lingon/anslutna-abonnemang/familjeabonnemang';
const CHECKOUT = `${FAMILY}/checkout`;
const THANK_YOU = '/mitt-lingon/anslutna-abonnemang/checkout/thank-you';
const CONFIRMATION = '/mitt-lingon/anslutna-abonnemang/checkout/confirmation';
const HISTORY = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';

type History = { items: { orderId: string; title: string }[] };

/** axe in light and dark: the page is opened again in each theme (the checkout keeps its step). */
async function axeInBothThemes(page: Page, path: string, ready: () => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, path);
    await ready();
    expect(await axeViolations(page), `${path} (${theme})`).toEqual([]);
  }
}

/** Sign the review step with BankID in the simulator; resolves with the order request sent. */
async function signAndPlace(page: Page) {
  const placed = page.waitForRequest(
    (request) => request.url().includes('/v1/family/order') && request.method() === 'POST',
  );
  await approveStartedBankid(page, ANNA, () =>
    page.getByRole('button', { name: 'Skriv under med BankID' }).click(),
  );
  const request = await placed;
  await expect(page).toHaveURL(new RegExp(`${THANK_YOU}$`), { timeout: 20_000 });
  return request;
}

test('Anna adds a family subscription with a new number on 12 months: campaign, every step, connected, in her orders', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInWithBankid(page, ANNA);
  const before = ((await (await page.request.get(HISTORY)).json()) as History).items;

  await gotoStarted(page, FAMILY);
  // Answer the cookie banner once, so it does not cover the checkout's fields.
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await axeInBothThemes(page, FAMILY, () =>
    expect(page.getByRole('heading', { name: 'Lingon Familj 10 GB' })).toBeVisible(),
  );
  await expect(page.getByText('Familjekampanj:')).toBeVisible();
  await page.getByRole('link', { name: 'Välj Lingon Familj 10 GB' }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));

  // input: 12 months is the campaign; a new number from the free list.
  await expect(page.getByRole('radio', { name: '12 månaders bindningstid' })).toBeChecked();
  await expect(page.getByText('Familjekampanjen gäller')).toBeVisible();
  await expect(
    page.getByText('Lingon Familj 10 GB kostar 99 kr/mån i stället för 129 kr/mån'),
  ).toBeVisible();
  const numbers = page.getByRole('radiogroup', { name: 'Välj nummer' });
  const first = numbers.getByRole('radio').first();
  await first.click();
  const chosen =
    (await page.locator(`label[for="${await first.getAttribute('id')}"]`).textContent()) ?? '';
  expect(chosen).toMatch(/^073-700 1\d \d\d$/);
  await axeInBothThemes(page, CHECKOUT, () =>
    expect(page.getByRole('heading', { name: 'Dina val och uppgifter' })).toBeVisible(),
  );
  await expect(page.getByRole('radio', { name: chosen })).toBeChecked();
  await expect(page.getByLabel('Ditt personnummer')).toHaveValue(ANNA);
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  // confirmation
  await expect(page.getByRole('heading', { name: 'Stämmer allt?' })).toBeFocused();
  await axeInBothThemes(page, CHECKOUT, () =>
    expect(page.getByRole('heading', { name: 'Stämmer allt?' })).toBeVisible(),
  );
  await expect(page.getByText('99 kr/mån (familjekampanj, ordinarie 129 kr/mån)')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, fortsätt' }).click();

  // review, signed with BankID → purchase → thank-you
  await expect(page.getByRole('heading', { name: 'Granska och skriv under' })).toBeVisible();
  await axeInBothThemes(page, CHECKOUT, () =>
    expect(page.getByRole('button', { name: 'Skriv under med BankID' })).toBeVisible(),
  );
  const orderRequest = await signAndPlace(page);
  const thanks = page.getByRole('heading', { level: 1, name: 'Tack för din beställning!' });
  await expect(thanks).toBeFocused();
  const orderId =
    (await page
      .getByText(/Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  expect(orderId).toMatch(/^LO-FAM-/);
  await axeInBothThemes(page, THANK_YOU, () => expect(thanks).toBeVisible());

  // A double submit (the same order sent again with its key) is the same order.
  const again = await page.request.post(orderRequest.url(), {
    data: orderRequest.postDataJSON() as unknown,
    headers: { 'idempotency-key': orderRequest.headers()['idempotency-key'] ?? '' },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ orderId });

  await page.getByRole('link', { name: 'Se orderbekräftelsen' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONFIRMATION}$`));
  const summary = page.locator('[data-slot="family-order-summary"]');
  await expect(summary).toContainText(orderId);
  await expect(summary).toContainText('99 kr/mån (familjekampanj)');
  await expect(summary).toContainText(chosen);
  await axeInBothThemes(page, CONFIRMATION, () => expect(summary).toBeVisible());

  // On the server: one order in the history, with its confirmation document.
  const after = ((await (await page.request.get(HISTORY)).json()) as History).items;
  expect(after.filter((item) => item.orderId === orderId)).toEqual([
    expect.objectContaining({ title: 'Familjeabonnemang' }),
  ]);
  expect(
    after
      .filter((item) => !before.some((old) => old.orderId === item.orderId))
      .map((item) => item.orderId),
  ).toContain(orderId);
  const documents = (await (await page.request.get(DOCUMENTS)).json()) as {
    orderConfirmationResult: { orderConfirmations: { orderId: string; title: string }[] };
  };
  expect(
    documents.orderConfirmationResult.orderConfirmations.filter((doc) => doc.orderId === orderId),
  ).toEqual([expect.objectContaining({ title: 'Orderbekräftelse: Familjeabonnemang' })]);

  // Connected to her own subscription on anslutna-abonnemang.
  await page.getByRole('link', { name: 'Se dina ordrar' }).click();
  await expect(page).toHaveURL(/\/mitt-lingon\/ordrar$/);
  await expect(
    page
      .getByRole('list', { name: 'Beställningar' })
      .getByRole('link', { name: 'Familjeabonnemang' })
      .first(),
  ).toBeVisible();
  await gotoStarted(page, '/mitt-lingon/anslutna-abonnemang');
  await expect(page.getByRole('list', { name: 'Familjeabonnemang till Min mobil' })).toContainText(
    `${chosen} · Lingon Familj 10 GB`,
  );
});

test('Anna keeps a number from another operator: the current owner’s personal number is checksum-checked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithBankid(page, ANNA);
  // A number of another operator's that no other run has moved in.
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  const ported = `0769-${digits}`;
  const shown = `076-9${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  await gotoStarted(page, FAMILY);
  await page.getByRole('button', { name: 'Godkänn alla' }).click();
  await page.getByRole('link', { name: 'Välj Lingon Familj 5 GB' }).click();
  await page.getByRole('radio', { name: 'Ingen bindningstid' }).click();
  await expect(page.getByText('Familjekampanjen gäller')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Behåll ett nummer från en annan operatör' }).click();
  await page.getByLabel('Numret du vill behålla').fill(ported);
  const owner = page.getByLabel('Personnummer för den som äger numret i dag');
  await owner.fill('19900101-0018');
  await page.getByRole('checkbox', { name: /Dolt nummer/ }).click();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByText('Personnumret är inte giltigt')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dina val och uppgifter' })).toBeVisible();
  await owner.fill('19900101-0017');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { name: 'Stämmer allt?' })).toBeVisible();
  await expect(page.getByText(`${shown} (flyttas från annan operatör), dolt nummer`)).toBeVisible();
  await page.getByRole('button', { name: 'Ja, fortsätt' }).click();
  await signAndPlace(page);
  const orderId =
    (await page
      .getByText(/Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  await page.getByRole('link', { name: 'Se orderbekräftelsen' }).click();
  const summary = page.locator('[data-slot="family-order-summary"]');
  await expect(summary).toContainText(orderId);
  await expect(summary).toContainText(`${shown} (flyttas hit), dolt`);
  await expect(summary).toContainText('99 kr/mån');
  await expect(summary).not.toContainText('familjekampanj');
  await gotoStarted(page, '/mitt-lingon/anslutna-abonnemang');
  await expect(page.getByRole('list', { name: 'Familjeabonnemang till Min mobil' })).toContainText(
    `${shown} · Lingon Familj 5 GB`,
  );
});
