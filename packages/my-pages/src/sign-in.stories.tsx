import { BANKID_MESSAGES } from '@lingon/contracts/bankid/messages';
import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MyPagesOverview } from './overview';
import { MyPagesSignIn, type MyPagesSignInProps } from './sign-in';
import { withFreshState } from './testing/story-state';

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

/** /mitt-lingon as the site's route has it: the sign-in, and the overview in its place after it. */
function SignInThenOverview(props: MyPagesSignInProps) {
  const [signedIn, setSignedIn] = React.useState(false);
  return signedIn ? (
    <MyPagesOverview now={MYPAGES_FIXTURE_NOW} />
  ) : (
    <MyPagesSignIn
      {...props}
      onSignedIn={(identity) => {
        props.onSignedIn(identity);
        setSignedIn(true);
      }}
    />
  );
}

/**
 * Keyboard: signed in with BankID, the overview takes the sign-in's place and its heading the
 * focus (not <body>), so that a screen reader starts on the new page.
 */
export const OverviewAfterSignIn: Story = {
  decorators: [withFreshState],
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesHandlers(),
      ],
    },
  },
  render: (args) => <SignInThenOverview {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Logga in med BankID' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce(), { timeout: 8000 });
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Hej Anna!' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A customer who went on typing elsewhere while BankID finished keeps their place. */
export const SignInLeavesFocusElsewhere: Story = {
  ...OverviewAfterSignIn,
  render: (args) => (
    <>
      <SignInThenOverview {...args} />
      <label>
        Meddelande <input />
      </label>
    </>
  ),
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Logga in med BankID' }).focus();
    await userEvent.keyboard('{Enter}');
    const elsewhere = canvas.getByRole('textbox', { name: 'Meddelande' });
    elsewhere.focus();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce(), { timeout: 8000 });
    await canvas.findByRole('heading', { level: 1, name: 'Hej Anna!' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(elsewhere).toHaveFocus();
  },
};

/** The start view in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
};
