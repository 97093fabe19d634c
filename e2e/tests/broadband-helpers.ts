import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gotoStarted } from './app';

/** Anna Andersson: the demo customer with a postpaid mobile subscription (README demo data). */
export const ANNA = '198503121231';

/** axe on the page as it is now: every WCAG A/AA rule, no violations allowed. */
export async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${step}`).toEqual([]);
}

/** Open /bredband and run the address check for one suggestion of the typed text. */
export async function checkAddress(page: Page, typed: string, suggestion: string): Promise<void> {
  await gotoStarted(page, '/bredband');
  const input = page.getByRole('combobox', { name: /adress/i });
  await input.fill(typed);
  await page.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(input).toHaveValue(suggestion);
  await page.getByRole('button', { name: 'Kolla!' }).click();
}

/**
 * Fill in the contact details of the checkout. Name and personal number come from BankID (the
 * personal number field is read-only outside telemarketing); the invoice address is prefilled
 * from the checked address.
 */
export async function fillContactDetails(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /E-post/ }).fill('anna@example.se');
  await page.getByRole('textbox', { name: /Mobilnummer/ }).fill('0701234567');
  await expect(page.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1');
}

/**
 * Approve the BankID order the site just started, in the server's BankID simulator, as if the
 * customer had signed in the app. `start` is the site's start call, caught by waitForResponse.
 */
export async function approveBankid(
  request: APIRequestContext,
  orderRef: string,
  personalNumber: string,
): Promise<void> {
  const response = await request.post(`/bankid-sim/control/${encodeURIComponent(orderRef)}`, {
    data: { action: 'approve', personalNumber },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Start BankID on the checkout with `trigger` and approve it; waits until the site shows it verified. */
export async function verifyWithBankid(
  page: Page,
  personalNumber: string,
  trigger: () => Promise<void>,
): Promise<void> {
  const started = page.waitForResponse(
    (response) =>
      response.url().includes('/bankid/v1/start') && response.request().method() === 'POST',
  );
  await trigger();
  const start = await started;
  expect(start.status()).toBe(200);
  const { orderRef } = (await start.json()) as { orderRef: string };
  await approveBankid(page.request, orderRef, personalNumber);
  await expect(page.getByText(/Du är verifierad som/)).toBeVisible({ timeout: 15_000 });
}

/** The order create call, for asserting the real API answer. */
export function orderCreateResponse(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/v2/order/create') && response.request().method() === 'POST',
  );
}
