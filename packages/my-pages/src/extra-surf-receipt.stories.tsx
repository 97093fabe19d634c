import {
  ANNA_MSISDN,
  EXTRA_SURF_SIZES,
  mypagesDemoCustomers,
  MYPAGES_FIXTURE_NOW,
} from '@lingon/contracts/fixtures/mypages';
import {
  dataBalanceWithExtraSurf,
  extraSurfPurchaseResponseSchema,
  extraSurfValidUntil,
} from '@lingon/contracts/mypages/extra-surf';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { ExtraSurfReceipt } from './extra-surf-receipt';

// Anna's own number buys 5 GB on the fixtures' day: the answer the server (and the MSW handler)
// gives, built with the same rules from the same seed.
const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
const data = anna?.subscriptions.find((s) => s.id === ANNA_MSISDN)?.balance?.data;
const size = EXTRA_SURF_SIZES.find((s) => s.name === 'EXTRA_SURF_5GB');
if (!data || !size) throw new Error("The fixtures no longer have Anna's balance or a 5 GB package");
const purchase = extraSurfPurchaseResponseSchema.parse({
  orderId: `LO-XSURF-${String(anna!.orders.length + 1).padStart(4, '0')}`,
  package: { id: size.name, title: size.title, amountGb: size.amountGb, price: size.price },
  validUntil: extraSurfValidUntil(MYPAGES_FIXTURE_NOW),
  data: dataBalanceWithExtraSurf(data, size.amountGb, MYPAGES_FIXTURE_NOW),
});

const meta = {
  title: 'My pages/ExtraSurfReceipt',
  component: ExtraSurfReceipt,
  args: { msisdn: ANNA_MSISDN, purchase },
} satisfies Meta<typeof ExtraSurfReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What was added, its price and last day, the order number and the new balance; focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Klart! Du har fått 5 GB extra surf' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        /5 GB är lagt till på 070-123 45 67 och gäller till och med 22 december 2026/,
      ),
    ).toHaveTextContent(/99\skr läggs på din nästa faktura/);
    await expect(canvas.getByText('LO-XSURF-0004')).toBeVisible();
    await expect(canvas.getByText('23,4 GB kvar av 35 GB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se abonnemangets saldo' })).toHaveAttribute(
      'href',
      '/mitt-lingon/valj-abonnemang/detaljer?nummer=0701234567',
    );
    await expect(canvas.getByRole('link', { name: 'Se dina ordrar' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/**
 * The server answered between the two presses of a double click on 'Köp': the second press lands
 * on the receipt and is cancelled (no word selected, the heading keeps the focus); the customer's
 * own next press is not.
 */
export const RestOfADoubleClick: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Klart! Du har fått 5 GB extra surf' });
    await waitFor(() => expect(heading).toHaveFocus());
    const text = canvas.getByText(/är lagt till på/);
    // fireEvent returns false when a listener cancelled the event.
    await expect(fireEvent.mouseDown(text, { detail: 2 })).toBe(false);
    await expect(fireEvent.mouseUp(text, { detail: 2 })).toBe(true);
    await expect(fireEvent.click(text, { detail: 2 })).toBe(false);
    await expect(heading).toHaveFocus();
    await expect(fireEvent.mouseDown(text, { detail: 1 })).toBe(true);
    await expect(fireEvent.mouseDown(text, { detail: 2 })).toBe(true);
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // The same receipt twice, once per theme.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /^Klart!/ })).toHaveLength(2);
  },
};
