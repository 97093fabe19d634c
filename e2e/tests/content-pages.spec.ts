import { approveStartedBankid } from './app';
import { expect, test } from './fixtures';

const NOT_FOUND_TITLE = 'Oops! Något gick fel (error 404)';

/** Each page and its h1 and title as the content fixtures (the seeded content store) give them. */
const PAGES = [
  { path: '/start', heading: 'Du är nu utloggad', title: 'Du är nu utloggad | Lingon' },
  { path: '/glomt-losenord', heading: 'Glömt lösenord', title: 'Glömt lösenord | Lingon' },
  { path: '/way-out-west', heading: 'Vi ses på Way Out West!', title: 'Way Out West | Lingon' },
  { path: '/utland/spanien', heading: 'Mobilen i Spanien', title: 'Mobilen i Spanien | Lingon' },
  {
    path: '/utland/thailand',
    heading: 'Mobilen i Thailand',
    title: 'Mobilen i Thailand | Lingon',
  },
  { path: '/mobilguide', heading: 'Mobilguide', title: 'Mobilguide | Lingon' },
  {
    path: '/mobilguide/byt-till-esim',
    heading: 'Byt till eSIM',
    title: 'Byt till eSIM | Lingon',
  },
] as const;

for (const { path, heading, title } of PAGES) {
  test(`${path} renders its content`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
  });
}

test('the pages are prerendered with their content in the HTML', async ({ request }) => {
  const expectations: [string, string][] = [
    ['/start', 'Du är nu utloggad'],
    ['/glomt-losenord', 'Du skaffar det hos din bank'],
    ['/way-out-west', '20 GB extra surf'],
    ['/utland/norge', 'Priser i Norge'],
    ['/mobilguide/installningar', 'internet.lingon.se'],
  ];
  for (const [path, text] of expectations) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
});

test('/start is not indexed', async ({ page }) => {
  await page.goto('/start');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a country page links back to the travel pages and shows its prices', async ({ page }) => {
  await page.goto('/utland/thailand');
  await expect(page.getByRole('heading', { name: 'Priser i Thailand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utomlands' }).first()).toHaveAttribute(
    'href',
    '/utland',
  );
});

test('a guide lists the other guides and navigates to one in the app', async ({ page }) => {
  await page.goto('/mobilguide/byt-till-esim');
  const others = page.getByRole('navigation', { name: 'Mer om Byt till eSIM' });
  await others.getByRole('link', { name: 'Flytta ditt nummer' }).click();
  await expect(page).toHaveURL('/mobilguide/flytta-nummer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flytta ditt nummer');
  await expect(page).toHaveTitle('Flytta ditt nummer | Lingon');
});

test('an unknown country is the 404 page', async ({ page }) => {
  // Answered 404 by the server too, not only shown by the app.
  expect((await page.goto('/utland/xyz'))?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Något gick fel');
});

test('an unknown guide is the 404 page', async ({ page }) => {
  expect((await page.goto('/mobilguide/finns-inte'))?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});

test('what a visitor types into a form before its code has loaded is kept', async ({ page }) => {
  // The registration form's code arrives late, as on a slow connection: the visitor starts
  // filling in the prerendered form meanwhile.
  let loaded = false;
  await page.route(/\/assets\/prepaid-card-registration-form-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    loaded = true;
  });
  await page.goto('/registrera-kontantkort');
  const number = page.getByRole('textbox', { name: 'Mobilnummer' });
  await number.fill('0701234567');
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Erik');
  await expect.poll(() => loaded).toBe(true);
  // Hydrated once its code is there (hydration used to put every field back to empty).
  await page.waitForLoadState('networkidle');
  await expect(number).toHaveValue('0701234567');
  await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Erik');
});

test('a prepaid card is registered to the holder BankID identifies', async ({ page }) => {
  // Olle's prepaid card; registering it again as its holder is allowed (a rerun, a retry).
  const OLLE = '196802142312';
  await page.goto('/registrera-kontantkort');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('textbox', { name: /Personnummer/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('076-123 45 70');
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Olle');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Olsson');
  await page.getByRole('textbox', { name: 'Gatuadress' }).fill('Storgatan 1');
  await page.getByRole('textbox', { name: 'Postnummer' }).fill('123 45');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Solna');
  const register = page.getByRole('button', { name: 'Registrera', exact: true });
  // Nothing is sent before the holder has identified.
  await register.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Identifiera dig med BankID innan du registrerar kortet.',
  );
  await approveStartedBankid(page, OLLE, () =>
    page.getByRole('button', { name: 'Identifiera dig med BankID' }).click(),
  );
  await expect(page.getByText(/Du är verifierad som/)).toBeVisible({ timeout: 15_000 });
  const registered = page.waitForResponse(
    (response) =>
      response.url().includes('/site/v1/prepaid-card-registrations') &&
      response.request().method() === 'POST',
  );
  await register.click();
  expect((await registered).status()).toBe(200);
  await expect(page.getByText('Ditt kontantkort är registrerat')).toBeVisible();
});

test('/tyck-till says its title once and keeps the message within 2000 characters', async ({
  page,
}) => {
  await page.goto('/tyck-till');
  await expect(page).toHaveTitle('Tyck till | Lingon');
  await expect(page.getByRole('heading', { name: 'Tyck till' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tyck till');

  await page.getByRole('radio', { name: 'Webbplatsen' }).click();
  const message = page.getByRole('textbox', { name: /Dina synpunkter/ });
  await expect(message).toHaveAccessibleDescription(/2\s000 tecken kvar/);
  await message.fill('x'.repeat(2001));
  await expect(message).toHaveAccessibleDescription(/1 tecken för mycket/);
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Meddelandet får vara högst 2\u00a0000 tecken')).toBeVisible();
});
