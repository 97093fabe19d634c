import { PAID_TOP_UP_ID, prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopUpPayment } from './payment';
import { TopUpReceipt } from './receipt';
import { ERIK_INFO, surfCheckout, withTopUpState } from './testing/story-state';

const swishChosen = surfCheckout({
  reviewed: true,
  payment: { method: 'swish', swishPhoneNumber: '46731234560' },
});

const meta = {
  title: 'Prepaid/TopUpPayment',
  component: TopUpPayment,
  decorators: [withTopUpState],
  args: { onPaid: fn(), onOpenCardPage: fn() },
  parameters: {
    msw: { handlers: prepaidHandlers({ outcome: 'never' }) },
    topUp: { info: ERIK_INFO, checkout: swishChosen },
  },
} satisfies Meta<typeof TopUpPayment>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Swish: the order is created and the page waits for the approval in the app. */
export const SwishWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Öppna Swish och godkänn 159\u00a0kr' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Väntar på godkännande – [0-3]:\d\d kvar/)).toBeVisible();
  },
};

/** The payer approves: on to the receipt, once. */
export const SwishPaid: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ outcome: 'paid' }) } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'paid' }));
  },
};

/** A card payment goes to the provider's page and comes back to this step. */
export const Card: Story = {
  parameters: {
    topUp: {
      info: ERIK_INFO,
      checkout: surfCheckout({
        reviewed: true,
        payment: { method: 'card', swishPhoneNumber: null },
      }),
    },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOpenCardPage).toHaveBeenCalledTimes(1));
    await expect(args.onOpenCardPage).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\/payment-sim\/card\/[0-9a-f-]+\?return=%2Fkontantkort%2Fladda%2Fkassa%2Fbetalning$/,
      ),
    );
  },
};

/** Declined: nothing is credited; the visitor tries again, here with a card. */
export const Declined: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ outcome: 'declined' }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Betalningen nekades', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/inget har laddats/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Kort' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen – 159\u00a0kr' }));
    await waitFor(() => expect(args.onOpenCardPage).toHaveBeenCalledTimes(1));
  },
};

/** The service does not answer: the order could not be started, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ unavailable: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Betalningen kunde inte startas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** A declined payment and a receipt, for the visual review (a waiting spinner never stands still). */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side, each landmark is there twice, once per theme.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: prepaidHandlers({ outcome: 'declined' }) },
  },
  render: (args) => (
    <div className="flex flex-col gap-10">
      <TopUpPayment {...args} />
      <TopUpReceipt topUpId={PAID_TOP_UP_ID} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => {
        expect(canvas.getAllByText('Betalningen nekades')).toHaveLength(2);
        expect(canvas.getAllByRole('region', { name: 'Kvitto' })).toHaveLength(2);
      },
      { timeout: 5000 },
    );
    for (const receipt of canvas.getAllByRole('region', { name: 'Kvitto' })) {
      await expect(receipt).toHaveTextContent('Nytt saldo187,50 kr');
    }
  },
};
