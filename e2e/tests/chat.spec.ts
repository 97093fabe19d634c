import { gotoStarted } from './app';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The focused element's box and text, unless it is in the chat, the page itself, or hidden. */
function focusedOutsideChat(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    if (element.closest('[data-slot="chat-widget"]')) return null;
    const { top, bottom, left, right } = element.getBoundingClientRect();
    // A visually hidden control (a radio behind its drawn label) is shown by its label.
    if (right - left <= 1 || bottom - top <= 1) return null;
    return { top, bottom, left, right, text: element.textContent?.trim().slice(0, 40) ?? '' };
  });
}

/** Whether a focused element's box overlaps `box` (a fixed window or button over the page). */
function overlaps(
  focused: { top: number; bottom: number; left: number; right: number },
  box: { x: number; y: number; width: number; height: number },
) {
  return (
    focused.bottom > box.y &&
    focused.top < box.y + box.height &&
    focused.right > box.x &&
    focused.left < box.x + box.width
  );
}

/** The support key of the server the journeys run against (its demo default). */
const SUPPORT_KEY = 'support-demo-key-7f3a';

test('a colleague answers from the console: the answer shows as unread, then in the chat', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/kontakta-oss');
  await page.getByRole('button', { name: 'Chatta med oss' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Chatta med kundservice' });
  await dialog.getByRole('textbox').fill('Hej! Min surf fungerar inte.');
  await dialog.getByRole('button', { name: /skicka/i }).click();
  await expect(dialog.locator('[data-author="customer"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const banner = page.locator('[data-slot="chat-banner"]');
  await expect(banner).toContainText('Aktiv chatt');
  await expect(banner).not.toContainText(/[1-9]/);

  // A colleague signs in to the customer service console in a browser of their own, opens the
  // conversation and answers it.
  const conversationId = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'lingon_chat',
  )?.value;
  expect(conversationId).toBeTruthy();
  const agentContext = await browser.newContext({ baseURL });
  try {
    const agent = await agentContext.newPage();
    await agent.goto('/kundtjanst/chatt/');
    await agent.getByLabel('Supportnyckel').fill(SUPPORT_KEY);
    await agent.getByLabel(/Ditt namn/).fill('Sara');
    await agent.getByRole('button', { name: 'Logga in' }).click();
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Kundtjänstens chatt');
    await agent.goto(`/kundtjanst/chatt/${conversationId}`);
    await expect(agent.getByText('Hej! Min surf fungerar inte.')).toBeVisible();
    await agent.getByLabel(/Ditt svar till kunden/).fill('Hej! Vi tittar på din surf nu.');
    await agent.getByRole('button', { name: 'Skicka svaret' }).click();
    await expect(agent.getByText('Svaret är skickat.')).toBeVisible();
  } finally {
    await agentContext.close();
  }

  // The answer reaches the minimised chat through its poll and counts as unread.
  await expect(banner).toContainText(/[1-9]/);
  await banner.getByRole('button').first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Hej! Vi tittar på din surf nu.');
  await expect(dialog).toContainText('Sara');
});

test('the suggested guides are links that open the guide', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chatta med oss' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Chatta med kundservice' });
  await dialog.getByRole('textbox').fill('Hur laddar jag mitt kontantkort?');
  await dialog.getByRole('button', { name: /skicka/i }).click();
  const guide = dialog.getByRole('link', { name: 'Hur laddar jag mitt kontantkort?' });
  await expect(guide).toHaveAttribute('href', '/support/kontantkort/ladda-kontantkort');
  await guide.click();
  await expect(page).toHaveURL('/support/kontantkort/ladda-kontantkort');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hur laddar jag mitt kontantkort?',
  );
});

test('no chat on the prepaid checkout', async ({ page }) => {
  // A checkout to be in: Olle's prepaid number and a product (deep links go back to the start).
  await page.goto('/kontantkort/ladda');
  const number = page.getByRole('textbox', { name: 'Mobilnummer att ladda' });
  await number.fill('076-123 45 70');
  await number.press('Enter');
  await expect(page.getByText('Laddar 076-123 45 70')).toBeVisible();
  await page.getByRole('button', { name: 'Välj 5 GB' }).press('Enter');
  await expect(page).toHaveURL('/kontantkort/ladda/kassa');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot="chat-widget"]')).toHaveCount(0);
});

test('on a phone, nothing that takes focus is hidden under the chat button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/kontakta-oss');
  await page
    .getByRole('region', { name: 'Vi använder cookies' })
    .getByRole('button', { name: 'Endast nödvändiga' })
    .click();
  let checked = 0;
  for (const path of ['/', '/bredband', '/kontantkort', '/kontakta-oss', '/support']) {
    await gotoStarted(page, path);
    const launcher = page.getByRole('button', { name: 'Chatta med oss' }).last();
    await expect(launcher).toBeVisible();
    const chat = await launcher.boundingBox();
    for (let stop = 0; stop < 60; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedOutsideChat(page);
      if (!focused || !chat) continue;
      expect(overlaps(focused, chat), `${path}: "${focused.text}" under the chat button`).toBe(
        false,
      );
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(200);
});

test('on a phone, the focused chat button stands above the consent banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/');
  await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Chatta med oss' }).last();
  await launcher.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(launcher).toBeFocused();
  const onTop = await launcher.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(onTop).toBe(true);
});

test('beside the open chat on a wide screen, nothing that takes focus is hidden under it', async ({
  page,
}) => {
  await gotoStarted(page, '/support');
  await page
    .getByRole('region', { name: 'Vi använder cookies' })
    .getByRole('button', { name: 'Endast nödvändiga' })
    .click();
  await page.getByRole('button', { name: 'Chatta med oss' }).last().click();
  const chat = page.getByRole('dialog', { name: 'Chatta med kundservice' });
  await expect(chat).toBeVisible();
  let checked = 0;
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Shift+Tab');
    const box = await chat.boundingBox();
    const focused = await focusedOutsideChat(page);
    if (!focused || !box) continue;
    expect(overlaps(focused, box), `"${focused.text}" under the chat window`).toBe(false);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(20);
});
