import { PAID_TOP_UP_ID, PENDING_TOP_UP_ID, prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue, useSetAtom } from 'jotai';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { finishCheckoutAtom, topUpCheckoutAtom } from './lib/state';
import { TopUpPayment } from './payment';
import { TopUpReceipt, useTopUpReceiptIntro, type TopUpReceiptProps } from './receipt';
import { ERIK_INFO, surfCheckout, withTopUpState } from './testing/story-state';

/** The receipt page as the site composes it: the page's heading and lead above the receipt. */
function ReceiptPage(props: TopUpReceiptProps) {
  const intro = useTopUpReceiptIntro(props.topUpId);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-fg">{intro.title}</h1>
        <p className="text-lg text-muted">{intro.lead}</p>
      </div>
      <TopUpReceipt {...props} />
    </div>
  );
}

/**
 * This tab's top-up, made on the payment step (as `kassa/betalning` does) and not paid there; then
 * the visitor opens the receipt page's address. With `endCheckout` the checkout is gone by then,
 * as when the top-up was made in another tab.
 */
function UnpaidReceiptPage({
  endCheckout = false,
  ...props
}: Omit<TopUpReceiptProps, 'topUpId'> & { endCheckout?: boolean }) {
  const topUpId = useAtomValue(topUpCheckoutAtom)?.topUpId ?? null;
  const finish = useSetAtom(finishCheckoutAtom);
  // Kept from the payment step: the page's address holds the id whatever becomes of the checkout.
  const [opened, setOpened] = React.useState<string | null>(null);
  if (opened) return <ReceiptPage {...props} topUpId={opened} />;
  return (
    <div className="flex flex-col gap-4">
      <TopUpPayment onPaid={() => undefined} onOpenCardPage={() => undefined} />
      {topUpId ? (
        <div>
          <button
            type="button"
            className="underline"
            onClick={() => {
              if (endCheckout) finish();
              setOpened(topUpId);
            }}
          >
            Öppna bekräftelsesidan
          </button>
        </div>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Prepaid/TopUpReceipt',
  component: TopUpReceipt,
  decorators: [withTopUpState],
  args: { topUpId: PAID_TOP_UP_ID, onPaid: fn() },
  parameters: { msw: { handlers: prepaidHandlers() } },
  render: (args) => <ReceiptPage {...args} />,
} satisfies Meta<typeof TopUpReceipt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A paid top-up: thanks, the receipt, and the checkout may end (onPaid, once). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const receipt = await canvas.findByRole('region', { name: 'Kvitto' });
    await expect(receipt).toHaveTextContent('Betalt100 kr');
    await expect(receipt).toHaveTextContent('BetalsättSwish');
    await expect(receipt).toHaveTextContent('ReferensLT-STORY100');
    // Data left as my pages write it: one decimal at most.
    await expect(receipt).toHaveTextContent(/Surf kvar\d+(,\d)? GB$/);
    await expect(canvas.getByRole('link', { name: 'Till Mitt Lingon' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tack för din laddning!',
    );
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
    await expect(args.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ topUpId: PAID_TOP_UP_ID, status: 'paid' }),
    );
  },
};

const swishChosen = {
  info: ERIK_INFO,
  checkout: surfCheckout({
    reviewed: true,
    payment: { method: 'swish', swishPhoneNumber: '46731234560' },
  }),
};

/** The payment step with its payment declined, then the receipt page opened for it. */
async function declinedThenReceipt(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Betalningen nekades', {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Öppna bekräftelsesidan' }));
  await expect(await canvas.findByText('Laddningen är inte betald')).toBeVisible();
  return canvas;
}

/**
 * The address of a top-up whose payment was declined: no thanks and no receipt, the checkout is
 * not ended (no onPaid), and the way back pays this same top-up.
 */
export const NotPaid: Story = {
  parameters: {
    msw: { handlers: prepaidHandlers({ outcome: 'declined' }) },
    topUp: swishChosen,
  },
  render: (args) => <UnpaidReceiptPage onPaid={args.onPaid} />,
  play: async ({ canvasElement, args }) => {
    const canvas = await declinedThenReceipt(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Din laddning');
    await expect(canvas.getByText('Här ser du hur det gick med betalningen.')).toBeVisible();
    await expect(
      canvas.getByText('Laddningen är inte betald').closest('[data-slot="banner"]'),
    ).toHaveTextContent('Inget har laddats på 073-123 45 60.');
    await expect(canvasElement).not.toHaveTextContent(/tack|kvitto/i);
    await expect(canvas.getByRole('link', { name: 'Tillbaka till betalningen' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda/kassa/betalning',
    );
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/**
 * Opened while its Swish payment still waits: not paid yet, then, once the payer approves, the
 * receipt with its thanks, without a reload.
 */
export const PendingThenPaid: Story = {
  args: { topUpId: PENDING_TOP_UP_ID },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Betalningen är inte klar')).toBeVisible();
    await expect(args.onPaid).not.toHaveBeenCalled();
    const receipt = await canvas.findByRole('region', { name: 'Kvitto' }, { timeout: 6000 });
    await expect(receipt).toHaveTextContent('ReferensLT-STORY101');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tack för din laddning!',
    );
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1));
  },
};

/** Not paid, and this tab has no checkout holding it: a new top-up, not a dead end. */
export const NotPaidWithoutCheckout: Story = {
  parameters: {
    msw: { handlers: prepaidHandlers({ outcome: 'declined' }) },
    topUp: swishChosen,
  },
  render: (args) => <UnpaidReceiptPage onPaid={args.onPaid} endCheckout />,
  play: async ({ canvasElement }) => {
    const canvas = await declinedThenReceipt(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Tillbaka till betalningen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Välj laddning igen' })).toHaveAttribute(
      'href',
      '/kontantkort/ladda',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ loading: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hämtar kvittot…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ unavailable: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Vi kunde inte hämta kvittot'),
    ).toBeVisible();
  },
};
