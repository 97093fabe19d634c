import { expect, type Page } from '@playwright/test';
import { ANNA, approveStartedBankid, expectNoAxeViolations, gotoStarted } from './app';

// Shared with the other journeys; kept importable from here for the broadband specs.
export { ANNA, approveStartedBankid, expectNoAxeViolations };

/** Open /bredband and run the address check for one suggestion of the typed text. */
export async function checkAddress(page: Page, typed: string, suggestion: string): Promise<void> {
  await gotoStarted(page, '/bredband');
  await runAddressCheck(page, typed, suggestion);
}

/** On /bredband as it is open now: type and pick the suggestion, which checks it at once. */
export async function runAddressCheck(
  page: Page,
  typed: string,
  suggestion: string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: /adress/i });
  await input.fill(typed);
  await page.getByRole('option', { name: suggestion, exact: true }).click();
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
  // The postcode as Swedes write it (stored and sent as 22221).
  await expect(page.getByRole('textbox', { name: /Postnummer/ })).toHaveValue('222 21');
}

/** Start BankID on the checkout with `trigger` and approve it; waits until the site shows it verified. */
export async function verifyWithBankid(
  page: Page,
  personalNumber: string,
  trigger: () => Promise<void>,
): Promise<void> {
  await approveStartedBankid(page, personalNumber, trigger, async (start) => {
    expect(start.status()).toBe(200);
  });
  await expect(page.getByText(/Du är verifierad som/)).toBeVisible({ timeout: 15_000 });
  // BankID's personal number, shown as ÅÅÅÅMMDD-NNNN.
  await expect(page.getByRole('textbox', { name: /Personnummer/ })).toHaveValue(
    `${personalNumber.slice(0, 8)}-${personalNumber.slice(8)}`,
  );
}

/** The order create call, for asserting the real API answer. */
export function orderCreateResponse(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/v2/order/create') && response.request().method() === 'POST',
  );
}
