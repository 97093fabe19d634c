import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import {
  mypagesErrorHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AutogiroPage } from './autogiro';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/AutogiroPage',
  component: AutogiroPage,
  args: { device: 'computer', pollIntervalMs: 250 },
  decorators: [withFreshState],
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesHandlers(),
      ],
    },
  },
} satisfies Meta<typeof AutogiroPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed up: the account form; the bank is named from the clearing number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const clearing = await canvas.findByLabelText(/Clearingnummer/);
    await userEvent.type(clearing, '6123');
    await expect(await canvas.findByText('Bank: Handelsbanken')).toBeVisible();
  },
};

/** Wrong numbers are said at each field before BankID is asked for. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Clearingnummer/), '0999');
    await userEvent.type(canvas.getByLabelText(/Kontonummer/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt till underskrift' }));
    await expect(
      await canvas.findByText('Vi känner inte igen clearingnumret. Kontrollera det hos din bank.'),
    ).toBeVisible();
    await expect(canvas.getByText('Ange kontonumret med 7–10 siffror')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Skriv under med BankID' })).toBeNull();
    // Focus goes to the first field with an error, read with its message; also after Enter in it.
    const clearing = canvas.getByLabelText(/Clearingnummer/);
    await waitFor(() => expect(clearing).toHaveFocus());
    let entered = 0;
    clearing.addEventListener('focus', () => (entered += 1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(entered).toBe(1));
    await expect(clearing).toHaveFocus();
  },
};

/**
 * Tried again after fixing one field: focus goes to the field still wrong, not the fixed one
 * (whose mark goes a moment after its message).
 */
export const FixedOneTriedAgain: Story = {
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Fortsätt till underskrift' });
    await userEvent.click(submit);
    const clearing = canvas.getByLabelText(/Clearingnummer/);
    await waitFor(() => expect(clearing).toHaveFocus());
    await userEvent.type(clearing, '8327-1');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByLabelText(/Kontonummer/)).toHaveFocus());
  },
};

/** 'Ändra konto' goes back to the account form with focus in it, not on <body>. */
export const ChangeAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Clearingnummer/), '8327-9');
    await userEvent.type(canvas.getByLabelText(/Kontonummer/), '123 456 789');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt till underskrift' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra konto' }));
    await waitFor(() => expect(canvas.getByLabelText(/Clearingnummer/)).toHaveFocus());
  },
};

/** Going on to sign takes focus to the BankID block, not to the start of the page. */
export const KeyboardToSigning: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Clearingnummer/), '8327-9');
    await userEvent.type(canvas.getByLabelText(/Kontonummer/), '123 456 789');
    canvas.getByRole('button', { name: 'Fortsätt till underskrift' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Skriv under med BankID' })).toHaveFocus(),
    );
  },
};

/** The whole sign-up: account, BankID signature, and autogiro is active. */
export const SignUp: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Clearingnummer/), '8327-9');
    await userEvent.type(canvas.getByLabelText(/Kontonummer/), '123 456 789');
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt till underskrift' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Skriv under med BankID' }));
    await waitFor(
      () => expect(canvas.getByRole('heading', { name: 'Autogiro är aktivt' })).toBeVisible(),
      { timeout: 8000 },
    );
    // The outcome takes the focus in place of the BankID block that had it.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Autogiro är aktivt' })).toHaveFocus(),
    );
    await expect(canvas.getByText(/Swedbank, konto 83279 •••• 6789/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar autogiro…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta ditt autogiro',
    );
  },
};

/** Both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByLabelText(/Clearingnummer/)).toHaveLength(2));
  },
};
