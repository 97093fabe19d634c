import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ANNA,
  expectNoAxeViolations,
  gotoStarted,
  loginCheck,
  signInWithBankid,
  tabTo,
} from './app';
import { checkAddress } from './broadband-helpers';

// SPEC §4 Auth: logged-in state is stored locally for 24 hours; logout posts to the server,
// clears stored state and product and lands on /start.

/** What a signed-in visit keeps in localStorage (SPEC §3), forgotten on logout. */
const SIGNED_IN_KEYS = ['authState', 'selectedProduct', 'addressObject'] as const;
const HOUR_MS = 60 * 60 * 1000;

function storedItems(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...SIGNED_IN_KEYS],
  );
}

type StoredHint = { state: { isLoggedIn: boolean; authMethod: string | null }; storedAt: number };

/** The stored sign-in hint (localStorage 'authState'), parsed. */
async function storedHint(page: Page): Promise<StoredHint | null> {
  return JSON.parse((await storedItems(page))['authState'] ?? 'null') as StoredHint | null;
}

const nothingStored = Object.fromEntries(SIGNED_IN_KEYS.map((key) => [key, null]));

async function sessionCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'lingon_session')?.value;
}

type LogoutAnswer = { status: number; body: unknown };

/**
 * Watch the server's logout call, made by the site with the browser's cookies. The answer is
 * passed through unchanged and read on the way: the site navigates away right after it, and the
 * browser then drops the response body. Resolves `answer` once the call has been answered.
 */
async function watchLogout(page: Page): Promise<{ answer: Promise<LogoutAnswer> }> {
  let resolve: (answer: LogoutAnswer) => void = () => {};
  const answer = new Promise<LogoutAnswer>((done) => (resolve = done));
  await page.route('**/oidc/logout', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    let response: Awaited<ReturnType<typeof route.fetch>>;
    try {
      response = await route.fetch();
    } catch (error) {
      // Said in the journey's failure rather than left for it to wait out its timeout.
      resolve({ status: 0, body: `The logout call did not reach the server: ${String(error)}` });
      return route.abort();
    }
    const text = await response.text();
    resolve({ status: response.status(), body: JSON.parse(text) as unknown });
    await route.fulfill({ response, body: text });
  });
  // Wrapped: an async function returning the bare promise would make the caller wait for it.
  return { answer };
}

async function expectLoggedOutOnStart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du är nu utloggad');
  // The site's own login check on /start finds no session, so nothing is stored again.
  await expect.poll(() => storedItems(page)).toEqual(nothingStored);
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await loginCheck(page.request)).toEqual({ isLoggedIn: false, authMethod: null });
}

test('a signed-in customer logs out: session ended, stored state and product gone, lands on /start', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInWithBankid(page, ANNA);
  const sessionId = await sessionCookie(page);
  expect(sessionId).toBeTruthy();

  // A broadband choice made while signed in: the order's stored product and address.
  await checkAddress(page, 'Storgatan 1', 'Storgatan 1, Lund');
  await page
    .getByRole('article', { name: 'Bredband 250' })
    .getByRole('button', { name: 'Välj Bredband 250' })
    .click();
  await expect(page).toHaveURL(/\/bredband\/kassan$/);

  const checked = page.waitForResponse('**/services/account/v3/isLoggedIn');
  await page.goto('/mitt-lingon');
  expect(await (await checked).json()).toEqual({ isLoggedIn: true, authMethod: 'BANKID' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hej Anna!');
  const logoutButton = page.getByRole('button', { name: 'Logga ut' });
  await expect(logoutButton).toBeVisible();

  // The sign-in state is stored with its time (kept 24 hours), next to the broadband choices.
  const before = await storedItems(page);
  const authState = await storedHint(page);
  expect(authState?.state).toEqual({ isLoggedIn: true, authMethod: 'BANKID' });
  expect(Date.now() - (authState?.storedAt ?? 0)).toBeLessThan(5 * 60 * 1000);
  expect(JSON.parse(before['selectedProduct'] ?? 'null')).toMatchObject({
    productId: 'BB-250-250',
  });
  expect(JSON.parse(before['addressObject'] ?? 'null')).toMatchObject({
    streetName: 'Storgatan',
    streetNumber: '1',
    city: 'Lund',
  });
  await expectNoAxeViolations(page, '/mitt-lingon signed in');

  const loggedOut = await watchLogout(page);
  await logoutButton.click();
  expect(await loggedOut.answer).toEqual({
    status: 200,
    body: { loggedOut: true, redirectTo: '/start' },
  });

  await expectLoggedOutOnStart(page);
  await expectNoAxeViolations(page, '/start after logout');

  // The session is ended on the server, not only forgotten by the browser: its old id no longer
  // signs anyone in.
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `lingon_session=${sessionId ?? ''}` },
  });
  try {
    expect(await loginCheck(stranger)).toEqual({ isLoggedIn: false, authMethod: null });
  } finally {
    await stranger.dispose();
  }

  // Back on my pages, the site treats the browser as signed out.
  await gotoStarted(page, '/mitt-lingon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitt Lingon');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  expect(await storedItems(page)).toEqual(nothingStored);
});

test('logout by keyboard only: Tab to "Logga ut" and Enter', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon');
  const logoutButton = page.getByRole('button', { name: 'Logga ut' });
  await tabTo(page, logoutButton);
  await expect(logoutButton).toBeFocused();

  const loggedOut = await watchLogout(page);
  await page.keyboard.press('Enter');
  const answer = await loggedOut.answer;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await expectLoggedOutOnStart(page);
});

test.describe('the stored sign-in state when the login check fails', () => {
  /** Store a sign-in hint `ageMs` old before the app starts, and make the login check fail. */
  async function startWithStoredHint(page: Page, ageMs: number): Promise<void> {
    await page.addInitScript((age) => {
      window.localStorage.setItem(
        'authState',
        JSON.stringify({
          state: { isLoggedIn: true, authMethod: 'BANKID' },
          storedAt: Date.now() - age,
        }),
      );
    }, ageMs);
    // The real server fails the check (SIMULATE_FAULTS is on for the suite's server).
    await page.route('**/services/account/v3/isLoggedIn**', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-simulate-fault': 'account.isLoggedIn' },
      }),
    );
    // A public page: my pages would also ask for the customer's data, which needs the session.
    const checked = page.waitForResponse('**/services/account/v3/isLoggedIn**');
    await page.goto('/kontakta-oss');
    expect((await checked).status()).toBe(503);
  }

  test('a hint younger than 24 hours keeps the customer signed in', async ({ page }) => {
    await startWithStoredHint(page, 23 * HOUR_MS);
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    expect(await storedHint(page)).toMatchObject({ state: { isLoggedIn: true } });
  });

  test('a failed check does not renew the hint: it still ends 24 hours after sign-in', async ({
    page,
  }) => {
    await startWithStoredHint(page, 23 * HOUR_MS);
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    const hint = await storedHint(page);
    expect(Date.now() - (hint?.storedAt ?? 0)).toBeGreaterThanOrEqual(23 * HOUR_MS);
  });

  test('a hint older than 24 hours is discarded: signed out', async ({ page }) => {
    await startWithStoredHint(page, 25 * HOUR_MS);
    await expect.poll(() => storedHint(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Logga ut' })).toHaveCount(0);
  });
});

test('a signed-in customer’s public pages hydrate without errors, the header signed in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInWithBankid(page, ANNA);
  // Every load after the first: the session check answers before the header's parts hydrate.
  for (const path of ['/', '/', '/support', '/bredband']) {
    await gotoStarted(page, path);
    await expect(page.getByRole('link', { name: /Inloggad som Anna/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logga ut' }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
