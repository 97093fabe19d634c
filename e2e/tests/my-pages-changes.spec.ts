import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, axeViolations, gotoStarted, signInWithBankid } from './app';

// Changing plan and speed on my pages: 'byt-abonnemang' (change mobile plan, with
// POSTPAID_UPGRADE_CAMPAIGN where it applies, on the day the binding rules give) and
// 'byt-bredband' (change broadband speed from availableChangesAndCampaigns). Journey: Anna changes
// plan and broadband speed.

const PLAN_PATH = '/mitt-lingon/byt-abonnemang';
const SPEED_PATH = '/mitt-lingon/byt-bredband';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const DOCUMENTS = '/services/aggregation/v2/documents';
const ANNA_MSISDN = '46701234567';

type Orders = { items: { orderId: string; title: string; category: string }[] };

/** axe in light and in dark on the page as it is now (the theme is data-theme on html/body). */
async function axeInBothThemes(page: Page, step: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => {
      document.documentElement.setAttribute('data-theme', choice);
      document.body.setAttribute('data-theme', choice);
    }, theme);
    expect(await axeViolations(page), `${step} (${theme})`).toEqual([]);
  }
}

async function confirmation(page: Page, orderId: string) {
  const documents = (await (await page.request.get(DOCUMENTS)).json()) as {
    orderConfirmationResult: { orderConfirmations: { orderId: string }[] };
  };
  return documents.orderConfirmationResult.orderConfirmations.filter(
    (doc) => doc.orderId === orderId,
  );
}

test('Anna changes plan and broadband speed: each a double click, one change, in her orders', async ({
  page,
}) => {
  // Two flows and twelve axe runs (three steps each, in both themes).
  test.setTimeout(240_000);
  await signInWithBankid(page, ANNA);

  // Byt abonnemang. A change to the plan already waiting would be refused: choose another one.
  const options = (await (
    await page.request.post('/services/subscriptions/v1/planChange/options', {
      data: { msisdn: ANNA_MSISDN },
    })
  ).json()) as { pendingChange: { toPlan: { planCode: string } } | null };
  const target =
    options.pendingChange?.toPlan.planCode === 'MOB-50GB'
      ? { code: 'MOB-OBEGR', label: 'Lingon Obegränsad, 399 kr/mån', price: '349 kr/mån' }
      : { code: 'MOB-50GB', label: 'Lingon 50 GB, 299 kr/mån', price: '249 kr/mån' };

  await gotoStarted(page, PLAN_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Byt abonnemang' })).toBeVisible();
  await page.getByRole('radio', { name: 'Min mobil' }).click();
  await expect(page.getByText(/Ditt abonnemang nu:/)).toContainText('bindningstid till');
  await axeInBothThemes(page, `${PLAN_PATH}: the plans`);
  await page.getByRole('radio', { name: target.label }).click();
  const summary = page.getByRole('region', { name: 'Ditt byte' });
  await expect(summary).toContainText(`Kampanjpris ${target.price} i 12 månader`);
  await expect(summary).toContainText('Bytet gäller från den första dagen i nästa månad.');
  await axeInBothThemes(page, `${PLAN_PATH}: the summary`);

  const before = ((await (await page.request.get(ORDERS)).json()) as Orders).items;
  await page.getByRole('button', { name: 'Bekräfta bytet' }).dblclick();
  const planThanks = page.getByRole('heading', { name: /^Klart! Ditt abonnemang byts / });
  await expect(planThanks).toBeFocused();
  const planOrderId =
    (await page
      .getByText(/^Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  expect(planOrderId).toMatch(/^LO-PLAN-/);
  await axeInBothThemes(page, `${PLAN_PATH}: done`);

  const afterPlan = ((await (await page.request.get(ORDERS)).json()) as Orders).items;
  expect(afterPlan.filter((item) => item.title === 'Byte av abonnemang').length).toBe(
    before.filter((item) => item.title === 'Byte av abonnemang').length + 1,
  );
  expect(afterPlan.filter((item) => item.orderId === planOrderId)).toEqual([
    expect.objectContaining({ category: 'MOBILE' }),
  ]);
  expect(await confirmation(page, planOrderId)).toHaveLength(1);
  // The change waits for its day, and the page says so.
  await gotoStarted(page, PLAN_PATH);
  await page.getByRole('radio', { name: 'Min mobil' }).click();
  await expect(page.getByText('Du har ett byte beställt')).toBeVisible();
  await expect(page.getByText(new RegExp(`order ${planOrderId}`))).toBeVisible();

  // Byt bredband: to 1000/1000 (its campaign), or 500/500 if a run before got there.
  const available = (await (
    await page.request.get('/services/aggregation/v2/broadband/availableChangesAndCampaigns')
  ).json()) as { subscriptions: { id: string; productId: string }[] };
  const speed =
    available.subscriptions[0]?.productId === 'BB-1000-1000'
      ? { label: 'Bredband 500/500, 490 kr/mån', name: 'Bredband 500/500' }
      : { label: 'Bredband 1000/1000, 490 kr/mån', name: 'Bredband 1000/1000' };
  await gotoStarted(page, SPEED_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Byt bredband' })).toBeVisible();
  const choice = page.getByRole('radio', { name: speed.label });
  await expect(choice).toBeVisible();
  await axeInBothThemes(page, `${SPEED_PATH}: the speeds`);
  await choice.click();
  await expect(page.getByRole('region', { name: 'Ditt byte' })).toContainText(
    'Bytet gäller direkt när du bekräftar.',
  );
  await axeInBothThemes(page, `${SPEED_PATH}: the summary`);
  const beforeSpeed = ((await (await page.request.get(ORDERS)).json()) as Orders).items;
  await page.getByRole('button', { name: 'Bekräfta bytet' }).dblclick();
  const speedThanks = page.getByRole('heading', { name: `Klart! Du har nu ${speed.name}` });
  await expect(speedThanks).toBeFocused();
  const speedOrderId =
    (await page
      .getByText(/^Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  expect(speedOrderId).toMatch(/^LO-BB-/);
  await axeInBothThemes(page, `${SPEED_PATH}: done`);
  const afterSpeed = ((await (await page.request.get(ORDERS)).json()) as Orders).items;
  expect(afterSpeed.filter((item) => item.title === 'Byte av bredbandshastighet').length).toBe(
    beforeSpeed.filter((item) => item.title === 'Byte av bredbandshastighet').length + 1,
  );
  expect(await confirmation(page, speedOrderId)).toHaveLength(1);
  // The new speed is the subscription's now.
  await gotoStarted(page, SPEED_PATH);
  await expect(page.getByText(/Ditt bredband nu:/)).toContainText(speed.name);

  // Back to the speed she had, so journeys that run beside this one see Anna's connection as it was.
  const original = available.subscriptions[0];
  if (original) {
    const restored = await page.request.post('/services/aggregation/v2/broadband/change', {
      data: { subscriptionId: original.id, productId: original.productId },
      headers: { 'idempotency-key': `restore-${speedOrderId}` },
    });
    expect(restored.status()).toBe(200);
  }

  await gotoStarted(page, '/mitt-lingon/ordrar');
  await expect(
    page
      .getByRole('list', { name: 'Beställningar' })
      .getByRole('link', { name: 'Byte av abonnemang' })
      .first(),
  ).toBeVisible();
});

test('“Byt abonnemang” for one subscription opens the plan change with it chosen', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon/valj-abonnemang');
  await page.getByRole('link', { name: 'Byt abonnemang för Olles mobil' }).click();
  await expect(page).toHaveURL(/\/byt-abonnemang\?nummer=0701234568$/);
  await expect(page.getByRole('radio', { name: 'Olles mobil' })).toBeChecked();
  await expect(page.getByText(/Ditt abonnemang nu:/)).toBeVisible();
});
