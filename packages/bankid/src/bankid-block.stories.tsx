import { bankidHandlers, type BankidScenario } from '@lingon/contracts/msw/bankid';
import {
  bankidFixtureQr,
  bankidStartFixture,
  bankidStateFixtures,
} from '@lingon/contracts/fixtures/bankid';
import { BANKID_OUTCOME_TEXT, BANKID_MESSAGES } from '@lingon/contracts/bankid/messages';
import { bankidStartContract } from '@lingon/contracts/bankid/start';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@lingon/design-system/button';
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

/** A phone as the keyboard review used it (iPhone 12–15), with the site's page padding. */
const withPagePadding: Decorator = (Story) => (
  <div className="px-4">
    <Story />
  </div>
);
const onAPhone = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [withPagePadding],
};

/** Focus on a control, as Tab puts it there, then Enter. */
async function pressEnterOn(element: HTMLElement) {
  element.focus();
  await expect(element).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/**
 * Enter on the start button, which the QR view replaces: focus goes to the status (read out by a
 * screen reader), not to the top of the page, and Tab goes on to Avbryt.
 */
export const KeyboardStart: Story = {
  ...onAPhone,
  parameters: scenario('pending-forever'),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveFocus();
    await expect(await canvas.findByRole('img', { name: BANKID_QR_LABEL })).toBeVisible();
    await expect(status).toHaveTextContent(BANKID_MESSAGES.RFA1);
    await expect(status).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Avbryt' })).toHaveFocus();
  },
};

/**
 * The start button at the bottom of the screen: the QR code then comes in above the focused
 * status, and the page scrolls just enough to keep the status (and the code above it) in view.
 */
export const KeyboardStartAtTheBottomOfTheScreen: Story = {
  ...onAPhone,
  parameters: scenario('pending-forever'),
  decorators: [
    (Story) => (
      <div className="flex flex-col px-4">
        <div className="h-[120vh]" />
        <Story />
        <div className="h-[120vh]" />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: 'Verifiera med BankID' });
    start.scrollIntoView({ block: 'end' });
    await pressEnterOn(start);
    const status = canvas.getByRole('status');
    await expect(status).toHaveFocus();
    const qr = await canvas.findByRole('img', { name: BANKID_QR_LABEL });
    await waitFor(() => expect(status).toHaveTextContent(BANKID_MESSAGES.RFA1));
    await expect(status).toHaveFocus();
    const shown = status.getBoundingClientRect();
    await expect(shown.top).toBeGreaterThanOrEqual(0);
    await expect(shown.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(qr.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/**
 * The focused status near the top of the screen, half the QR code above it scrolled away: when
 * the code goes (the customer has scanned it), the status moves up by the code's height, and the
 * page scrolls with it so that it stays in view, through "Verifierad".
 */
export const KeyboardQrCodeGoesAboveTheStatus: Story = {
  ...onAPhone,
  parameters: scenario('verified'),
  decorators: [
    (Story) => (
      <div className="flex flex-col px-4">
        <Story />
        <div className="h-[200vh]" />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Without the browser's scroll anchoring (Safari has none), which would otherwise hide
    // whether the block keeps its status in view itself.
    const root = document.documentElement;
    root.style.overflowAnchor = 'none';
    try {
      await qrCodeGoesAboveTheFocusedStatus(canvas);
    } finally {
      root.style.overflowAnchor = '';
    }
  },
};

async function qrCodeGoesAboveTheFocusedStatus(canvas: ReturnType<typeof within>) {
  await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
  const status = canvas.getByRole('status');
  const qr = await canvas.findByRole('img', { name: BANKID_QR_LABEL });
  await expect(status).toHaveFocus();
  // The lower half of the code at the top of the screen, the status below it.
  qr.scrollIntoView({ block: 'start' });
  window.scrollBy(0, qr.getBoundingClientRect().height / 2);
  await waitFor(() => expect(status).toHaveTextContent(BANKID_MESSAGES.RFA9), slow);
  await expect(canvas.queryByRole('img', { name: BANKID_QR_LABEL })).toBeNull();
  await expect(status).toHaveFocus();
  await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  await waitFor(() => expect(status).toHaveTextContent('Verifierad'), slow);
  await expect(status).toHaveFocus();
  await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
}

/**
 * Enter on Avbryt, which "Försök igen" replaces: focus goes to "Försök igen" (described by the
 * status's "Signeringen avbröts. Försök igen!"); Enter there starts over with focus on the status.
 */
export const KeyboardCancel: Story = {
  ...onAPhone,
  parameters: scenario('pending-forever'),
  play: async ({ canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    await pressEnterOn(await canvas.findByRole('button', { name: 'Avbryt' }));
    const retry = canvas.getByRole('button', { name: 'Försök igen' });
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAccessibleDescription(BANKID_OUTCOME_TEXT.cancelled);
    await expect(canvas.getByRole('status')).toHaveTextContent(BANKID_OUTCOME_TEXT.cancelled);
    await pressEnterOn(retry);
    await expect(canvas.getByRole('status')).toHaveFocus();
    await expect(await canvas.findByRole('img', { name: BANKID_QR_LABEL })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveFocus();
  },
};

/** The order fails while focus is on Avbryt: focus goes to "Försök igen", which says why. */
export const FailsWithFocusOnCancel: Story = {
  ...onAPhone,
  parameters: {
    msw: { handlers: bankidHandlers({ scenario: 'timeout', pollsPerStep: 4 }) },
  },
  play: async ({ args, canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const cancel = await canvas.findByRole('button', { name: 'Avbryt' });
    cancel.focus();
    await expect(cancel).toHaveFocus();
    const retry = await canvas.findByRole('button', { name: 'Försök igen' }, slow);
    await expect(canvas.getByRole('status')).toHaveTextContent(BANKID_OUTCOME_TEXT.timeout);
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAccessibleDescription(BANKID_OUTCOME_TEXT.timeout);
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

/**
 * The order completes while focus is on Avbryt: focus goes to the status that says Verifierad
 * (described by who was verified), not to the top of the page.
 */
export const CompletesWithFocusOnCancel: Story = {
  ...onAPhone,
  play: async ({ args, canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const cancel = await canvas.findByRole('button', { name: 'Avbryt' });
    cancel.focus();
    await expect(cancel).toHaveFocus();
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Verifierad'), slow);
    await expect(canvas.queryByRole('button', { name: 'Avbryt' })).toBeNull();
    await expect(status).toHaveFocus();
    await expect(status).toHaveAccessibleDescription('Du är verifierad som Anna Andersson.');
    await expect(args.onVerified).toHaveBeenCalledOnce();
  },
};

/**
 * "Öppna BankID på den här enheten" goes once the app has picked the order up: focus that was on
 * it goes to the status, which now says what to do in the app.
 */
export const SameDeviceLinkGoes: Story = {
  // Long enough on each step for the play function to reach the link on a busy machine.
  parameters: { msw: { handlers: bankidHandlers({ scenario: 'verified', pollsPerStep: 4 }) } },
  play: async ({ canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const link = await canvas.findByRole('link', { name: 'Öppna BankID på den här enheten' });
    link.focus();
    await expect(link).toHaveFocus();
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(BANKID_MESSAGES.RFA9), slow);
    await expect(
      canvas.queryByRole('link', { name: 'Öppna BankID på den här enheten' }),
    ).toBeNull();
    await expect(status).toHaveFocus();
  },
};

/** Focus that left the block stays where the visitor put it when the order completes. */
export const CompletesWithFocusElsewhere: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <BankidBlock {...args} />
      <Button type="button" variant="outline">
        Läs villkoren
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    await expect(await canvas.findByRole('button', { name: 'Avbryt' })).toBeVisible();
    const elsewhere = canvas.getByRole('button', { name: 'Läs villkoren' });
    elsewhere.focus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verifierad'), slow);
    await expect(args.onVerified).toHaveBeenCalledOnce();
    await expect(elsewhere).toHaveFocus();
  },
};

/**
 * A click on the page itself (on text, not a control) takes focus out of the block: the order
 * completing later does not take it back, nor scroll the page back to the block.
 */
export const CompletesAfterAClickOnThePage: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <BankidBlock {...args} />
      <p>Du kan ångra din beställning inom 14 dagar.</p>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Verifiera med BankID' }));
    const cancel = await canvas.findByRole('button', { name: 'Avbryt' });
    cancel.focus();
    await userEvent.click(canvas.getByText('Du kan ångra din beställning inom 14 dagar.'));
    await expect(document.body).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verifierad'), slow);
    await expect(args.onVerified).toHaveBeenCalledOnce();
    await expect(document.body).toHaveFocus();
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
