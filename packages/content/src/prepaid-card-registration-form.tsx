import { useContractMutation } from '@lingon/contracts/query';
import { isApiError } from '@lingon/contracts/errors';
import { personalNumberSchema } from '@lingon/contracts/personal-number';
import {
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
  personalNumber: string;
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
  personalNumber: '',
  firstName: '',
  lastName: '',
  street: '',
  zipcode: '',
  city: '',
  email: '',
};

const shape = prepaidCardRegistrationRequestSchema.shape;
const rules = {
  ...zodRules(prepaidCardRegistrationRequestSchema),
  personalNumber: [zodRule(personalNumberSchema)],
  email: [zodRule(shape.email, { emptyAsUndefined: true })],
};

export interface PrepaidCardRegistrationFormProps extends Omit<
  React.ComponentProps<'form'>,
  'onSubmit'
> {
  onRegistered?: (registration: { id: string; msisdn: string }) => void;
}

/**
 * /registrera-kontantkort: Swedish law requires a prepaid card to be registered to a person.
 * Number, personal number, name and address, checked with the contract's schema.
 */
export function PrepaidCardRegistrationForm({
  onRegistered,
  className,
  ...props
}: PrepaidCardRegistrationFormProps) {
  const form = useValidator<RegistrationValues>({ initialValues, rules, mode: 'conservative' });
  const register = useContractMutation(prepaidCardRegistrationContract);
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
    const parsed = validateWithZod(prepaidCardRegistrationRequestSchema, {
      ...values,
      email: values.email.trim() || undefined,
    });
    if (!parsed.success) {
      form.setErrors(parsed.errors);
      return;
    }
    try {
      const registered = await register.trigger({ body: parsed.data });
      onRegistered?.({ id: registered.id, msisdn: registered.msisdn });
    } catch (error) {
      // 400 (invalid field) and 409 (number already registered) both name the field.
      if (
        (isApiError(error, 'validation') || isApiError(error, 'conflict')) &&
        error.fieldErrors.length > 0
      ) {
        form.setErrors(formErrorsFromServer(error.fieldErrors));
        register.reset();
      }
    }
  });

  if (status === 'done') {
    return (
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        <Banner variant="success" title={REGISTRATION_DONE_TITLE}>
          Numret {form.values.msisdn} är nu registrerat på dig. Du kan använda kortet som vanligt.
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
      <TextField
        label="Personnummer"
        inputMode="numeric"
        hint="ÅÅÅÅMMDD-NNNN eller ÅÅMMDD-NNNN."
        required
        {...field('personalNumber')}
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
      <Button type="submit" className="self-start" loading={status === 'sending'}>
        Registrera
      </Button>
    </form>
  );
}
