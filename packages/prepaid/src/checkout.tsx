import { formatSwedishMobile, SWEDISH_MOBILE_MESSAGE, toMsisdn } from '@lingon/contracts/phone';
import { Button } from '@lingon/design-system/button';
import { CheckboxField } from '@lingon/design-system/checkbox';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { AppLink } from '@lingon/design-system/link-provider';
import { useAtomValue, useSetAtom } from 'jotai';
import { TextField } from '@lingon/design-system/text-field';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { shownError, useFieldError } from './lib/field-error';
import { checkoutMatches, topUpCheckoutAtom, topUpInfoAtom, updateCheckoutAtom } from './lib/state';
import { TOPUP_PATHS } from './lib/steps';
import { TopUpSummary } from './summary';

interface StepProps {
  /** To the next step (the site navigates). */
  onNext: () => void;
}

function useCheckout() {
  const info = useAtomValue(topUpInfoAtom);
  const checkout = useAtomValue(topUpCheckoutAtom);
  return info && checkout?.topup.product && checkoutMatches(checkout, info)
    ? { info, checkout }
    : null;
}

/** `kassa`: the basket — what, for which number, the price, any student discount and the total. */
export function TopUpBasket({ onNext }: StepProps) {
  const state = useCheckout();
  if (!state) return null;
  return (
    <div className="flex flex-col gap-6">
      <TopUpSummary checkout={state.checkout} />
      {/*
        Gå vidare comes first as seen, on top on a phone and first of the two on a wide screen (to
        the right, where the next steps have their button), so also in the DOM: the tab order is
        the order seen. No reversed flex order, which would part the two.
      */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button onClick={onNext}>Gå vidare</Button>
        <Button asChild variant="outline">
          <AppLink href={TOPUP_PATHS.ladda}>Välj något annat</AppLink>
        </Button>
      </div>
    </div>
  );
}

/** `kassa/granska`: the summary with links to change it, and the terms to accept. */
export function TopUpReview({ onNext }: StepProps) {
  const state = useCheckout();
  const update = useSetAtom(updateCheckoutAtom);
  const [accepted, setAccepted] = React.useState(state?.checkout.reviewed ?? false);
  const [error, setError] = React.useState<string | null>(null);
  const termsId = React.useId();
  if (!state) return null;
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      // The message is on the page and tied to the box before the box takes focus, so a screen
      // reader reads it with the box; focus left on the button would say nothing.
      flushSync(() => setError('Godkänn villkoren för att gå vidare'));
      document.getElementById(termsId)?.focus();
      return;
    }
    update({ reviewed: true });
    onNext();
  };
  return (
    <form noValidate onSubmit={next} className="flex flex-col gap-6">
      <TopUpSummary checkout={state.checkout} changeLinks />
      <CheckboxField
        id={termsId}
        label={
          <>
            Jag godkänner{' '}
            <AppLink href="/villkor" className="font-semibold text-primary underline">
              villkoren för kontantkort
            </AppLink>
          </>
        }
        checked={accepted}
        onCheckedChange={(checked) => {
          setAccepted(checked === true);
          if (checked === true) setError(null);
        }}
        error={error ?? undefined}
      />
      <div className="flex justify-end">
        <Button type="submit">Välj betalsätt</Button>
      </div>
    </form>
  );
}

/** `kassa/betalsatt`: card or Swish; Swish asks for the Swish phone number (the card's by default). */
export function TopUpPaymentMethod({ onNext }: StepProps) {
  const state = useCheckout();
  const update = useSetAtom(updateCheckoutAtom);
  const saved = state?.checkout.payment;
  const [method, setMethod] = React.useState<'card' | 'swish'>(saved?.method ?? 'swish');
  const [swish, setSwish] = React.useState(
    formatSwedishMobile(saved?.swishPhoneNumber ?? state?.checkout.msisdn ?? ''),
  );
  const swishId = React.useId();
  // As on the number step: read with the field, or as an alert after Enter in the field.
  const { error, show: showError, clear: clearError } = useFieldError(swishId);
  if (!state) return null;

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (method === 'swish') {
      const msisdn = toMsisdn(swish);
      if (!msisdn) {
        showError(SWEDISH_MOBILE_MESSAGE);
        return;
      }
      update({ payment: { method, swishPhoneNumber: msisdn } });
    } else {
      update({ payment: { method, swishPhoneNumber: null } });
    }
    onNext();
  };

  return (
    <form noValidate onSubmit={next} className="flex flex-col gap-6">
      <RadioGroupField
        label="Hur vill du betala?"
        value={method}
        onValueChange={(value) => setMethod(value === 'card' ? 'card' : 'swish')}
      >
        <RadioGroupItem value="swish" label="Swish" description="Godkänn i Swish-appen." />
        <RadioGroupItem
          value="card"
          label="Kort"
          description="Visa, Mastercard. Du betalar på kortleverantörens säkra sida."
        />
      </RadioGroupField>
      {method === 'swish' ? (
        <TextField
          id={swishId}
          label="Mobilnummer för Swish"
          hint="Numret som är kopplat till din Swish."
          inputMode="tel"
          autoComplete="tel-national"
          value={swish}
          onChange={(event) => {
            setSwish(event.target.value);
            clearError();
          }}
          {...shownError(error)}
        />
      ) : null}
      <TopUpSummary checkout={state.checkout} />
      <div className="flex justify-end">
        <Button type="submit">Till betalning</Button>
      </div>
    </form>
  );
}
