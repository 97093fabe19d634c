import { type Page, type Request, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, expectNoAxeViolations, gotoStarted } from './app';
import {
  fillContactDetails,
  orderCreateResponse,
  runAddressCheck,
  verifyWithBankid,
} from './broadband-helpers';

// SPEC §6: telemarketing/support mode via `?key=`. The server's demo keys (apps/server/src/config.ts
// defaults; the e2e server sets no others).
const SUPPORT_KEY = 'support-demo-key-7f3a';
const TM_KEY = 'tm-demo-key-91c2';
const UNKNOWN_KEY = 'wrong-key-123';

const CAMPAIGN_ERROR = 'Just nu har vi problem att hämta kampanjer';
const ORDER_ERROR = 'Oj, vi verkar ha lite problem just nu. Försök igen!';
const INVALID_KEY = 'Nyckeln i länken gäller inte';

/** Every request the page makes to the web (non-telemarketing) campaign endpoints. */
function collectWebCampaignCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/campaign-service\/v3\/(campaigns|vouchers\/|offers\/execute)/.test(pathname)) {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}

function telemarketingCall(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) =>
    new URL(response.url()).pathname.includes(`/campaign-service/v3/telemarketing/${path}`),
  );
}

/** The call carried the agent's key and the customer's personal number (TM_CUSTOMER). */
function expectChannelHeaders(request: Request, key: string): void {
  const headers = request.headers();
  expect(headers['x-telemarketing-key'], request.url()).toBe(key);
  expect(headers['tm_customer'], request.url()).toBe(ANNA);
}

/** /bredband with `?key=`, the address check and Bredband 250, up to the checkout. */
async function toCheckout(page: Page, key: string): Promise<void> {
  await gotoStarted(page, `/bredband?key=${encodeURIComponent(key)}`);
  // The key lives for the session, so the agent keeps the mode through the flow. The page stores
  // it (as JSON) once the page has mounted, which may come just after the site has started.
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('telemarketingKey')))
    .toBe(JSON.stringify(key));
  await expectNoAxeViolations(page, '/bredband?key=');
  await runAddressCheck(page, 'Storgatan 1', 'Storgatan 1, Lund');

  await expect(page).toHaveURL(/\/bredband\/valj-produkt$/);
  const bredband250 = page.getByRole('article', { name: 'Bredband 250' });
  await expect(bredband250.getByRole('radio', { name: /^250\/250\sMbit\/s$/ })).toBeChecked();
  await bredband250.getByRole('button', { name: 'Välj Bredband 250' }).click();

  await expect(page).toHaveURL(/\/bredband\/kassan$/);
  await expect(page.getByText('Beställning åt en kund')).toBeVisible();
}

/**
 * The agent types the customer's personal number (editable only in this mode); the campaigns
 * are then fetched from the telemarketing endpoint for that customer.
 */
async function enterCustomer(page: Page): Promise<Response> {
  const campaigns = telemarketingCall(page, 'campaigns');
  const personalNumber = page.getByRole('textbox', { name: /Personnummer/ });
  await expect(personalNumber).toBeEditable();
  await personalNumber.fill(ANNA);
  return campaigns;
}

/** BankID for the order: only the customer whose number the agent typed can complete it. */
async function customerVerifies(page: Page): Promise<void> {
  const bankidStart = page.waitForRequest(
    (request) => request.url().includes('/bankid/v1/start') && request.method() === 'POST',
  );
  await verifyWithBankid(page, ANNA, () =>
    page.getByRole('button', { name: 'Verifiera med BankID' }).click(),
  );
  expect((await bankidStart).postDataJSON()).toMatchObject({
    purpose: 'order',
    personalNumber: ANNA,
  });
}

test('support: an order for the customer carries the key and TM_CUSTOMER and is placed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const webCampaignCalls = collectWebCampaignCalls(page);
  await toCheckout(page, SUPPORT_KEY);
  await expectNoAxeViolations(page, '/bredband/kassan in support mode');

  const campaigns = await enterCustomer(page);
  expectChannelHeaders(campaigns.request(), SUPPORT_KEY);
  expect(campaigns.status()).toBe(200);

  await fillContactDetails(page);
  await customerVerifies(page);

  // Bredband 250 has no campaign offer for Anna: a plain order, on the agent's channel.
  const created = orderCreateResponse(page);
  await page.getByRole('button', { name: 'Beställ' }).click();
  const response = await created;
  expectChannelHeaders(response.request(), SUPPORT_KEY);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; orderId: string };
  expect(body.success).toBe(true);
  expect(body.orderId).toMatch(/^BB-/);

  await expect(page).toHaveURL(/\/bredband\/tack$/);
  const thanks = page.getByRole('region', { name: 'Tack för din beställning!' });
  await expect(thanks).toContainText('Du har beställt Bredband 250');
  await expect(thanks.getByTestId('order-id')).toHaveText(body.orderId);
  await expectNoAxeViolations(page, '/bredband/tack after a support order');
  expect(webCampaignCalls).toEqual([]);
});

test('telemarketing: a TM-only voucher and the order through the telemarketing offers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const webCampaignCalls = collectWebCampaignCalls(page);
  await toCheckout(page, TM_KEY);

  const campaigns = await enterCustomer(page);
  expectChannelHeaders(campaigns.request(), TM_KEY);
  expect(campaigns.status()).toBe(200);

  // TMVIP is valid only on the telemarketing and support channels.
  const validated = telemarketingCall(page, 'vouchers/TMVIP/validate');
  await page.getByRole('textbox', { name: /Rabattkod/ }).fill('TMVIP');
  await page.getByRole('button', { name: 'Använd' }).click();
  const voucher = await validated;
  expectChannelHeaders(voucher.request(), TM_KEY);
  expect(voucher.status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Rabattkoden TMVIP är tillagd' }),
  ).toBeVisible();

  await fillContactDetails(page);
  await customerVerifies(page);
  await expectNoAxeViolations(page, '/bredband/kassan verified, with a voucher');

  const executed = telemarketingCall(page, 'offers/execute');
  await page.getByRole('button', { name: 'Beställ' }).click();
  const response = await executed;
  const request = response.request();
  expectChannelHeaders(request, TM_KEY);
  expect(request.headers()['idempotency-key']).toBeTruthy();
  expect(request.postDataJSON()).toMatchObject({
    order: { productId: 'BB-250-250', customer: { personalNumber: ANNA } },
    offers: [{ voucher: 'TMVIP' }],
  });
  expect(response.status()).toBe(200);
  const { executionResults } = (await response.json()) as {
    executionResults: Array<{ success: boolean; orderId: string | null }>;
  };
  expect(executionResults.length).toBeGreaterThan(0);
  expect(executionResults.every((result) => result.success)).toBe(true);
  const orderId = executionResults.find((result) => result.orderId)?.orderId;
  expect(orderId).toMatch(/^BB-/);

  await expect(page).toHaveURL(/\/bredband\/tack$/);
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '');
  await expectNoAxeViolations(page, '/bredband/tack after a telemarketing order');
  expect(webCampaignCalls).toEqual([]);
});

test('an unknown key: the services refuse it, the agent is told the key is invalid and no order is placed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await toCheckout(page, UNKNOWN_KEY);

  // The campaigns answer 403 for the key: the checkout says the key is invalid (retrying cannot
  // help), not the passing campaign error.
  const campaigns = await enterCustomer(page);
  expectChannelHeaders(campaigns.request(), UNKNOWN_KEY);
  expect(campaigns.status()).toBe(403);
  await expect(page.getByRole('alert').filter({ hasText: INVALID_KEY })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: CAMPAIGN_ERROR })).toHaveCount(0);
  await expectNoAxeViolations(page, '/bredband/kassan with an unknown key');

  await fillContactDetails(page);
  await customerVerifies(page);

  const created = orderCreateResponse(page);
  await page.getByRole('button', { name: 'Beställ' }).click();
  const response = await created;
  expectChannelHeaders(response.request(), UNKNOWN_KEY);
  // Refused before anything is stored: no order exists for it.
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual([
    { field: 'headers.x-telemarketing-key', message: 'Ogiltig nyckel' },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: INVALID_KEY })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ORDER_ERROR })).toHaveCount(0);
  await expect(page).toHaveURL(/\/bredband\/kassan$/);
  await expect(page.getByRole('button', { name: 'Beställ' })).toBeEnabled();
  await expect(page.getByTestId('order-id')).toHaveCount(0);
});
