import { isApiError } from '@lingon/contracts/errors';
import { cancelPaymentContract } from '@lingon/contracts/payments/cancel';
import { formatSwedishMobile, msisdnSchema } from '@lingon/contracts/phone';
import {
  topUpCreateContract,
  topUpPayContract,
  topUpStatusContract,
  type TopUp,
} from '@lingon/contracts/prepaid/topup';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Button } from '@lingon/design-system/button';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { formatPrice } from '@lingon/design-system/lib/format';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Spinner } from '@lingon/design-system/spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import * as React from 'react';
import { checkoutMatches, topUpCheckoutAtom, topUpInfoAtom, updateCheckoutAtom } from './lib/state';
import { TOPUP_PATHS } from './lib/steps';

/** How often a pending payment is asked about (the Swish approval comes from the app). */
export const PAYMENT_POLL_MS = 1000;

const FAILED: Record<'declined' | 'timed-out' | 'cancelled', { title: string; text: string }> = {
  declined: {
    title: 'Betalningen nekades',
    text: 'Inga pengar har dragits och inget har laddats. Försök igen eller välj ett annat betalsätt.',
  },
  'timed-out': {
    title: 'Tiden för betalningen gick ut',
    text: 'Betalningen godkändes inte i tid. Inget har laddats. Försök igen eller välj ett annat betalsätt.',
  },
  cancelled: {
    title: 'Betalningen avbröts',
    text: 'Inget har laddats. Försök igen eller välj ett annat betalsätt.',
  },
};

/** Under this much time left, the one warning that the Swish approval is running out. */
const LAST_MINUTE_SECONDS = 60;

function newKey(): string {
  return `pay-${crypto.randomUUID()}`;
}

function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 1000));
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The card provider's page for this payment, coming back here afterwards. */
export function cardPageHref(topUp: TopUp): string | null {
  return topUp.cardPaymentUrl
    ? `${topUp.cardPaymentUrl}?return=${encodeURIComponent(TOPUP_PATHS.betalning)}`
    : null;
}

export interface TopUpPaymentProps {
  /** The top-up is paid and credited: on to the receipt. */
  onPaid: (topUp: TopUp) => void;
  /** Leave for the card provider's page (the site assigns window.location). */
  onOpenCardPage: (href: string) => void;
}

/**
 * `kassa/betalning`: the top-up order is created on the server (once, by this checkout's key)
 * with its first payment; Swish waits for the approval in the app with a live status and the
 * time left, a card payment goes to the provider's page and comes back. A declined, timed-out or
 * cancelled payment says so, credits nothing and offers another try, also another way.
 */
export function TopUpPayment({ onPaid, onOpenCardPage }: TopUpPaymentProps) {
  const info = useAtomValue(topUpInfoAtom);
  const checkout = useAtomValue(topUpCheckoutAtom);
  const update = useSetAtom(updateCheckoutAtom);
  const create = useContractMutation(topUpCreateContract);
  const [createError, setCreateError] = React.useState<string | null>(null);
  const topUpId = checkout?.topUpId ?? null;

  // When the status was last asked: the time left is counted from it, a second at a time.
  const [polledAt, setPolledAt] = React.useState(() => Date.now());
  const status = useContractQuery(topUpStatusContract, topUpId ? { params: { topUpId } } : null, {
    refreshInterval: (latest) => (latest?.status === 'pending' ? PAYMENT_POLL_MS : 0),
    onSuccess: () => setPolledAt(Date.now()),
  });
  const topUp = status.data;

  // The order is created once per checkout: the key makes a reload or a second tab the same order.
  const started = React.useRef(false);
  const start = React.useCallback(async () => {
    // Only what the customer saw priced for this number (the step guard sends a checkout made
    // for another number back to the start).
    if (!info || !checkout?.topup.product || !checkout.payment) return;
    if (!checkoutMatches(checkout, info)) return;
    setCreateError(null);
    try {
      const created = await create.trigger({
        body: {
          msisdn: checkout.msisdn,
          productId: checkout.topup.product.id,
          payment: {
            method: checkout.payment.method,
            ...(checkout.payment.swishPhoneNumber
              ? { swishPhoneNumber: checkout.payment.swishPhoneNumber }
              : {}),
          },
        },
        headers: { 'idempotency-key': checkout.orderKey },
      });
      update({ topUpId: created.topUpId });
      const href = cardPageHref(created);
      if (href) onOpenCardPage(href);
    } catch (failure) {
      setCreateError(
        isApiError(failure) && failure.fieldErrors[0]
          ? failure.fieldErrors[0].message
          : 'Betalningen kunde inte startas. Försök igen om en stund.',
      );
    }
  }, [info, checkout, create, update, onOpenCardPage]);

  React.useEffect(() => {
    if (topUpId || started.current) return;
    started.current = true;
    void start();
  }, [topUpId, start]);

  const paidOnce = React.useRef(false);
  React.useEffect(() => {
    if (topUp?.status === 'paid' && !paidOnce.current) {
      paidOnce.current = true;
      onPaid(topUp);
    }
  }, [topUp, onPaid]);

  // One live region for the whole step, in the tree from the first render so that each change of
  // its text is read, once: the state, never the time left ticking by (that is page text). Errors
  // are left to their banners, which are alerts and read when they appear.
  let announcement = '';
  let content: React.ReactNode;
  if (createError) {
    content = (
      <ErrorBanner
        title="Betalningen kunde inte startas"
        onRetry={() => void start()}
        retrying={create.isMutating}
      >
        {createError}
      </ErrorBanner>
    );
  } else if (!topUp && status.error) {
    content = (
      <ErrorBanner
        title="Vi kunde inte hämta betalningens status"
        onRetry={() => void status.mutate()}
        retrying={status.isValidating}
      >
        Betalningen kan ändå gå igenom. Försök igen om en stund.
      </ErrorBanner>
    );
  } else if (!topUp) {
    announcement = 'Startar betalningen…';
    content = <Spinner label="" className="gap-3 text-fg" />;
  } else if (topUp.status === 'paid') {
    announcement = 'Betalningen är godkänd. Visar kvittot…';
    content = <Spinner label="" className="gap-3 text-fg" />;
  } else if (topUp.status === 'pending') {
    announcement = pendingAnnouncement(topUp, polledAt);
    content = (
      <PendingPayment
        now={polledAt}
        topUp={topUp}
        onOpenCardPage={onOpenCardPage}
        onChanged={() => void status.mutate()}
      />
    );
  } else {
    content = (
      <FailedPayment
        topUp={topUp}
        onRestarted={() => void status.mutate()}
        onOpenCardPage={onOpenCardPage}
      />
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {content}
    </>
  );
}

/**
 * What the live region says while a payment waits: that it waits, and once, when less than a
 * minute is left, that time is running out.
 */
function pendingAnnouncement(topUp: TopUp, now: number): string {
  const payment = topUp.payment;
  if (payment?.method !== 'swish') return 'Väntar på kortbetalningen.';
  return secondsLeft(payment.expiresAt, now) <= LAST_MINUTE_SECONDS
    ? 'Mindre än en minut kvar att godkänna betalningen i Swish.'
    : `Väntar på att du godkänner ${formatPrice(payment.amount, 'kr')} i Swish.`;
}

function PendingPayment({
  topUp,
  now,
  onOpenCardPage,
  onChanged,
}: {
  topUp: TopUp;
  now: number;
  onOpenCardPage: (href: string) => void;
  onChanged: () => void;
}) {
  const cancel = useContractMutation(cancelPaymentContract);
  const payment = topUp.payment;
  if (!payment) return null;
  const cardHref = cardPageHref(topUp);
  const left = secondsLeft(payment.expiresAt, now);
  return (
    <section
      aria-labelledby="pending-heading"
      data-pending-payment=""
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      {payment.method === 'swish' ? (
        <>
          <h2 id="pending-heading" className="text-xl font-bold text-fg">
            Öppna Swish och godkänn {formatPrice(payment.amount, 'kr')}
          </h2>
          <p className="text-fg">
            Betalningen väntar i Swish-appen för{' '}
            <strong className="whitespace-nowrap">
              {formatSwedishMobile(payment.swishPhoneNumber ?? '')}
            </strong>
            .
          </p>
          {/* Not a live region: read out every second for three minutes it would drown the rest. */}
          <p className="flex items-center gap-3 text-muted">
            <Spinner label="" />
            Väntar på godkännande – {clock(left)} kvar
          </p>
        </>
      ) : (
        <>
          <h2 id="pending-heading" className="text-xl font-bold text-fg">
            Betala {formatPrice(payment.amount, 'kr')} med kort
          </h2>
          <p className="text-fg">
            Du betalar på kortleverantörens säkra sida och kommer sedan tillbaka hit.
          </p>
          {cardHref ? (
            <div>
              <Button onClick={() => onOpenCardPage(cardHref)}>Gå till kortbetalningen</Button>
            </div>
          ) : null}
        </>
      )}
      <div>
        <Button
          variant="outline"
          loading={cancel.isMutating}
          onClick={async () => {
            try {
              await cancel.trigger({ params: { paymentId: payment.paymentId } });
            } finally {
              onChanged();
            }
          }}
        >
          Avbryt betalningen
        </Button>
      </div>
    </section>
  );
}

function FailedPayment({
  topUp,
  onRestarted,
  onOpenCardPage,
}: {
  topUp: TopUp;
  onRestarted: () => void;
  onOpenCardPage: (href: string) => void;
}) {
  const pay = useContractMutation(topUpPayContract);
  const last = topUp.payment;
  const [method, setMethod] = React.useState<'card' | 'swish'>(last?.method ?? 'swish');
  const [startFailed, setStartFailed] = React.useState(false);
  const failed = FAILED[topUp.status as keyof typeof FAILED];
  // The Swish number's own error, read with the field or as an alert after Enter in it; a payment
  // the service could not start is said apart. Typing clears it.
  const form = useValidator({
    initialValues: { swish: formatSwedishMobile(last?.swishPhoneNumber ?? topUp.msisdn) },
    rules: { swish: [zodRule(msisdnSchema)] },
    mode: 'manual',
    refusedWhileFocused: 'announce',
  });
  const swish = form.field('swish');

  // Focus was in the waiting payment this replaces (on Avbryt betalningen, or there when Swish
  // answered): with it gone, focus would fall to the page's start, so the outcome takes it and is
  // read where the customer is. Known only now, while the waiting payment is still on the page.
  // Focus anywhere else stays where it is, and the alert is read by itself.
  const [takesFocus] = React.useState(
    () =>
      typeof document !== 'undefined' &&
      document.activeElement?.closest('[data-pending-payment]') != null,
  );
  const outcome = React.useRef<HTMLDivElement>(null);
  useFocusOnMount(outcome);

  const start = async (swishPhoneNumber: string | null) => {
    setStartFailed(false);
    try {
      const next = await pay.trigger({
        params: { topUpId: topUp.topUpId },
        body: { method, ...(swishPhoneNumber ? { swishPhoneNumber } : {}) },
        headers: { 'idempotency-key': newKey() },
      });
      onRestarted();
      const href = cardPageHref(next);
      if (href) onOpenCardPage(href);
    } catch {
      setStartFailed(true);
    }
  };
  const retry = async (event: React.FormEvent) => {
    if (method === 'swish') {
      await form.handleSubmit(({ swish: typed }) => start(msisdnSchema.parse(typed)))(event);
      return;
    }
    event.preventDefault();
    await start(null);
  };

  return (
    <form noValidate onSubmit={(event) => void retry(event)} className="flex flex-col gap-6">
      {failed ? (
        <ErrorBanner
          title={failed.title}
          {...(takesFocus
            ? { ref: outcome, tabIndex: -1, className: 'focus-visible:focus-ring' }
            : {})}
        >
          {failed.text}
        </ErrorBanner>
      ) : null}
      <RadioGroupField
        label="Betala igen med"
        value={method}
        onValueChange={(value) => setMethod(value === 'card' ? 'card' : 'swish')}
      >
        <RadioGroupItem value="swish" label="Swish" />
        <RadioGroupItem value="card" label="Kort" />
      </RadioGroupField>
      {method === 'swish' ? (
        <TextField
          label="Mobilnummer för Swish"
          inputMode="tel"
          {...textFieldProps(swish)}
          onChange={(event) => {
            swish.input.onChange(event);
            form.validator.clearErrors('swish');
          }}
        />
      ) : null}
      {startFailed ? (
        <p role="alert" className="text-danger">
          Betalningen kunde inte startas. Försök igen om en stund.
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={pay.isMutating}>
          Försök igen – {formatPrice(topUp.amount, 'kr')}
        </Button>
      </div>
    </form>
  );
}
