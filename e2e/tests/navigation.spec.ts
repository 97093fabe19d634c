import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANNA, gotoStarted, loginCheck, signInWithBankid } from './app';

/** Make every page tall enough to scroll; the body element outlives client-side navigation. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test('a flagged route scrolls to the top even on back; others restore their position', async ({
  page,
}) => {
  await gotoStarted(page, '/kontakta-oss');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
  await makeScrollable(page);
  await scrollTo(page, 1200);

  // To an ordinary page and back: /kontakta-oss is flagged, so it opens at the top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mobilguide' }).click();
  await expect(page).toHaveURL('/mobilguide');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrollTo(page, 800);

  await page.goBack();
  await expect(page).toHaveURL('/kontakta-oss');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Forward to the ordinary page: scroll restoration brings its position back.
  await page.goForward();
  await expect(page).toHaveURL('/mobilguide');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
});

test('the canonical link leaves out the query string', async ({ page }) => {
  await gotoStarted(page, '/bredband?utm_source=nyhetsbrev&key=abc');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /^https?:\/\/[^?#]+\/bredband$/);

  // It follows client-side navigation too.
  await page
    .getByRole('navigation', { name: 'Bredband' })
    .getByRole('link', { name: 'Bredband + TV' })
    .click();
  await expect(page).toHaveTitle('Bredband + TV | Lingon');
  await expect(canonical).toHaveAttribute('href', /\/bredband\/cmore$/);
});

test('the broadband area shows its submenu with the current page marked', async ({ page }) => {
  await page.goto('/bredband/wifitogo');
  const submenu = page.getByRole('navigation', { name: 'Bredband' });
  await expect(submenu.getByRole('link')).toHaveText([
    'Bredband',
    'Bredband + TV',
    'Korttidsbredband',
  ]);
  await expect(submenu.getByRole('link', { name: 'Korttidsbredband' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(submenu.getByRole('link', { name: 'Bredband', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  // A step of the order flow lies under Bredband, which is marked as the section.
  await page.goto('/bredband/kassan');
  await expect(submenu.getByRole('link', { name: 'Bredband', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(submenu.locator('[aria-current="page"]')).toHaveCount(0);
});

test('the prepaid submenu stays on each of its pages, with the current one marked', async ({
  page,
}) => {
  for (const [path, current] of [
    ['/kontantkort', 'Kontantkort'],
    ['/kontantkort/ladda', 'Ladda kontantkort'],
    ['/registrera-kontantkort', 'Registrera kontantkort'],
  ] as const) {
    await page.goto(path);
    const submenu = page.getByRole('navigation', { name: 'Kontantkort' });
    await expect(submenu.getByRole('link')).toHaveText([
      'Kontantkort',
      'Ladda kontantkort',
      'Registrera kontantkort',
    ]);
    await expect(submenu.getByRole('link', { name: current, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('a page that is not prerendered renders in the browser from the fallback', async ({
  page,
}) => {
  // My pages are never prerendered; signed in, the invoices load whole from the SPA fallback.
  await signInWithBankid(page, ANNA);
  await page.goto('/mitt-lingon/faktura');
  await expect(page).toHaveTitle('Fakturor | Lingon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturor');
  await expect(
    page.getByRole('navigation', { name: 'Mitt Lingon' }).getByRole('link', { name: 'Fakturor' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a page of my pages without an item of its own marks the item it belongs under', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  const menu = page.getByRole('navigation', { name: 'Mitt Lingon' });
  for (const [path, item] of [
    ['/mitt-lingon/autogiro', 'Fakturor'],
    ['/mitt-lingon/byt-abonnemang', 'Mina abonnemang'],
    ['/mitt-lingon/overlatelse', 'Mina abonnemang'],
  ] as const) {
    await page.goto(path);
    await expect(menu.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'true');
    await expect(menu.locator('[aria-current]')).toHaveCount(1);
  }
});

test('a session that ends on the server sends the next session call to the sign-in', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, '/mitt-lingon/faktura');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fakturor');

  // The session ends on the server while the browser still holds its cookie, as when it expires:
  // log out through the identity provider, then give the browser the old cookie back.
  const context = page.context();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'lingon_session');
  if (!session) throw new Error('No session cookie after signing in');
  const logout = await page.request.post('/oidc/logout', {
    headers: { accept: 'application/json' },
  });
  expect(logout.status(), await logout.text()).toBe(200);
  await context.addCookies([session]);
  expect(await loginCheck(page.request)).toEqual({ isLoggedIn: false, authMethod: null });

  // The page still takes itself to be signed in; the next page of my pages asks for the
  // customer's orders, and the server answers 401.
  const refused = page.waitForResponse(
    (response) => response.url().includes('/services/') && response.status() === 401,
  );
  await page
    .getByRole('navigation', { name: 'Mitt Lingon' })
    .getByRole('link', { name: 'Ordrar' })
    .click();
  await refused;

  // To the sign-in, which brings the customer back to the page they were going to, with the
  // signed-in visit forgotten.
  await expect(page).toHaveURL('/mitt-lingon?returnTo=%2Fmitt-lingon%2Fordrar');
  await expect(page).toHaveTitle('Mitt Lingon | Lingon');
  await expect(page.getByRole('button', { name: 'Logga in med BankID' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authState'))).toBeNull();
});

test('a navigation to a content page keeps the page it leaves until the new one is whole', async ({
  page,
}) => {
  // The sections' renderers load after a content page's first load; slowed down here, so that a
  // navigation rendering the start page before they were there would show an empty <main>.
  await page.route('**/assets/section-parts-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await gotoStarted(page, '/bredband');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { mainStates: string[] }).mainStates = seen;
    new MutationObserver(() => {
      const main = document.querySelector('main');
      seen.push(main && main.innerText.trim() !== '' ? 'content' : 'empty');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await page.getByRole('banner').getByRole('link', { name: 'Lingon, till startsidan' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mobil och bredband utan krångel',
  );
  await expect(page.getByRole('heading', { name: 'Bredband + TV' })).toBeVisible();
  const states = await page.evaluate(
    () => (window as unknown as { mainStates: string[] }).mainStates,
  );
  expect(states.length).toBeGreaterThan(0);
  expect(states).not.toContain('empty');
});
