import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, approveStartedBankid, axeViolations, gotoStarted, signInWithBankid } from './app';

// Transferring a subscription ('overlatelse'): the owner starts a transfer and signs with BankID;
// the new owner opens the link, signs with their own BankID and accepts; the subscription then
// moves.
//
// It runs on the second server (its own database), so that moving one of Anna's demo subscriptions
// to Karin cannot change what the other journeys on the main server see.
test.use({ baseURL: `http://127.0.0.1:${process.env['E2E_FEATURES_OFF_PORT']}` });

const KARIN = '197206142387';
const PATH = '/mitt-lingon/overlatelse';
const TRANSFERS = '/services/mypages/v1/transfers';
const ORDERS = '/services/lingon-order-service/v3/order/history';
const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';

type Transfer = { id: string; status: string; msisdn: string; code: string | null };

/** axe in light and in dark on the page as it is now (the theme switched in place). */
async function axeBothThemes(page: Page, step: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => {
      document.documentElement.dataset['theme'] = choice;
    }, theme);
    expect(await axeViolations(page), `${step} (${theme})`).toEqual([]);
  }
}

async function signWithBankid(page: Page, personalNumber: string) {
  await approveStartedBankid(page, personalNumber, () =>
    page.getByRole('button', { name: 'Skriv under med BankID' }).click(),
  );
}

async function ownNumbers(page: Page) {
  const body = (await (await page.request.get(SUBSCRIPTIONS)).json()) as {
    mobileSubscriptions: { id: string }[];
  };
  return body.mobileSubscriptions.map((s) => s.id);
}

async function orderTitles(page: Page, transferId: string) {
  const body = (await (await page.request.get(ORDERS)).json()) as {
    items: { title: string; lines: { name: string }[] }[];
  };
  return body.items
    .filter((item) => item.lines.some((line) => line.name.includes(transferId)))
    .map((item) => item.title);
}

test('Anna transfers a subscription to Karin and Karin accepts with her own BankID', async ({
  page,
  browser,
}) => {
  // Two people, two BankID signatures and axe in two themes on six steps: a long journey.
  test.setTimeout(240_000);
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Överlåtelse' })).toBeVisible();
  const before = (await (await page.request.get(TRANSFERS)).json()) as {
    candidates: { msisdn: string; name: string; refusal: string | null }[];
  };
  const chosen = before.candidates.find((c) => c.refusal === null);
  expect(chosen, 'Anna has a subscription that may be transferred').toBeDefined();
  await expect(page.getByRole('radio', { name: new RegExp(chosen!.name) })).toBeEnabled();
  await axeBothThemes(page, `${PATH} choose`);

  await page.getByRole('radio', { name: new RegExp(chosen!.name) }).click();
  await page.getByLabel(/nya ägarens personnummer/).fill('19720614-2387');
  await page.getByLabel(/nya ägarens e-post/).fill('karin.nilsson@example.se');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByText(/nya ägaren tar över telefonnumret/)).toBeVisible();
  await axeBothThemes(page, `${PATH} terms and BankID`);

  const created = page.waitForResponse((response) =>
    response.url().includes('/mypages/v1/transfers/create'),
  );
  await signWithBankid(page, ANNA);
  const createResponse = await created;
  expect(createResponse.status()).toBe(200);
  const transfer = (await createResponse.json()) as Transfer;
  await expect(
    page.getByRole('heading', { name: /^Tack! Överlåtelsen av .* är påbörjad$/ }),
  ).toBeFocused();
  const card = page.getByRole('article', { name: /^Överlåtelse av / });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Väntar på den nya ägaren');
  const code = (await card.getByTestId('transfer-code').textContent()) ?? '';
  expect(code.replace('-', '')).toBe(transfer.code);
  await axeBothThemes(page, `${PATH} waiting for Karin`);

  // A double submit of the signed request makes one transfer.
  const request = createResponse.request();
  const again = await Promise.all(
    [0, 1].map(() =>
      page.request.post('/services/mypages/v1/transfers/create', {
        headers: { 'idempotency-key': request.headers()['idempotency-key']! },
        data: request.postDataJSON() as unknown,
      }),
    ),
  );
  for (const response of again) expect(((await response.json()) as Transfer).id).toBe(transfer.id);
  const mine = (await (await page.request.get(TRANSFERS)).json()) as { transfers: Transfer[] };
  expect(
    mine.transfers.filter((t) => t.msisdn === transfer.msisdn && t.status === 'PENDING'),
  ).toHaveLength(1);

  // Karin, in her own browser, opens the link.
  const karinContext = await browser.newContext();
  const karin = await karinContext.newPage();
  await signInWithBankid(karin, KARIN);
  const karinBefore = await ownNumbers(karin);
  await gotoStarted(karin, `${PATH}?kod=${transfer.code}`);
  const offer = karin.getByRole('heading', { name: /Anna Andersson överlåter .* till dig/ });
  await expect(offer).toBeFocused();
  await axeBothThemes(karin, `${PATH}?kod (Karin)`);
  await karin.getByRole('button', { name: 'Godkänn och skriv under' }).click();
  await axeBothThemes(karin, `${PATH} Karin signs`);
  await signWithBankid(karin, KARIN);
  await expect(
    karin.getByText('Abonnemanget är ditt nu och syns bland dina abonnemang.'),
  ).toBeVisible({ timeout: 20_000 });
  await axeBothThemes(karin, `${PATH} Karin has accepted`);

  expect(await ownNumbers(karin)).toEqual([...karinBefore, transfer.msisdn]);
  expect(await orderTitles(karin, transfer.id)).toEqual(['Abonnemang övertaget']);
  await gotoStarted(karin, '/mitt-lingon');
  // Her overview now has the subscription: a card named by its plan and number.
  const national = `0${transfer.msisdn.slice(2)}`;
  const number = `${national.slice(0, 3)}-${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
  await expect(karin.getByRole('article', { name: new RegExp(number) })).toBeVisible();
  await karinContext.close();

  // Anna sees it completed, and the subscription is no longer hers.
  await gotoStarted(page, PATH);
  await expect(page.getByRole('list', { name: 'Dina överlåtelser' })).toContainText('Genomförd');
  expect(await ownNumbers(page)).not.toContain(transfer.msisdn);
  expect(await orderTitles(page, transfer.id)).toEqual([
    'Överlåtelse genomförd',
    'Överlåtelse påbörjad',
  ]);
});
