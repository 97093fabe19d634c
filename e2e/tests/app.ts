import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/** Anna Andersson: the demo customer with a postpaid mobile subscription (README demo data). */
export const ANNA = '198503121231';

/**
 * Open a page and wait until the app has started (hydrated): prerendered HTML is visible and
 * clickable before that, but links would still do full page loads. The app's login check is
 * made once it runs.
 */
export async function gotoStarted(page: Page, path: string): Promise<void> {
  const started = page.waitForRequest('**/services/account/v3/isLoggedIn');
  await page.goto(path);
  await started;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page as it is now: every WCAG A/AA rule (and axe's best practices when asked), as
 * one line per violation.
 */
export async function axeViolations(
  page: Page,
  { bestPractice = false }: { bestPractice?: boolean } = {},
): Promise<string[]> {
  // Colours measured mid-transition (a theme just switched, a button's hover fading, a part that
  // hydrates while axe runs and shows its state) are neither state's: transitions are off while
  // axe looks, so every colour is its final one. Animations are left alone (a spinner's never
  // ends).
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default opens a blank page per analysis to merge frame
    // results, which doubles the time, and our pages have no cross-origin frames to merge.
    .setLegacyMode(true)
    // Only violations are collected in full: passing nodes are not needed.
    .options({ resultTypes: ['violations'] })
    .withTags(bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS)
    .analyze()
    .finally(() => noTransitions.evaluate((style) => (style as Element).remove()));
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** axe on the page as it is now: every WCAG A/AA rule, no violations allowed. */
export async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${step}`).toEqual([]);
}

/** Press Tab until `target` has focus (no mouse); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * BankID allows one open order per person: another order for them cancels both (RFA4). Journeys
 * run in parallel and many of them use the same seeded customer, so a journey takes that person's
 * turn (a lock folder the workers share) before it does anything that starts or approves an order
 * for them, and gives it back once the simulator holds no open order of theirs. A turn left by a
 * journey that was stopped is taken over after a minute.
 */
async function bankidTurn<T>(
  request: APIRequestContext,
  personalNumber: string,
  run: () => Promise<T>,
): Promise<T> {
  const lock = path.join(process.env['E2E_DATA_DIR'] ?? os.tmpdir(), `bankid-${personalNumber}`);
  const giveUp = Date.now() + 90_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > giveUp) throw new Error(`No BankID turn for ${personalNumber}`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const result = await run();
    await expect
      .poll(
        async () => {
          const response = await request.get('/bankid-sim/control/orders');
          const { open } = (await response.json()) as {
            open: { pickedUpBy: string | null; requiredPersonalNumber: string | null }[];
          };
          return open.filter(
            (order) =>
              order.pickedUpBy === personalNumber ||
              order.requiredPersonalNumber === personalNumber,
          ).length;
        },
        { timeout: 20_000, intervals: [250, 500] },
      )
      .toBe(0);
    return result;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Approve a BankID order in the server's BankID simulator (its control API), as if the customer
 * had identified or signed in the app.
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

/**
 * Start a BankID order with `trigger` (the page's BankID button) and approve it in the simulator,
 * all in the person's BankID turn. `check` looks at the start's answer before the approval.
 * Resolves with that answer.
 */
export async function approveStartedBankid(
  page: Page,
  personalNumber: string,
  trigger: () => Promise<unknown>,
  check: (start: Response) => Promise<void> = async () => {},
): Promise<Response> {
  const started = page.waitForResponse(
    (response) =>
      response.url().includes('/bankid/v1/start') && response.request().method() === 'POST',
  );
  return bankidTurn(page.request, personalNumber, async () => {
    await trigger();
    const start = await started;
    await check(start);
    const { orderRef } = (await start.json()) as { orderRef: string };
    await approveBankid(page.request, orderRef, personalNumber);
    return start;
  });
}

/** The server's login check (account/v3/isLoggedIn) for the cookies of `request`. */
export async function loginCheck(
  request: APIRequestContext,
): Promise<{ isLoggedIn: boolean; authMethod: string | null }> {
  const response = await request.get('/services/account/v3/isLoggedIn');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { isLoggedIn: boolean; authMethod: string | null };
}

/**
 * Sign the browser in the way the product's BankID login does, through the real services: start
 * a 'login' order, approve it in the simulator and poll its status until complete — the status
 * call that sees it complete sets the session cookie. `page.request` shares the browser context's
 * cookies, so the page is signed in afterwards.
 */
export async function signInWithBankid(page: Page, personalNumber: string): Promise<void> {
  await bankidTurn(page.request, personalNumber, async () => {
    const start = await page.request.post('/services/bankid/v1/start', {
      data: { purpose: 'login' },
    });
    expect(start.status(), await start.text()).toBe(200);
    const { orderRef } = (await start.json()) as { orderRef: string };
    await approveBankid(page.request, orderRef, personalNumber);
    // The server collects from BankID at most every 2 s, so the first polls may still be pending.
    await expect
      .poll(
        async () => {
          const status = await page.request.post('/services/bankid/v1/status', {
            data: { orderRef },
          });
          expect(status.status(), await status.text()).toBe(200);
          return ((await status.json()) as { status: string }).status;
        },
        { timeout: 15_000, intervals: [500, 1000] },
      )
      .toBe('complete');
    expect(await loginCheck(page.request)).toEqual({ isLoggedIn: true, authMethod: 'BANKID' });
  });
}
