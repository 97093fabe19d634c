import { formatSwedishMobile, msisdnSchema } from '@lingon/contracts/phone';
import { Button } from '@lingon/design-system/button';
import { CheckboxField } from '@lingon/design-system/checkbox';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { AppLink } from '@lingon/design-system/link-provider';
import { useAtomValue, useSetAtom } from 'jotai';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { custom } from '@lingon/forms/rules';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import * as React from 'react';
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
  // Going on without the terms takes focus to the box, which by then carries the message.
  const form = useValidator({
    initialValues: { accepted: state?.checkout.reviewed ?? false },
    rules: {
      accepted: [
        custom((value) => value === true, {
          validatesEmpty: true,
          message: 'Godkänn villkoren för att gå vidare',
        }),
      ],
    },
    mode: 'conservative',
  });
  if (!state) return null;
  const terms = form.checkbox('accepted');
  const next = form.handleSubmit(() => {
    update({ reviewed: true });
    onNext();
  });
  return (
    <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-6">
      <TopUpSummary checkout={state.checkout} changeLinks />
      <CheckboxField
        id={terms.input.id}
        label={
          <>
            Jag godkänner{' '}
            <AppLink href="/villkor" className="font-semibold text-primary underline">
              villkoren för kontantkort
            </AppLink>
          </>
        }
        checked={terms.input.checked}
        onCheckedChange={(checked) => terms.input.onChange(checked === true)}
        error={terms.error}
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
  // As on the number step: read with the field, or as an alert after Enter in the field. Typing
  // clears the message; the number is checked again on the next try.
  const form = useValidator({
    initialValues: {
      swish: formatSwedishMobile(saved?.swishPhoneNumber ?? state?.checkout.msisdn ?? ''),
    },
    rules: { swish: [zodRule(msisdnSchema)] },
    mode: 'manual',
    refusedWhileFocused: 'announce',
  });
  if (!state) return null;
  const swish = form.field('swish');

  const next = async (event: React.FormEvent) => {
    if (method === 'swish') {
      await form.handleSubmit(({ swish: typed }) => {
        update({ payment: { method, swishPhoneNumber: msisdnSchema.parse(typed) } });
        onNext();
      })(event);
      return;
    }
    event.preventDefault();
    update({ payment: { method, swishPhoneNumber: null } });
    onNext();
  };

  return (
    <form noValidate onSubmit={(event) => void next(event)} className="flex flex-col gap-6">
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
          label="Mobilnummer för Swish"
          hint="Numret som är kopplat till din Swish."
          inputMode="tel"
          autoComplete="tel-national"
          {...textFieldProps(swish)}
          onChange={(event) => {
            swish.input.onChange(event);
            form.validator.clearErrors('swish');
          }}
        />
      ) : null}
      <TopUpSummary checkout={state.checkout} />
      <div className="flex justify-end">
        <Button type="submit">Till betalning</Button>
      </div>
    </form>
  );
}
