import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidIdentity } from '@lingon/bankid/bankid-flow';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { useContractMutation } from '@lingon/contracts/query';
import { isApiError } from '@lingon/contracts/errors';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  prepaidCardRegistrationContract,
  prepaidCardRegistrationRequestSchema,
} from '@lingon/contracts/site/prepaid-card-registration';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { useValidator } from '@lingon/forms/use-validator';
import { validateWithZod, zodRule, zodRules } from '@lingon/forms/zod';
import { TextField } from '@lingon/design-system/text-field';
import * as React from 'react';
import { formErrorsFromServer, textFieldProps } from './lib/form-binding';

export const REGISTRATION_DONE_TITLE = 'Ditt kontantkort är registrerat';
export const REGISTRATION_FAILED_TITLE = 'Registreringen kunde inte genomföras';

interface RegistrationValues {
  msisdn: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  email: string;
  [key: string]: unknown;
}

const initialValues: RegistrationValues = {
  msisdn: '',
  firstName: '',
  lastName: '',
  street: '',
  zipcode: '',
  city: '',
  email: '',
};

const shape = prepaidCardRegistrationRequestSchema.shape;
// The BankID identification is not a field the visitor fills in: the block below gives it.
const { bankidOrderRef: _bankid, ...fieldRules } = zodRules(prepaidCardRegistrationRequestSchema);
const rules = {
  ...fieldRules,
  email: [zodRule(shape.email, { emptyAsUndefined: true })],
};

export interface PrepaidCardRegistrationFormProps extends Omit<
  React.ComponentProps<'form'>,
  'onSubmit'
> {
  onRegistered?: (registration: { id: string; msisdn: string }) => void;
  /** Override the detected device of the BankID block (stories, tests). */
  bankidDevice?: BankidDevice;
  bankidPollIntervalMs?: number;
}

/**
 * /registrera-kontantkort: Swedish law requires the holder of a prepaid card to be identified.
 * The holder gives the number, name and address (checked with the contract's schema) and
 * identifies with BankID; the card is registered to the personal number BankID gives. One
 * identification registers one card: when the server says it is used or no longer valid, the
 * holder identifies again.
 */
export function PrepaidCardRegistrationForm({
  onRegistered,
  bankidDevice,
  bankidPollIntervalMs,
  className,
  ...props
}: PrepaidCardRegistrationFormProps) {
  const form = useValidator<RegistrationValues>({ initialValues, rules, mode: 'conservative' });
  const register = useContractMutation(prepaidCardRegistrationContract);
  const [holder, setHolder] = React.useState<BankidIdentity | null>(null);
  // Why BankID is asked for again; `asked` counts the requests, so that each one moves focus.
  const [bankidRequest, setBankidRequest] = React.useState<{ message: string; asked: number }>({
    message: '',
    asked: 0,
  });
  const bankidError = bankidRequest.message || null;
  // A new key starts the BankID block afresh, for a new identification.
  const [bankidRun, setBankidRun] = React.useState(0);
  const bankidRef = React.useRef<HTMLDivElement>(null);
  const bankidErrorId = React.useId();
  const onVerified = React.useCallback((identity: BankidIdentity) => {
    setHolder(identity);
    setBankidRequest((request) => ({ ...request, message: '' }));
  }, []);
  const askForBankid = (message: string) => {
    setHolder(null);
    setBankidRequest((request) => ({ message, asked: request.asked + 1 }));
  };
  // To the block's start button once it is there (a new block mounts for a new identification).
  React.useEffect(() => {
    if (bankidRequest.asked === 0) return;
    const start = bankidRef.current?.querySelector<HTMLElement>('button');
    start?.focus();
    start?.scrollIntoView?.({ block: 'center' });
  }, [bankidRequest.asked]);
  const status = register.data
    ? 'done'
    : register.isMutating
      ? 'sending'
      : register.error
        ? 'failed'
        : 'idle';
  const statusRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (status === 'done' || status === 'failed') statusRef.current?.focus();
  }, [status]);

  const submit = form.handleSubmit(async (values) => {
    if (!holder) {
      askForBankid(PREPAID_REGISTRATION_BANKID_REQUIRED);
      return;
    }
    const parsed = validateWithZod(prepaidCardRegistrationRequestSchema, {
      ...values,
      email: values.email.trim() || undefined,
      bankidOrderRef: holder.orderRef,
    });
    if (!parsed.success) {
      form.setErrors(parsed.errors);
      return;
    }
    try {
      const registered = await register.trigger({ body: parsed.data });
      onRegistered?.({ id: registered.id, msisdn: registered.msisdn });
    } catch (error) {
      // 400/422 (invalid field, not a prepaid card) and 409 (registered to another person,
      // identification already used) all name the field.
      if (
        (isApiError(error, 'validation') || isApiError(error, 'conflict')) &&
        error.fieldErrors.length > 0
      ) {
        const errors = formErrorsFromServer(error.fieldErrors);
        const bankid = errors.find((fieldError) => fieldError.field === 'bankidOrderRef');
        register.reset();
        if (bankid) {
          setBankidRun((run) => run + 1);
          askForBankid(bankid.message);
          return;
        }
        form.setErrors(errors);
      }
    }
  });

  if (status === 'done') {
    return (
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        <Banner variant="success" title={REGISTRATION_DONE_TITLE}>
          Numret {form.values.msisdn} är nu registrerat på {holder?.name ?? 'dig'}. Du kan använda
          kortet som vanligt.
        </Banner>
      </div>
    );
  }

  const field = (name: keyof RegistrationValues & string) => textFieldProps(form.field(name));

  return (
    <form
      noValidate
      aria-label="Registrera kontantkort"
      onSubmit={(event) => void submit(event)}
      className={cn('flex max-w-xl flex-col gap-5', className)}
      {...props}
    >
      {status === 'failed' ? (
        <div ref={statusRef} tabIndex={-1} className="outline-none">
          <Banner variant="error" title={REGISTRATION_FAILED_TITLE}>
            Något gick fel hos oss. Försök igen om en stund.
          </Banner>
        </div>
      ) : null}
      <TextField
        label="Mobilnummer"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Numret på ditt kontantkort, t.ex. 070-123 45 67."
        required
        {...field('msisdn')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Förnamn" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Efternamn" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Gatuadress" autoComplete="street-address" required {...field('street')} />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Postnummer"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          {...field('zipcode')}
        />
        <TextField label="Ort" autoComplete="address-level2" required {...field('city')} />
      </div>
      <TextField
        label="E-post (valfritt)"
        type="email"
        autoComplete="email"
        hint="Vi skickar en bekräftelse hit."
        {...field('email')}
      />
      <div ref={bankidRef} className="flex flex-col gap-2">
        <BankidBlock
          key={bankidRun}
          purpose="prepaid-registration"
          onVerified={onVerified}
          verified={holder ? { name: holder.name } : null}
          headingLevel={2}
          {...(bankidDevice ? { device: bankidDevice } : {})}
          {...(bankidPollIntervalMs ? { pollIntervalMs: bankidPollIntervalMs } : {})}
        />
        {bankidError ? (
          <p
            id={bankidErrorId}
            role="alert"
            data-slot="bankid-error"
            className="text-sm font-medium text-danger"
          >
            {bankidError}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        className="self-start"
        loading={status === 'sending'}
        aria-describedby={bankidError ? bankidErrorId : undefined}
      >
        Registrera
      </Button>
    </form>
  );
}
