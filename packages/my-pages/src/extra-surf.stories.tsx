import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import { EXTRA_SURF_REFUSAL_TEXT } from '@lingon/contracts/mypages/extra-surf';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExtraSurfPurchase } from './extra-surf';
import { formatAmount } from './lib/balance';
import { useSubscriptionDetails } from './lib/use-my-pages';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/ExtraSurfPurchase',
  component: ExtraSurfPurchase,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof ExtraSurfPurchase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's own number, given by the page's address: its balance and the packages. */
export const Default: Story = {
  args: { initialNumber: '070-123 45 67' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Min mobil' })).toBeChecked();
    await expect(await canvas.findByText('18,4 GB kvar av 30 GB')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: '5 GB' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Köp extra surf' })).toBeEnabled();
  },
};

/** Anna buys 5 GB: price and validity, then the receipt with the new balance takes focus. */
export const Buy: Story = {
  // Handlers of its own: the purchase it makes stays in this story.
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('radio', { name: '5 GB' }));
    await expect(canvas.getByText('Läggs på nästa faktura')).toBeVisible();
    await expect(canvas.getByText('Till och med 22 december 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Köp 5 GB för 99\skr$/ }));
    const receipt = await canvas.findByRole('heading', {
      name: 'Klart! Du har fått 5 GB extra surf',
    });
    await waitFor(() => expect(receipt).toHaveFocus());
    await expect(canvas.getByText('23,4 GB kvar av 35 GB')).toBeVisible();
    await expect(canvas.getByText(/LO-XSURF-0004/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se dina ordrar' })).toHaveAttribute(
      'href',
      '/mitt-lingon/ordrar',
    );
  },
};

/** Another part of my pages showing the same number's balance, e.g. the subscription page. */
function BalanceElsewhere({ msisdn }: { msisdn: string }) {
  const data = useSubscriptionDetails(msisdn).data?.balance?.data;
  return <p>Saldosidan: {data ? formatAmount(data.remaining, data.unit) : '–'}</p>;
}

/** After a purchase every page showing the number's balance asks for it again. */
export const BalanceRevalidated: Story = {
  // Handlers of its own: the purchase it makes stays in this story.
  parameters: { msw: { handlers: mypagesHandlers() } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <BalanceElsewhere msisdn="46701234567" />
      <ExtraSurfPurchase {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Saldosidan: 18,4 GB')).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('radio', { name: '5 GB' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Köp 5 GB för 99\skr$/ }));
    await canvas.findByRole('heading', { name: 'Klart! Du har fått 5 GB extra surf' });
    await expect(await canvas.findByText('Saldosidan: 23,4 GB')).toBeVisible();
  },
};

/**
 * Buying without choosing a package says what is missing at the packages, which are marked
 * invalid, described by the message and given focus; nothing is bought.
 */
export const NoPackageChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Köp extra surf' }));
    await expect(await canvas.findByText('Välj hur mycket surf du vill köpa.')).toBeVisible();
    const sizes = canvas.getByRole('radiogroup', { name: 'Hur mycket surf vill du köpa?' });
    await expect(sizes).toHaveAttribute('aria-invalid', 'true');
    await expect(sizes).toHaveAccessibleDescription('Välj hur mycket surf du vill köpa.');
    await waitFor(() => expect(within(sizes).getAllByRole('radio')[0]).toHaveFocus());
    await expect(canvas.queryByText(/Klart!/)).toBeNull();
    // Choosing a package takes the message away.
    await userEvent.click(within(sizes).getByRole('radio', { name: '5 GB' }));
    await expect(canvas.queryByText('Välj hur mycket surf du vill köpa.')).toBeNull();
    await expect(sizes).not.toHaveAttribute('aria-invalid');
  },
};

/** Erik's prepaid card: no purchase here, a link to the top-up with his number filled in. */
export const PrepaidHandOff: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'erik' }) } },
  args: { initialNumber: '46731234560' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(EXTRA_SURF_REFUSAL_TEXT.PREPAID)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Ladda 073-123 45 60 med surf' }),
    ).toHaveAttribute('href', '/kontantkort/ladda?nummer=0731234560');
    await expect(canvas.queryByRole('button', { name: /Köp/ })).toBeNull();
  },
};

/** A newly ported number has no balance yet: the reason, and nothing to buy. */
export const NoBalanceYet: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Majas mobil' }));
    await expect(await canvas.findByText(EXTRA_SURF_REFUSAL_TEXT.NO_BALANCE)).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: '5 GB' })).toBeNull();
  },
};

/** The purchase fails: the customer is told and the choice stays for another try. */
export const PurchaseFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    await userEvent.click(await canvas.findByRole('radio', { name: '1 GB' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Köp 1 GB för 49\skr$/ }));
    await expect(await canvas.findByText('Surfen kunde inte köpas')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 GB' })).toBeChecked();
  },
};

/** Karin has no mobile subscription. */
export const NoSubscriptions: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Du har inget mobilabonnemang hos oss/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina abonnemang…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina abonnemang',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  args: { initialNumber: '0701234567' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    const groups = await waitFor(() => {
      const found = canvas.getAllByRole('radiogroup', { name: 'Hur mycket surf vill du köpa?' });
      expect(found).toHaveLength(2);
      return found;
    });
    for (const group of groups) {
      await userEvent.click(within(group).getByRole('radio', { name: '5 GB' }));
    }
    await waitFor(() => expect(canvas.getAllByText('Läggs på nästa faktura')).toHaveLength(2));
  },
};
