import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
  mypagesTransferToKarinHandlers,
} from '@lingon/contracts/msw/mypages';
import {
  STORY_TRANSFER_CODE,
  storyTransferToKarin,
} from '@lingon/contracts/fixtures/mypages-transfers';
import { TRANSFER_CODE_MESSAGE, TRANSFER_REFUSAL_TEXT } from '@lingon/contracts/mypages/transfers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TransferPage } from './transfer';
import { onThePage } from './testing/line-breaks';
import { withFreshState } from './testing/story-state';

const bankid = bankidHandlers({ scenario: 'verified', pollsPerStep: 1 });

const meta = {
  title: 'My pages/TransferPage',
  component: TransferPage,
  args: { device: 'computer', pollIntervalMs: 250 },
  decorators: [withFreshState],
  parameters: { msw: { handlers: [...bankid, ...mypagesHandlers()] } },
} satisfies Meta<typeof TransferPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna: her family subscriptions may be transferred; her main number, with family, may not. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Olles mobil/ })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /Min mobil/ })).toBeDisabled();
    await expect(canvas.getByText(new RegExp(TRANSFER_REFUSAL_TEXT.HAS_FAMILY))).toBeVisible();
    await expect(canvas.getByText('Du har inga överlåtelser.')).toBeVisible();
  },
};

/** The personal number is checked (checksum, not oneself) before BankID is asked for. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fortsätt' }));
    await expect(canvas.getByText('Välj vilket abonnemang du vill överlåta')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Olles mobil/ }));
    const person = canvas.getByLabelText(/nya ägarens personnummer/);
    await userEvent.type(person, '19720614-2388');
    await userEvent.type(canvas.getByLabelText(/nya ägarens e-post/), 'karin@');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(canvas.getByText('Personnumret är inte giltigt')).toBeVisible();
    await expect(canvas.getByText('Ange en giltig e-postadress')).toBeVisible();
    await userEvent.clear(person);
    await userEvent.type(person, '19850312-1231');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(
      canvas.getByText('Du kan inte överlåta ett abonnemang till dig själv'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skriv under med BankID' })).toBeNull();
  },
};

/** Anna signs: the transfer waits for Karin with a code; she withdraws it. */
export const StartAndWithdraw: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Majas mobil/ }));
    await userEvent.type(canvas.getByLabelText(/nya ägarens personnummer/), '197206142387');
    await userEvent.type(canvas.getByLabelText(/nya ägarens e-post/), 'karin@example.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(await canvas.findByText(/nya ägaren tar över telefonnumret/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skriv under med BankID' }));
    const thanks = await canvas.findByRole(
      'heading',
      { name: 'Tack! Överlåtelsen av 070-123 45 69 är påbörjad' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    const heading = await canvas.findByRole('heading', { name: 'Överlåtelse av 070-123 45 69' });
    const card = heading.closest('article')!;
    await expect(within(card as HTMLElement).getByText('Väntar på den nya ägaren')).toBeVisible();
    await expect(within(card as HTMLElement).getByTestId('transfer-code')).toHaveTextContent(
      /^[2-9A-Z]{4}-[2-9A-Z]{4}$/,
    );
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Återkalla' }));
    const list = await canvas.findByRole('list', { name: 'Dina överlåtelser' });
    await waitFor(() => expect(list).toHaveTextContent('Återkallad'));
  },
};

/** Anna's form for Majas mobil to Karin, filled in and left with the focus on 'Fortsätt'. */
async function fillForm(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('radio', { name: /Majas mobil/ }));
  await userEvent.type(canvas.getByLabelText(/nya ägarens personnummer/), '197206142387');
  await userEvent.type(canvas.getByLabelText(/nya ägarens e-post/), 'karin@example.se');
  canvas.getByRole('button', { name: 'Fortsätt' }).focus();
}

/**
 * Keyboard: Enter on 'Fortsätt' replaces the form with the terms and BankID, and the focus goes
 * to that step's heading (not to <body>); 'Ändra' takes it back to the subscription chosen.
 */
export const KeyboardToSigning: Story = {
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.keyboard('{Enter}');
    const terms = await canvas.findByRole('heading', { name: 'Villkor för överlåtelsen' });
    await waitFor(() => expect(terms).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Skriv under med BankID' })).toBeVisible();
    canvas.getByRole('button', { name: 'Ändra' }).focus();
    await userEvent.keyboard('{Enter}');
    const chosen = await canvas.findByRole('radio', { name: /Majas mobil/ });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(chosen).toBeChecked();
  },
};

/**
 * Keyboard: Enter on 'Återkalla' withdraws the transfer; the focus goes to the card's heading
 * (not to <body>) and the outcome is said in a status message.
 */
export const KeyboardWithdraw: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bankid,
        ...mypagesHandlers({ transfers: (now) => [storyTransferToKarin(now)] }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Överlåtelse av 070-123 45 69' });
    const card = heading.closest('article') as HTMLElement;
    within(card).getByRole('button', { name: 'Återkalla' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'withdrawn'));
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(card).getByRole('status')).toHaveTextContent(
      'Överlåtelsen är återkallad. Abonnemanget är kvar hos dig.',
    );
  },
};

/**
 * On a 390 px phone: after signing, the thank-you takes the focus and is on the screen, not
 * pushed below it by the new transfer that comes into 'Dina överlåtelser' above it.
 */
export const StartedOnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  // Its own handlers: the transfer it starts must not reach the other stories.
  parameters: {
    msw: { handlers: [...bankid, ...mypagesHandlers()] },
  },
  decorators: [onThePage],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await fillForm(canvas);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Skriv under med BankID' }));
    const thanks = await canvas.findByRole(
      'heading',
      { name: 'Tack! Överlåtelsen av 070-123 45 69 är påbörjad' },
      { timeout: 8000 },
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    // The new transfer is in the list above by now.
    await canvas.findByRole('heading', { name: 'Överlåtelse av 070-123 45 69' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(thanks).toHaveFocus();
    const box = thanks.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Karin opens the link: Anna's transfer with the terms; she signs and it is hers. */
export const Accept: Story = {
  args: { initialCode: STORY_TRANSFER_CODE },
  parameters: { msw: { handlers: [...bankid, ...mypagesTransferToKarinHandlers()] } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', {
      name: 'Anna Andersson överlåter 070-123 45 69 till dig',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Godkänn och skriv under' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Skriv under med BankID' }));
    await waitFor(
      () =>
        expect(
          canvas.getByText('Abonnemanget är ditt nu och syns bland dina abonnemang.'),
        ).toBeVisible(),
      { timeout: 8000 },
    );
    await expect(canvas.getAllByText('Genomförd').length).toBeGreaterThan(0);
  },
};

/** Karin declines. */
export const Decline: Story = {
  parameters: { msw: { handlers: [...bankid, ...mypagesTransferToKarinHandlers()] } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Dina överlåtelser' });
    await userEvent.click(within(list).getByRole('button', { name: 'Avböj' }));
    await waitFor(() => expect(list).toHaveTextContent('Avböjd'));
  },
};

/**
 * A code that cannot be one ('ABCD-1234': 8 characters, but 1 is never in a code): Enter in the
 * field says so at once (an alert), and the field is marked invalid and described by the message;
 * from the button, the focus goes to the field.
 */
export const CodeFormatIsSaid: Story = {
  parameters: { msw: { handlers: [...bankid, ...mypagesTransferToKarinHandlers()] } },
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText(/Kod från inbjudan/);
    await userEvent.type(field, 'ABCD-1234{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(TRANSFER_CODE_MESSAGE);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(TRANSFER_CODE_MESSAGE));
    // From the button focus goes to the field, read with its message: said once, not also as an
    // alert.
    await userEvent.click(canvas.getByRole('button', { name: 'Visa överlåtelsen' }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(TRANSFER_CODE_MESSAGE));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A wrong code is said plainly. */
export const WrongCode: Story = {
  parameters: { msw: { handlers: [...bankid, ...mypagesTransferToKarinHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Kod från inbjudan/), 'ABCD-EFGH');
    await userEvent.click(canvas.getByRole('button', { name: 'Visa överlåtelsen' }));
    await expect(await canvas.findByText('Överlåtelsen kan inte visas')).toBeVisible();
    await expect(canvas.getByText('Vi hittar ingen överlåtelse med den koden.')).toBeVisible();
  },
};

/** Karin before anything is transferred to her: nothing to transfer, no transfers. */
export const Empty: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Du har inget mobilabonnemang att överlåta/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar dina överlåtelser…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta dina överlåtelser',
    );
  },
};

/** Both themes, Karin with a transfer waiting: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { msw: { handlers: [...bankid, ...mypagesTransferToKarinHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Godkänn och skriv under' })).toHaveLength(2),
    );
  },
};
