import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, gotoStarted, signInWithBankid } from './app';

/**
 * The prepaid top-up against `pnpm start`, paid through the payment simulator (SPEC §2 "Prepaid
 * top-up"). Erik (073-123 45 60) is a student, Olle (076-123 45 70) pays ordinary prices, Anna's
 * 070-123 45 67 is a subscription. Each journey tops up its own card or checks only messages, so
 * they can run side by side.
 */

const ERIK = '073-123 45 60';
/** The number check's one refusal for any number that is not a Lingon prepaid card. */
const NOT_PREPAID_MESSAGE =
  'Numret är inte ett kontantkort hos Lingon. Kontrollera numret. Har du abonnemang hos oss köper du extra surf under Mitt Lingon.';
const OLLE = '076-123 45 70';

/*
 * The journeys use the keyboard (Enter on buttons, Space on boxes and radios): the whole flow
 * works without a pointer, and the consent banner, left unanswered, never stands in the way.
 */
async function enterNumber(page: Page, number: string, { refused = false } = {}) {
  await gotoStarted(page, '/kontantkort/ladda');
  await page.getByRole('textbox', { name: 'Mobilnummer att ladda' }).fill(number);
  await page.getByRole('textbox', { name: 'Mobilnummer att ladda' }).press('Enter');
  // The server's answer comes before anything can be chosen.
  if (!refused) {
    await expect(page.getByRole('status').filter({ hasText: `Laddar ${number}` })).toBeVisible();
  }
}

async function choose(page: Page, product: string) {
  await page.getByRole('button', { name: `Välj ${product}` }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa');
}

async function pickMethod(page: Page, method: 'Kort' | 'Swish') {
  await page.getByRole('radio', { name: method }).press('Space');
  await expect(page.getByRole('radio', { name: method })).toBeChecked();
}

/** Kassa → granska (terms) → betalsätt. */
async function throughReview(page: Page) {
  await page.getByRole('button', { name: 'Gå vidare' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/granska');
  await page.getByRole('checkbox', { name: /Jag godkänner/ }).press('Space');
  await page.getByRole('button', { name: 'Välj betalsätt' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/betalsatt');
}

/** The card's saldo and data left, read on my pages' service as its holder (signed in here). */
async function balanceOf(page: Page, personalNumber: string, msisdn: string) {
  await signInWithBankid(page, personalNumber);
  const answer = await page.request.post('/services/subscriptions/v6/subscriptionDetails', {
    data: { msisdn },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { balance } = (await answer.json()) as {
    balance: { saldo: { remaining: number } | null; data: { remaining: number } | null };
  };
  return { saldo: balance.saldo?.remaining ?? 0, data: balance.data?.remaining ?? 0 };
}

/** Kronor and gigabytes as the receipt writes them. */
/** Gigabytes as the receipt writes them: '21,5'. */
const gigabytes = (value: number) => (Math.round(value * 100) / 100).toLocaleString('sv-SE');

/** Kronor as the site writes them: whole kronor bare, else with two decimals ('187,50'). */
const swedish = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  return rounded.toLocaleString('sv-SE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
};

/** The pending payment of an amount for a number, as the payment simulator lists it. */
async function pendingPaymentFor(request: APIRequestContext, msisdn: string, amount: number) {
  let found: { paymentId: string; amount: number } | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get('/payment-sim/control/payments')).json()) as {
        pending: { paymentId: string; amount: number; msisdn: string }[];
      };
      found = list.pending.find(
        (payment) => payment.msisdn === msisdn && payment.amount === amount,
      );
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('Erik tops up 100 kr saldo with Swish and his saldo grows by exactly 100', async ({
  page,
  request,
}) => {
  const before = await balanceOf(page, '199001010017', '46731234560');
  await enterNumber(page, ERIK);
  await expect(page.getByRole('status').filter({ hasText: 'Laddar 073-123 45 60' })).toContainText(
    'studentpriser gäller',
  );
  await choose(page, '100 kr');
  await expect(page.getByRole('region', { name: 'Din laddning' })).toContainText(
    'Att betala100 kr',
  );
  await throughReview(page);
  await expect(page.getByRole('radio', { name: 'Swish' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Mobilnummer för Swish' })).toHaveValue(ERIK);
  await page.getByRole('button', { name: 'Till betalning' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 100 kr' })).toBeVisible();
  await expect(page.getByText(/Väntar på godkännande – \d:\d\d kvar/)).toBeVisible();
  // The payment step carries none of the shared plugins: no chat, no consent banner.
  await expect(page.getByRole('button', { name: 'Godkänn alla' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /chatt/i })).toHaveCount(0);

  const payment = await pendingPaymentFor(request, '46731234560', 100);
  expect(payment.amount).toBe(100);
  await request.post(`/payment-sim/control/${payment.paymentId}`, { data: { action: 'approve' } });

  await expect(page).toHaveURL(/\/kontantkort\/ladda\/kassa\/bekraftelse\?topup=/);
  await expect(page.getByText('Ditt kontantkort är laddat')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  await expect(receipt).toContainText('Betalt100 kr');
  await expect(receipt).toContainText('BetalsättSwish');
  await expect(receipt).toContainText(/ReferensLT-[A-Z2-9]{8}/);
  await expect(receipt).toContainText(`Nytt saldo${swedish(before.saldo + 100)} kr`);

  // A reload of the receipt shows the same top-up; nothing is paid or credited again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText(
    `Nytt saldo${swedish(before.saldo + 100)} kr`,
  );
  const after = await balanceOf(page, '199001010017', '46731234560');
  expect(after.saldo).toBeCloseTo(before.saldo + 100);
  // The top-up is in the card's history on my pages.
  await gotoStarted(page, '/mitt-lingon/valj-abonnemang/anvandning/laddningar');
  await expect(
    page.getByRole('list', { name: 'Laddningar' }).getByText('Saldo 100 kr, 180 dagar').first(),
  ).toBeVisible();
});

test('a student pays the student price for surf by card through the provider page', async ({
  page,
}) => {
  await enterNumber(page, ERIK);
  await expect(page.getByRole('status').filter({ hasText: 'Laddar' })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: '15 GB' }) });
  await expect(card).toContainText('Studentpris');
  await choose(page, '15 GB');
  const summary = page.getByRole('region', { name: 'Din laddning' });
  await expect(summary).toContainText('Pris199 kr');
  await expect(summary).toContainText('Studentrabatt−40 kr');
  await expect(summary).toContainText('Att betala159 kr');
  await throughReview(page);
  await pickMethod(page, 'Kort');
  await page.getByRole('button', { name: 'Till betalning' }).press('Enter');

  // The provider's page (the simulator), then back to the shop.
  await expect(page.getByRole('heading', { name: 'Betala 159 kr till Lingon' })).toBeVisible();
  await page.getByRole('button', { name: 'Betala 159 kr' }).click();
  await expect(page).toHaveURL(/bekraftelse\?topup=/);
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  await expect(receipt).toContainText('Betalt159 krStudentpris');
  await expect(receipt).toContainText('BetalsättKort');
  await expect(receipt).toContainText(/Surf kvar\d+(,\d+)?\sGB/);
});

test('another number checked after choosing is what the checkout shows, prices and charges', async ({
  page,
}) => {
  await enterNumber(page, ERIK);
  await choose(page, '15 GB');
  await page.getByRole('button', { name: 'Gå vidare' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/granska');
  await page.getByRole('checkbox', { name: /Jag godkänner/ }).press('Space');
  await page.getByRole('link', { name: 'Ändra nummer' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda');
  const field = page.getByRole('textbox', { name: 'Mobilnummer att ladda' });
  await field.fill(OLLE);
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Laddar ${OLLE}` })).toBeVisible();

  // Back to the review: Olle's number at Olle's price, and the terms to accept for it.
  await page.goBack();
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/granska');
  const summary = page.getByRole('region', { name: 'Din laddning' });
  await expect(summary).toContainText(`Mobilnummer${OLLE}`);
  await expect(summary).toContainText('Att betala199 kr');
  await expect(summary).not.toContainText('Studentrabatt');
  await expect(page.getByRole('checkbox', { name: /Jag godkänner/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Jag godkänner/ }).press('Space');
  await page.getByRole('button', { name: 'Välj betalsätt' }).press('Enter');
  await pickMethod(page, 'Kort');
  await page.getByRole('button', { name: 'Till betalning' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Betala 199 kr till Lingon' })).toBeVisible();
});

test('a declined card credits nothing; the visitor pays again with Swish and is credited once', async ({
  page,
  request,
}) => {
  const before = await balanceOf(page, '196802142312', '46761234570');
  await enterNumber(page, OLLE);
  await choose(page, '10 GB + 100 kr');
  await expect(page.getByRole('region', { name: 'Din laddning' })).toContainText(
    'Att betala229 kr',
  );
  await throughReview(page);
  await pickMethod(page, 'Kort');
  await page.getByRole('button', { name: 'Till betalning' }).press('Enter');
  await page.getByRole('button', { name: 'Kortet nekas' }).click();

  await expect(page).toHaveURL('/kontantkort/ladda/kassa/betalning');
  await expect(page.getByRole('alert')).toContainText('Betalningen nekades');
  await expect(page.getByRole('alert')).toContainText('inget har laddats');
  await pickMethod(page, 'Swish');
  await page.getByRole('button', { name: 'Försök igen – 229 kr' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 229 kr' })).toBeVisible();
  // A reload during the payment keeps the same top-up and payment.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 229 kr' })).toBeVisible();
  const payment = await pendingPaymentFor(request, '46761234570', 229);
  await request.post(`/payment-sim/control/${payment.paymentId}`, { data: { action: 'approve' } });
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  // The package, once: 100 kr and 10 GB more than before.
  await expect(receipt).toContainText(`Nytt saldo${swedish(before.saldo + 100)} kr`);
  await expect(receipt).toContainText(`Surf kvar${gigabytes(before.data + 10)} GB`);
});

test('an unknown number and a subscription number are refused with one message', async ({
  page,
}) => {
  await enterNumber(page, '070-999 99 99', { refused: true });
  const field = page.getByRole('textbox', { name: 'Mobilnummer att ladda' });
  await expect(page.getByText(NOT_PREPAID_MESSAGE)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // A subscription's number gets the same answer: the public check does not tell them apart.
  await field.fill('070-123 45 67');
  const checked = page.waitForResponse((response) => response.url().includes('/numbers/check'));
  await field.press('Enter');
  expect((await checked).status()).toBe(404);
  await expect(page.getByText(NOT_PREPAID_MESSAGE)).toBeVisible();
  await field.fill('08-123 456');
  await field.press('Enter');
  await expect(
    page.getByText('Ange ett svenskt mobilnummer, till exempel 070-123 45 67'),
  ).toBeVisible();
  // Choosing before a number is checked asks for the number first.
  await page.getByRole('button', { name: 'Välj 5 GB' }).press('Enter');
  await expect(page.getByText('Fyll i ditt kontantkortsnummer först')).toBeVisible();
  await expect(page).toHaveURL('/kontantkort/ladda');
});

test('a deep link into a later step goes back to the first missing step', async ({ page }) => {
  await gotoStarted(page, '/kontantkort/ladda/kassa/betalning');
  await expect(page).toHaveURL('/kontantkort/ladda');
  await enterNumber(page, OLLE);
  await choose(page, '5 GB');
  await page.goto('/kontantkort/ladda/kassa/betalsatt');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/granska');
});

test('a category page lists its products; an unknown category is a 404', async ({ page }) => {
  await gotoStarted(page, '/kontantkort/ladda/kombi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kombipaket');
  await expect(page.getByRole('heading', { name: '25 GB + 200 kr' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Surfpaket' })).toHaveCount(0);
  await gotoStarted(page, '/kontantkort/ladda/finns-inte');
  await expect(page).toHaveTitle('Oops! Något gick fel (error 404)');
});

test('every top-up step has no axe violations in either theme', async ({ page, request }) => {
  test.slow();
  // Erik's surf (data only): no other journey reads his data as an exact number.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await enterNumber(page, ERIK);
    expect(await axeViolations(page), `ladda ${theme}`).toEqual([]);
    await choose(page, '5 GB');
    expect(await axeViolations(page), `kassa ${theme}`).toEqual([]);
    await page.getByRole('button', { name: 'Gå vidare' }).press('Enter');
    await expect(page).toHaveURL('/kontantkort/ladda/kassa/granska');
    expect(await axeViolations(page), `granska ${theme}`).toEqual([]);
    await page.getByRole('checkbox', { name: /Jag godkänner/ }).press('Space');
    await page.getByRole('button', { name: 'Välj betalsätt' }).press('Enter');
    await expect(page).toHaveURL('/kontantkort/ladda/kassa/betalsatt');
    expect(await axeViolations(page), `betalsätt ${theme}`).toEqual([]);
    await page.getByRole('button', { name: 'Till betalning' }).press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Öppna Swish och godkänn 79 kr' }),
    ).toBeVisible();
    expect(await axeViolations(page), `betalning ${theme}`).toEqual([]);
    const payment = await pendingPaymentFor(request, '46731234560', 79);
    await request.post(`/payment-sim/control/${payment.paymentId}`, {
      data: { action: 'approve' },
    });
    await expect(page.getByRole('region', { name: 'Kvitto' })).toBeVisible();
    expect(await axeViolations(page), `bekräftelse ${theme}`).toEqual([]);
  }
});

test('a double press on "Till betalning" starts one top-up with one payment', async ({
  page,
  request,
}) => {
  await enterNumber(page, OLLE);
  // A pointer this time: the consent banner is answered so nothing covers the button.
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click();
  await choose(page, '25 GB + 200 kr');
  await throughReview(page);
  await page.getByRole('button', { name: 'Till betalning' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 349 kr' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 349 kr' })).toBeVisible();
  const list = (await (await request.get('/payment-sim/control/payments')).json()) as {
    pending: { msisdn: string; amount: number }[];
  };
  expect(
    list.pending.filter((payment) => payment.msisdn === '46761234570' && payment.amount === 349),
  ).toHaveLength(1);
});

test('the receipt of a top-up not yet paid thanks for nothing and leads back to its payment', async ({
  page,
}) => {
  await enterNumber(page, OLLE);
  await choose(page, '5 GB');
  await throughReview(page);
  await pickMethod(page, 'Swish');
  await page.getByRole('button', { name: 'Till betalning' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 99 kr' })).toBeVisible();
  const topUpId = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('lingon.topupCheckout') ?? '{}') as { topUpId?: string })
        .topUpId,
  );
  expect(topUpId).toBeTruthy();

  // Opened while the payment waits (history, a bookmark): no thanks, no receipt.
  await page.goto(`/kontantkort/ladda/kassa/bekraftelse?topup=${topUpId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Din laddning' })).toBeVisible();
  await expect(page.getByText(/Tack för din laddning/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Tillbaka till betalningen' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa/betalning');
  // The same top-up, still waiting for its approval.
  await expect(page.getByRole('heading', { name: 'Öppna Swish och godkänn 99 kr' })).toBeVisible();
});

test('from my pages the top-up opens with the prepaid number filled in and checked', async ({
  page,
}) => {
  // The link my pages gives a prepaid card (topUpHref in @lingon/my-pages).
  await gotoStarted(page, '/kontantkort/ladda?nummer=0761234570');
  await expect(page.getByRole('textbox', { name: 'Mobilnummer att ladda' })).toHaveValue(OLLE);
  await expect(page.getByRole('status').filter({ hasText: 'Laddar 076-123 45 70' })).toBeVisible();
  await choose(page, '200 kr');
  await expect(page.getByRole('region', { name: 'Din laddning' })).toContainText('076-123 45 70');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a Swish payment that times out credits nothing and can be paid again, keyboard only', async ({
    page,
    request,
  }) => {
    await enterNumber(page, OLLE);
    await choose(page, '300 kr');
    await throughReview(page);
    await page.getByRole('button', { name: 'Till betalning' }).press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Öppna Swish och godkänn 300 kr' }),
    ).toBeVisible();
    const payment = await pendingPaymentFor(request, '46761234570', 300);
    await request.post(`/payment-sim/control/${payment.paymentId}`, {
      data: { action: 'timeout' },
    });
    await expect(page.getByRole('alert')).toContainText('Tiden för betalningen gick ut');
    await expect(page.getByRole('alert')).toContainText('Inget har laddats');
    // Try again: a new payment for the same top-up.
    await page.getByRole('button', { name: 'Försök igen – 300 kr' }).press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Öppna Swish och godkänn 300 kr' }),
    ).toBeVisible();
    const again = await pendingPaymentFor(request, '46761234570', 300);
    expect(again.paymentId).not.toBe(payment.paymentId);
    // The visitor gives up: the cancelled payment credits nothing either.
    await page.getByRole('button', { name: 'Avbryt betalningen' }).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Betalningen avbröts');
  });
});
