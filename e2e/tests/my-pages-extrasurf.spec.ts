import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, axeViolations, gotoStarted, signInWithBankid } from './app';

// Extra surf on my pages ('fyll-pa-surf'): buy extra data for a postpaid subscription, charged
// to the next invoice (a prepaid card goes to the top-up): the balance shows it at once.

const ERIK = '199001010017';
const ANNA_MSISDN = '46701234567';
const PATH = '/mitt-lingon/fyll-pa-surf';
const DETAILS = '/services/subscriptions/v6/subscriptionDetails';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const THEMES = ['light', 'dark'] as const;

type Data = { remaining: number; remainingExtraSurf: number; total: number };

async function dataOf(page: Page, msisdn: string): Promise<Data> {
  const res = await page.request.post(DETAILS, { data: { msisdn } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: { data: Data } }).balance.data;
}

/** The theme as the theme engine sets it: on the page as it is, without a reload. */
async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((choice) => {
    window.localStorage.setItem('theme', choice);
    document.documentElement.setAttribute('data-theme', choice);
    document.body.setAttribute('data-theme', choice);
  }, theme);
}

test('Anna buys extra surf with a double click: one purchase, and the balance shows it at once', async ({
  page,
}) => {
  // Six axe passes (three steps, two themes) on a shared two-core machine.
  test.slow();
  await signInWithBankid(page, ANNA);
  const start = `${PATH}?nummer=0701234567`;
  await gotoStarted(page, start);
  for (const theme of THEMES) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, start);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Fyll på surf' })).toBeVisible();
    // The number from the address is chosen, with its balance and the packages.
    await expect(page.getByRole('radio', { name: 'Min mobil' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '5 GB' })).toBeVisible();
    expect(await axeViolations(page), `${PATH}: choose (${theme})`).toEqual([]);
    await page.getByRole('radio', { name: '5 GB' }).click();
    await expect(page.getByText('Läggs på nästa faktura')).toBeVisible();
    expect(await axeViolations(page), `${PATH}: confirm (${theme})`).toEqual([]);
  }

  const before = await dataOf(page, ANNA_MSISDN);
  const ordersBefore = (
    (await (await page.request.get(ORDERS)).json()) as { items: { title: string }[] }
  ).items.filter((item) => item.title === 'Extra surf').length;

  await page.getByRole('button', { name: /^Köp 5 GB för 99\skr$/ }).dblclick();
  const receipt = page.getByRole('heading', { name: 'Klart! Du har fått 5 GB extra surf' });
  await expect(receipt).toBeFocused();
  const orderId =
    (await page
      .getByText(/Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  expect(orderId).toMatch(/^LO-XSURF-/);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    expect(await axeViolations(page), `${PATH}: receipt (${theme})`).toEqual([]);
  }

  // On the server: the data is in the balance, and one order (not two) is recorded.
  const after = await dataOf(page, ANNA_MSISDN);
  expect(after.total).toBeCloseTo(before.total + 5, 5);
  expect(after.remaining).toBeCloseTo(before.remaining + 5, 5);
  expect(after.remainingExtraSurf).toBeCloseTo(before.remainingExtraSurf + 5, 5);
  const orders = (
    (await (await page.request.get(ORDERS)).json()) as {
      items: { orderId: string; title: string; category: string; totalPrice: number }[];
    }
  ).items;
  expect(orders.filter((item) => item.title === 'Extra surf')).toHaveLength(ordersBefore + 1);
  expect(orders.find((item) => item.orderId === orderId)).toMatchObject({
    category: 'TOPUP',
    totalPrice: 99,
  });

  // The receipt shows the balance the server stored; the details page shows it without a reload.
  const total = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format(after.total);
  await expect(page.getByText(new RegExp(`kvar av ${total}\\sGB`)).first()).toBeVisible();
  await page.getByRole('link', { name: 'Se abonnemangets saldo' }).click();
  await expect(page).toHaveURL(/\/mitt-lingon\/valj-abonnemang\/detaljer\?nummer=07\d{8}$/);
  await expect(page.getByText(new RegExp(`kvar av ${total}\\sGB`)).first()).toBeVisible();
});

test('Erik’s prepaid card is sent to the top-up with its number filled in, nothing bought here', async ({
  page,
}) => {
  // Two axe passes and a trip to the prepaid pages on a shared two-core machine.
  test.slow();
  await signInWithBankid(page, ERIK);
  await gotoStarted(page, PATH);
  for (const theme of THEMES) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, PATH);
    await page
      .getByRole('radiogroup', { name: 'Vilket abonnemang vill du fylla på?' })
      .getByRole('radio')
      .first()
      .click();
    await expect(
      page.getByText('Kontantkort fyller du på genom att ladda', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Köp/ })).toHaveCount(0);
    expect(await axeViolations(page), `${PATH}: prepaid (${theme})`).toEqual([]);
  }
  const link = page.getByRole('link', { name: /^Ladda 073-123 45 60 med surf$/ });
  await expect(link).toHaveAttribute('href', '/kontantkort/ladda?nummer=0731234560');
  await link.click();
  await expect(page).toHaveURL(/\/kontantkort\/ladda\?nummer=0731234560$/);
  await expect(page.getByRole('textbox', { name: 'Mobilnummer att ladda' })).toHaveValue(/073/);
});
