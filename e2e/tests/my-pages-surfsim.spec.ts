import { expect, test } from './fixtures';
import { ANNA, axeViolations, gotoStarted, signInWithBankid } from './app';

// A surf SIM from my pages ('surfsim'): a data-only SIM tied to a current mobile subscription,
// checked with the server's validForNewSurfSim, posted to an address, and in the order history.

const ERIK = '199001010017';
const PATH = '/mitt-lingon/anslutna-abonnemang/surfsim';

test('Anna orders a surf sim for Majas mobil with a double click: one order, in her order history', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  await gotoStarted(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Beställ surf-sim' })).toBeVisible();
  // Olle's number already has the most surf sims it may carry.
  await page.getByRole('radio', { name: 'Olles mobil' }).click();
  await expect(page.getByText('Abonnemanget har redan 2 surf-sim')).toBeVisible();
  await expect(page.getByLabel('Gatuadress')).toHaveCount(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, PATH);
    await page.getByRole('radio', { name: 'Majas mobil' }).click();
    await expect(page.getByLabel('Gatuadress')).toHaveValue('Lingonvägen 12');
    expect(await axeViolations(page), `${PATH} (${theme})`).toEqual([]);
  }

  const ordersBefore = await page.request.get('/services/lingon-order-service/v3/order/history');
  const before = ((await ordersBefore.json()) as { items: { title: string }[] }).items;
  await page.getByRole('button', { name: 'Beställ surf-sim' }).dblclick();
  const thanks = page.getByRole('heading', { name: 'Tack! Din surf-sim är beställd' });
  await expect(thanks).toBeFocused();
  const orderId =
    (await page
      .getByText(/Ordernummer/)
      .locator('strong')
      .textContent()) ?? '';
  expect(orderId).toMatch(/^LO-SURF-/);

  const after = (
    (await (await page.request.get('/services/lingon-order-service/v3/order/history')).json()) as {
      items: { orderId: string; title: string }[];
    }
  ).items;
  expect(after.filter((item) => item.title === 'Surf-sim').length).toBe(
    before.filter((item) => item.title === 'Surf-sim').length + 1,
  );
  await page.getByRole('link', { name: 'Se dina ordrar' }).click();
  await expect(page).toHaveURL(/\/mitt-lingon\/ordrar$/);
  await expect(
    page
      .getByRole('list', { name: 'Beställningar' })
      .getByRole('link', { name: 'Surf-sim' })
      .first(),
  ).toBeVisible();
});

test('Erik is told why his prepaid card cannot have a surf sim', async ({ page }) => {
  await signInWithBankid(page, ERIK);
  await gotoStarted(page, PATH);
  await page
    .getByRole('radiogroup', { name: 'Vilket abonnemang ska din surf-sim höra till?' })
    .getByRole('radio')
    .first()
    .click();
  await expect(page.getByText('Numret kan inte få en surf-sim')).toBeVisible();
  await expect(
    page.getByText('En surf-sim kan bara kopplas till ett mobilabonnemang med faktura'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beställ surf-sim' })).toHaveCount(0);
});

test('Anna’s connected subscriptions: her family subscriptions and surf sims, and the way to order one', async ({
  page,
}) => {
  await signInWithBankid(page, ANNA);
  const connected = '/mitt-lingon/anslutna-abonnemang';
  await gotoStarted(page, connected);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((choice) => window.localStorage.setItem('theme', choice), theme);
    await gotoStarted(page, connected);
    await expect(page.getByRole('region', { name: 'Min mobil' })).toBeVisible();
    expect(await axeViolations(page), `${connected} (${theme})`).toEqual([]);
  }
  const group = page.getByRole('region', { name: 'Min mobil' });
  await expect(group).toContainText('Ägare: Anna Andersson');
  const family = group.getByRole('list', { name: 'Familjeabonnemang till Min mobil' });
  // The two seeded ones at least: other journeys may add family subscriptions to Anna's.
  await expect(family.getByRole('listitem').nth(1)).toBeVisible();
  await expect(family).toContainText('Olles mobil');
  await expect(family).toContainText('2 surf-sim');
  await group.getByRole('link', { name: 'Beställ surf-sim till Min mobil' }).click();
  // The order is for the group it came from: Min mobil is chosen.
  await expect(page).toHaveURL(/\/anslutna-abonnemang\/surfsim\?nummer=0701234567$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beställ surf-sim' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Min mobil' })).toBeChecked();
});
