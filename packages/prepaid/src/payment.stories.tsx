import { MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { PAID_TOP_UP_ID, prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import { cancelPaymentContract } from '@lingon/contracts/payments/cancel';
import { topUpPayContract, topUpStatusContract, type TopUp } from '@lingon/contracts/prepaid/topup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopUpPayment } from './payment';
import { TopUpReceipt } from './receipt';
import { ERIK_INFO, surfCheckout, withTopUpState, refuseSwishByEnter } from './testing/story-state';

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

/** Whatever a screen reader reads out by itself: live regions (polite and assertive). */
const LIVE = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';

/** The text of the polite status regions, as a screen reader would announce it. */
function statusText(canvasElement: HTMLElement): string {
  return Array.from(canvasElement.querySelectorAll('[role="status"]'))
    .map((region) => region.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' | ');
}

/** The browser's own clock, taken before any story sets the page's. */
const realNow = Date.now.bind(Date);

/**
 * The handlers start every payment on their fixed day (MYPAGES_FIXTURE_NOW), three minutes to
 * approve: the page's clock is set `secondsIn` into it and runs on, so the time left ticks.
 */
function clockAt(secondsIn: number) {
  return () => {
    const shift = realNow() - MYPAGES_FIXTURE_NOW.getTime() - secondsIn * 1000;
    // Not a spyOn: the interactions panel would time each call of the spy with Date.now itself.
    Date.now = () => realNow() - shift;
    return () => {
      Date.now = realNow;
    };
  };
}

/**
 * Swish: the order is created and the page waits for the approval in the app. The time left
 * ticks on the page, but only the waiting is announced, once: not the time, every second.
 */
export const SwishWaiting: Story = {
  beforeEach: clockAt(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Öppna Swish och godkänn 159\u00a0kr' }),
    ).toBeVisible();
    const countdown = canvas.getByText(/Väntar på godkännande – [0-3]:\d\d kvar/);
    await expect(countdown).toBeVisible();
    await expect(countdown.closest(LIVE)).toBeNull();
    await expect(statusText(canvasElement)).toBe('Väntar på att du godkänner 159\u00a0kr i Swish.');
    const shown = countdown.textContent;
    await waitFor(() => expect(countdown.textContent).not.toBe(shown), { timeout: 3000 });
    await expect(statusText(canvasElement)).toBe('Väntar på att du godkänner 159\u00a0kr i Swish.');
  },
};

/** With a minute left, the live region says so, once, the time left still only on the page. */
export const SwishLastMinute: Story = {
  beforeEach: clockAt(117),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(statusText(canvasElement)).toBe('Väntar på att du godkänner 159\u00a0kr i Swish.'),
    );
    await waitFor(
      () =>
        expect(statusText(canvasElement)).toBe(
          'Mindre än en minut kvar att godkänna betalningen i Swish.',
        ),
      { timeout: 6000 },
    );
    await expect(canvas.getByText(/Väntar på godkännande – (1:00|0:[0-5]\d) kvar/)).toBeVisible();
  },
};

/** The payer approves: announced once, and on to the receipt, once. */
export const SwishPaid: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ outcome: 'paid' }) } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'paid' }));
    await expect(statusText(canvasElement)).toBe('Betalningen är godkänd. Visar kvittot…');
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

/**
 * The prepaid handlers with a Swish payment nobody answers, and the payment service's cancel: a
 * cancelled payment's top-up reads back cancelled, as on the server (the payment is finished).
 */
function swishCancellable(): HttpHandler[] {
  const prepaid = prepaidHandlers({ outcome: 'never' });
  const cancelled = new Set<string>();
  let last: TopUp | null = null;
  const asCancelled = (topUp: TopUp): TopUp => ({
    ...topUp,
    status: 'cancelled',
    payment: topUp.payment && {
      ...topUp.payment,
      status: 'cancelled',
      finishedAt: topUp.payment.createdAt,
    },
  });
  return [
    http.get(`*/services/${topUpStatusContract.path}`, async ({ request }) => {
      const response = await getResponse(prepaid, request);
      if (!response?.ok) return response;
      last = (await response.clone().json()) as TopUp;
      return last.payment && cancelled.has(last.payment.paymentId)
        ? HttpResponse.json(asCancelled(last))
        : response;
    }),
    http.post(`*/services/${cancelPaymentContract.path}`, ({ params }) => {
      if (!last?.payment || last.payment.paymentId !== params['paymentId']) {
        return HttpResponse.json([{ field: 'paymentId', message: 'Betalningen finns inte' }], {
          status: 404,
        });
      }
      cancelled.add(last.payment.paymentId);
      return HttpResponse.json(asCancelled(last).payment);
    }),
    ...prepaid,
  ];
}

/**
 * Avbryt betalningen, by keyboard: the waiting payment, and the button with it, give way to the
 * outcome. Focus goes to it, so it is read and the next Tab leads on to paying again, instead of
 * falling to the page's start.
 */
export const SwishCancelled: Story = {
  beforeEach: clockAt(0),
  parameters: { msw: { handlers: swishCancellable() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Avbryt betalningen' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    const outcome = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(outcome).toHaveTextContent(/^Betalningen avbröts/);
    await waitFor(() => expect(outcome).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Swish' })).toHaveFocus();
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
    // Read once, as the alert it is: the status region does not say it again.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Betalningen nekades/);
    await expect(statusText(canvasElement)).toBe('');
    // Nothing of the page had focus: it stays where it was, and the alert is read by itself.
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Kort' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen – 159\u00a0kr' }));
    await waitFor(() => expect(args.onOpenCardPage).toHaveBeenCalledTimes(1));
  },
};

/**
 * Declined, and the new payment cannot be started either: the service's failure is said on its
 * own, never as an error of the Swish number the customer typed right.
 */
export const RetryCannotStart: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*/services/${topUpPayContract.path}`, () =>
          HttpResponse.json([{ field: 'server', message: 'Tjänsten svarar inte just nu.' }], {
            status: 503,
          }),
        ),
        ...prepaidHandlers({ outcome: 'declined' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Betalningen nekades', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen – 159\u00a0kr' }));
    await expect(
      await canvas.findByText('Betalningen kunde inte startas. Försök igen om en stund.'),
    ).toBeVisible();
    const swish = canvas.getByRole('textbox', { name: 'Mobilnummer för Swish' });
    await expect(swish).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Declined, then Enter in the Swish field with a number that is not a mobile number: the field
 * has focus already, so its message, tied to it, is read out as an alert.
 */
export const RetrySwishByEnter: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ outcome: 'declined' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Betalningen nekades', {}, { timeout: 5000 }),
    ).toBeVisible();
    await refuseSwishByEnter(canvasElement);
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
