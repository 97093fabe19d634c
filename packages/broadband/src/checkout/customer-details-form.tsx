import { TextField } from '@lingon/design-system/text-field';
import { cn } from '@lingon/design-system/lib/cn';
import type { CustomerForm, CustomerFormValues } from './use-customer-details-form';

export interface CustomerDetailsFormProps {
  form: CustomerForm;
  /** BankID gave the name (it is read-only either way: only BankID fills it in). */
  namePrefilled: boolean;
  /** BankID gave the personal number. */
  personalNumberVerified: boolean;
  /** An agent places the order: the customer's personal number is typed. */
  telemarketing?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

function bind(form: CustomerForm, name: keyof CustomerFormValues & string) {
  const field = form.field(name);
  // TextField wires its own ids and descriptions; the validator's id keeps focus-on-error working.
  const { 'aria-describedby': _describedBy, 'aria-invalid': _invalid, ...input } = field.input;
  return { ...input, error: field.error };
}

/**
 * The customer's details on the order page: contact details and the invoice address, checked
 * with the order contract's rules (Swedish messages). Name and personal number come from BankID
 * (an agent types the customer's personal number).
 */
export function CustomerDetailsForm({
  form,
  namePrefilled,
  personalNumberVerified,
  telemarketing = false,
  headingLevel = 2,
  className,
}: CustomerDetailsFormProps) {
  const Heading = `h${headingLevel}` as const;
  const personalNumberReadOnly = !telemarketing || personalNumberVerified;
  return (
    <div data-slot="customer-details-form" className={cn('flex flex-col gap-6', className)}>
      <fieldset className="flex flex-col gap-4">
        <legend className="contents">
          <Heading className="text-xl font-bold">Dina uppgifter</Heading>
        </legend>
        {/* BankID gives the name with the personal number: nothing typed here is thrown away. */}
        <TextField
          label="För- och efternamn"
          autoComplete="off"
          readOnly
          hint={
            namePrefilled
              ? 'Hämtat från BankID.'
              : telemarketing
                ? 'Fylls i när kunden har verifierat sig med BankID.'
                : 'Fylls i när du har verifierat dig med BankID.'
          }
          {...bind(form, 'name')}
        />
        <TextField
          label="Personnummer"
          inputMode="numeric"
          autoComplete="off"
          placeholder={personalNumberReadOnly ? undefined : 'ÅÅÅÅMMDDNNNN'}
          required={!personalNumberReadOnly}
          readOnly={personalNumberReadOnly}
          hint={
            personalNumberVerified
              ? 'Hämtat från BankID.'
              : telemarketing
                ? 'Kundens personnummer, ÅÅÅÅMMDD-NNNN. Kunden verifierar sig sedan med BankID.'
                : 'Fylls i när du har verifierat dig med BankID.'
          }
          {...bind(form, 'personalNumber')}
        />
        <TextField
          label="E-post"
          type="email"
          autoComplete="email"
          required
          hint="Hit skickar vi orderbekräftelsen."
          {...bind(form, 'email')}
        />
        <TextField
          label="Mobilnummer"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint="Vi skickar ett sms när ditt bredband är aktiverat."
          {...bind(form, 'mobile')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="contents">
          <Heading className="text-xl font-bold">Fakturaadress</Heading>
        </legend>
        <p className="-mt-2 text-sm text-muted">
          Vi har fyllt i adressen där bredbandet ska installeras. Ändra den om fakturan ska till en
          annan adress.
        </p>
        <TextField
          label="Gatuadress"
          autoComplete="billing street-address"
          required
          {...bind(form, 'street')}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label="Postnummer"
            inputMode="numeric"
            autoComplete="billing postal-code"
            required
            {...bind(form, 'zipcode')}
          />
          <TextField
            label="Ort"
            autoComplete="billing address-level2"
            required
            {...bind(form, 'city')}
          />
        </div>
      </fieldset>
    </div>
  );
}
