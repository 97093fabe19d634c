import { bankidHandlers, type BankidScenario } from '@lingon/contracts/msw/bankid';
import {
  bankidFixtureQr,
  bankidStartFixture,
  bankidStateFixtures,
} from '@lingon/contracts/fixtures/bankid';
import { BANKID_OUTCOME_TEXT, BANKID_MESSAGES } from '@lingon/contracts/bankid/messages';
import { bankidStartContract } from '@lingon/contracts/bankid/start';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BankidBlock, BankidPanel } from './bankid-block';
import {
  applyOrderState,
  bankidView,
  failBankid,
  initialBankidState,
  type BankidState,
} from './bankid-state';
import { BANKID_QR_LABEL } from './bankid-qr-code';

const meta = {
  title: 'BankID/BankidBlock',
  component: BankidBlock,
  args: { onVerified: fn(), device: 'computer', pollIntervalMs: 250 },
  decorators: [
    (Story, context) => (
      <div className={context.name === 'All States' ? undefined : 'max-w-xl'}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: bankidHandlers({ scenario: 'verified', pollsPerStep: 2 }) } },
} satisfies Meta<typeof BankidBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

function scenario(name: BankidScenario) {
  return { msw: { handlers: bankidHandlers({ scenario: name, pollsPerStep: 1 }) } };
}

/** Idle, then the whole flow: QR code, "skriv in din säkerhetskod", Verifierad. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    await expect(await canvas.findByRole('img', { name: BANKID_QR_LABEL })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(BANKID_MESSAGES.RFA1);
    await expect(
      canvas.getByRole('link', { name: 'Öppna BankID på den här enheten' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^bankid:\/\/\/\?autostarttoken=.+&redirect=null$/),
    );
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(BANKID_MESSAGES.RFA9),
      slow,
    );
    await expect(canvas.queryByRole('img', { name: BANKID_QR_LABEL })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verifierad'), slow);
    await expect(args.onVerified).toHaveBeenCalledOnce();
    await expect(args.onVerified).toHaveBeenCalledWith({
      name: 'Anna Andersson',
      personalNumber: '198503121231',
      orderRef: expect.any(String),
    });
    await expect(canvas.getByText('Du är verifierad som Anna Andersson.')).toBeVisible();
  },
};

/** Waiting for a scan: the QR code is redrawn with the server's new string on every poll. */
export const QrPending: Story = {
  parameters: scenario('pending-forever'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const qr = await canvas.findByRole('img', { name: BANKID_QR_LABEL });
    const first = qr.querySelector('path')?.getAttribute('d');
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).not.toBe(first), slow);
    await expect(canvas.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  },
};

/** Starting: the start call has not answered yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/services/${bankidStartContract.path}`, async () => {
          await delay('infinite');
          return HttpResponse.json(bankidStartFixture);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    await expect(await canvas.findByText('Startar BankID …')).toBeVisible();
  },
};

/** On a phone: the app on this device, no QR code. */
export const Phone: Story = {
  args: { device: 'phone', returnUrl: 'https://lingon.example/bredband/kassan#bankid' },
  parameters: scenario('pending-forever'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const open = await canvas.findByRole('link', { name: 'Öppna BankID-appen' });
    await expect(open).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/app\.bankid\.com\/\?autostarttoken=.+&redirect=https%3A%2F%2Flingon\.example%2Fbredband%2Fkassan%23bankid$/,
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(BANKID_MESSAGES.RFA13);
    await expect(canvas.queryByRole('img', { name: BANKID_QR_LABEL })).toBeNull();
  },
};

function failureStory(name: BankidScenario, text: string): Story {
  return {
    parameters: scenario(name),
    play: async ({ args, canvas }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text), slow);
      await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
      await expect(args.onVerified).not.toHaveBeenCalled();
    },
  };
}

export const Timeout = failureStory('timeout', BANKID_OUTCOME_TEXT.timeout);
export const StartFailed = failureStory('start-failed', BANKID_OUTCOME_TEXT.timeout);
export const AlreadyInProgress = failureStory(
  'already-in-progress',
  BANKID_OUTCOME_TEXT['already-in-progress'],
);
export const AlreadyInProgressAtStart = failureStory(
  'start-already-in-progress',
  BANKID_OUTCOME_TEXT['already-in-progress'],
);
export const CancelledInApp = failureStory('cancelled', BANKID_OUTCOME_TEXT.cancelled);
export const IdentityNotValidated = failureStory(
  'identity-not-validated',
  BANKID_OUTCOME_TEXT['identity-not-validated'],
);
export const ErrorState: Story = {
  ...failureStory('error', BANKID_OUTCOME_TEXT.error),
  name: 'Error',
};
export const StartError = failureStory('start-error', BANKID_OUTCOME_TEXT.error);

/** The user cancels while waiting, then tries again. */
export const CancelAndRetry: Story = {
  parameters: scenario('pending-forever'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Avbryt' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(BANKID_OUTCOME_TEXT.cancelled);
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(await canvas.findByRole('img', { name: BANKID_QR_LABEL })).toBeVisible();
  },
};

/** Already verified in this checkout (the block was shown again). */
export const AlreadyVerified: Story = {
  args: { verified: { name: 'Anna Andersson' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifierad');
    await expect(canvas.queryByRole('button', { name: 'Verifiera med BankID' })).toBeNull();
  },
};

const pending: BankidState = {
  ...initialBankidState(),
  phase: 'pending',
  orderRef: bankidStartFixture.orderRef,
  autoStartToken: bankidStartFixture.autoStartToken,
};

/**
 * The states that differ in layout, small enough for one screenshot in both themes; every text
 * is asserted by the stories above.
 */
const qrPending = applyOrderState(pending, {
  ...bankidStateFixtures.outstandingTransaction,
  qrCode: bankidFixtureQr.atZero,
});
const verified = applyOrderState(pending, bankidStateFixtures.verified);
const timedOut = failBankid(pending, 'timeout');

/** Every state, drawn from fixed states (the QR code is BankID's test vector): the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="grid grid-cols-2 gap-3">
      {[qrPending, verified, timedOut].map((state, index) => (
        <BankidPanel
          key={state.phase}
          state={state}
          view={bankidView(state, 'computer')}
          device="computer"
          headingLevel={3}
          className={index === 0 ? 'col-span-2' : undefined}
        />
      ))}
    </div>
  ),
};
