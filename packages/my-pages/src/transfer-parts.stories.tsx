import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { mypagesHandlers, mypagesTransferToKarinHandlers } from '@lingon/contracts/msw/mypages';
import { storyTransferToKarin } from '@lingon/contracts/fixtures/mypages-transfers';
import { TRANSFER_TERMS, transfersContract } from '@lingon/contracts/mypages/transfers';
import { useContractQuery } from '@lingon/contracts/query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TransferCard, TransferTerms } from './transfer-parts';
import { withFreshState } from './testing/story-state';

/**
 * The signed-in customer's transfer as the transfers page gets it from the service: the card
 * re-reads that list after each answer, so it is rendered from the same call here.
 */
function SeededTransfer(props: Omit<React.ComponentProps<typeof TransferCard>, 'transfer'>) {
  const transfers = useContractQuery(transfersContract, {}, { revalidateOnFocus: false });
  const transfer = transfers.data?.transfers[0];
  return transfer ? <TransferCard {...props} transfer={transfer} /> : null;
}

const bankid = () => bankidHandlers({ scenario: 'verified', pollsPerStep: 1 });
/** Anna, who signed the transfer of Majas mobil to Karin two days ago. */
const annaHandlers = (options: { failingWrites?: boolean } = {}) => [
  ...bankid(),
  ...mypagesHandlers({ transfers: (now) => [storyTransferToKarin(now)], ...options }),
];
/** Karin, to whom it waits. */
const karinHandlers = () => [...bankid(), ...mypagesTransferToKarinHandlers()];

const meta = {
  title: 'My pages/TransferParts',
  component: SeededTransfer,
  subcomponents: { TransferCard, TransferTerms },
  args: { bankid: { device: 'computer', pollIntervalMs: 250 } },
  decorators: [
    withFreshState,
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  // Each story its own handlers: a withdrawn or accepted transfer stays in the story that did it.
  parameters: { msw: { handlers: annaHandlers() } },
} satisfies Meta<typeof SeededTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

function card(canvas: ReturnType<typeof within>, name: string) {
  return canvas.findByRole('article', { name });
}

/** Anna's view while Karin has not answered: the code and link to pass on, and Återkalla. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Överlåtelse av 070-123 45 69');
    await expect(transfer).toHaveAttribute('data-state', 'pending');
    await expect(within(transfer).getByText('Väntar på den nya ägaren')).toBeVisible();
    await expect(within(transfer).getByTestId('transfer-code')).toHaveTextContent('KARN-7Q4X');
    await expect(transfer).toHaveTextContent(
      `${window.location.origin}/mitt-lingon/overlatelse?kod=KARN7Q4X`,
    );
    await expect(transfer).toHaveTextContent('(inbjudan till karin.nilsson@example.se)');
    const facts = within(transfer).getByText('Till').nextElementSibling;
    await expect(facts).toHaveTextContent('19720614-****');
    await expect(transfer).toHaveTextContent(
      'Påbörjad 20 november 2026, gäller till 20 december 2026',
    );
  },
};

/** Anna withdraws: the card shows the new status, without the code or the button. */
export const Withdraw: Story = {
  parameters: { msw: { handlers: annaHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Överlåtelse av 070-123 45 69');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Återkalla' }));
    await waitFor(() => expect(transfer).toHaveAttribute('data-state', 'withdrawn'));
    await expect(within(transfer).getByText('Återkallad')).toBeVisible();
    await expect(within(transfer).queryByTestId('transfer-code')).toBeNull();
    await expect(within(transfer).queryByRole('button', { name: 'Återkalla' })).toBeNull();
  },
};

/** The withdrawal fails: said in the card, which still waits. */
export const WithdrawFails: Story = {
  parameters: { msw: { handlers: annaHandlers({ failingWrites: true }) } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Överlåtelse av 070-123 45 69');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Återkalla' }));
    await expect(
      await within(transfer).findByText('Överlåtelsen kunde inte återkallas'),
    ).toBeVisible();
    await expect(transfer).toHaveAttribute('data-state', 'pending');
  },
};

/** Karin's view: who transfers what, the terms, and her two answers. */
export const Recipient: Story = {
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Anna Andersson överlåter 070-123 45 69 till dig');
    await expect(within(transfer).getByText('Från').nextElementSibling).toHaveTextContent(
      'Anna Andersson',
    );
    await expect(within(transfer).getByText('Abonnemang').nextElementSibling).toHaveTextContent(
      'Lingon Familj 10 GB',
    );
    await expect(
      within(transfer).getByRole('heading', { level: 4, name: 'Villkor för överlåtelsen' }),
    ).toBeVisible();
    await expect(within(transfer).getAllByRole('listitem')).toHaveLength(TRANSFER_TERMS.length);
    await expect(within(transfer).queryByTestId('transfer-code')).toBeNull();
    await expect(within(transfer).getByRole('button', { name: 'Avböj' })).toBeEnabled();
  },
};

/** Karin signs with BankID: the subscription is hers and the card says so. */
export const RecipientAccepts: Story = {
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Anna Andersson överlåter 070-123 45 69 till dig');
    await userEvent.click(
      within(transfer).getByRole('button', { name: 'Godkänn och skriv under' }),
    );
    await expect(within(transfer).queryByRole('button', { name: 'Avböj' })).toBeNull();
    await userEvent.click(
      await within(transfer).findByRole('button', { name: 'Skriv under med BankID' }),
    );
    await waitFor(() => expect(transfer).toHaveAttribute('data-state', 'completed'), {
      timeout: 8000,
    });
    await expect(
      within(transfer).getByText('Abonnemanget är ditt nu och syns bland dina abonnemang.'),
    ).toBeVisible();
    await expect(within(transfer).getByText('Genomförd')).toBeVisible();
  },
};

/**
 * Keyboard: Enter on 'Godkänn och skriv under' puts the focus on the BankID signing that takes
 * the buttons' place (not on <body>); once it is hers, on the card's heading, with the outcome
 * said in a status message.
 */
export const RecipientAcceptsByKeyboard: Story = {
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Anna Andersson överlåter 070-123 45 69 till dig');
    within(transfer).getByRole('button', { name: 'Godkänn och skriv under' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(transfer).findByRole('button', { name: 'Skriv under med BankID' }),
    ).toBeVisible();
    // On the signing, named as the block's heading, that took the buttons' place.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const signing = within(transfer).getByRole('group', { name: 'Skriv under med BankID' });
    await expect(signing).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(signing).getByRole('button', { name: 'Skriv under med BankID' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(transfer).toHaveAttribute('data-state', 'completed'), {
      timeout: 8000,
    });
    const heading = within(transfer).getByRole('heading', {
      name: 'Anna Andersson överlåter 070-123 45 69 till dig',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(transfer).getByRole('status')).toHaveTextContent(
      'Överlåtelsen är klar. Abonnemanget är ditt nu.',
    );
  },
};

/** Keyboard: Enter on 'Avböj'; the focus goes to the card's heading and the outcome is said. */
export const RecipientDeclinesByKeyboard: Story = {
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Anna Andersson överlåter 070-123 45 69 till dig');
    within(transfer).getByRole('button', { name: 'Avböj' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(transfer).toHaveAttribute('data-state', 'declined'));
    await waitFor(() =>
      expect(
        within(transfer).getByRole('heading', {
          name: 'Anna Andersson överlåter 070-123 45 69 till dig',
        }),
      ).toHaveFocus(),
    );
    await expect(within(transfer).getByRole('status')).toHaveTextContent(
      'Du har avböjt överlåtelsen.',
    );
  },
};

/** Keyboard: a withdrawal that fails leaves the focus on 'Återkalla', to try again. */
export const WithdrawFailsKeepsFocus: Story = {
  parameters: { msw: { handlers: annaHandlers({ failingWrites: true }) } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Överlåtelse av 070-123 45 69');
    const button = within(transfer).getByRole('button', { name: 'Återkalla' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(
      await within(transfer).findByText('Överlåtelsen kunde inte återkallas'),
    ).toBeVisible();
    await expect(within(transfer).getByRole('button', { name: 'Återkalla' })).toHaveFocus();
  },
};

/** Karin declines. */
export const RecipientDeclines: Story = {
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const transfer = await card(canvas, 'Anna Andersson överlåter 070-123 45 69 till dig');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Avböj' }));
    await waitFor(() => expect(transfer).toHaveAttribute('data-state', 'declined'));
    await expect(within(transfer).getByText('Avböjd')).toBeVisible();
    await expect(
      within(transfer).queryByRole('button', { name: 'Godkänn och skriv under' }),
    ).toBeNull();
  },
};

/** Opened from the link (or just created): the heading takes focus. */
export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      name: 'Anna Andersson överlåter 070-123 45 69 till dig',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The terms on their own, as the owner reads them before signing. */
export const Terms: Story = {
  render: () => <TransferTerms />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([...TRANSFER_TERMS]);
  },
};

/**
 * Karin's view in both themes: the visual baseline. (Anna's shows the link with the workbench's
 * origin, whose port changes from run to run.)
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { msw: { handlers: karinHandlers() } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Godkänn och skriv under' })).toHaveLength(2),
    );
  },
};
