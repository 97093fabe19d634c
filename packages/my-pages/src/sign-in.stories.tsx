import { BANKID_MESSAGES } from '@lingon/contracts/bankid/messages';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MyPagesSignIn } from './sign-in';

const meta = {
  title: 'My pages/SignIn',
  component: MyPagesSignIn,
  args: { onSignedIn: fn(), device: 'computer', pollIntervalMs: 250 },
  parameters: { msw: { handlers: bankidHandlers({ scenario: 'verified', pollsPerStep: 2 }) } },
} satisfies Meta<typeof MyPagesSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a computer: 'Logga in med BankID' shows the animated QR code, then signs in. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Logga in med BankID' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logga in med BankID' }));
    await expect(await canvas.findByText(BANKID_MESSAGES.RFA1)).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce(), { timeout: 8000 });
  },
};

/** On a phone: the app opens on this device. */
export const Phone: Story = {
  args: { device: 'phone' },
  parameters: { msw: { handlers: bankidHandlers({ scenario: 'pending-forever' }) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logga in med BankID' }));
    await expect(await canvas.findByRole('link', { name: 'Öppna BankID-appen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/autostarttoken=/),
    );
  },
};

/** The person cancelled in the app: the outcome text and a way to try again. */
export const Cancelled: Story = {
  parameters: { msw: { handlers: bankidHandlers({ scenario: 'cancelled', pollsPerStep: 1 }) } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logga in med BankID' }));
    await expect(
      await canvas.findByRole('button', { name: 'Försök igen' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The start view in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
};
