import {
  familyMonthlyPrice,
  familyOrderRequestSchema,
  type FamilyOffer,
} from '@lingon/contracts/mypages/family-order';
import { isFamilyCampaignActive } from '@lingon/contracts/mypages/rules';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { CheckboxField } from '@lingon/design-system/checkbox';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { TextField } from '@lingon/design-system/text-field';
import { useValidator } from '@lingon/forms/use-validator';
import type { FieldError } from '@lingon/forms/validator';
import { validateWithZod } from '@lingon/forms/zod';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { DeliveryAddressFields } from './lib/delivery-address';
import type { FamilyCheckout } from './lib/family-checkout-state';
import { bindingText } from './lib/family-paths';

/** The order as the server gets it, built from what was typed. */
export function familyOrderBody(checkout: FamilyCheckout, bankidOrderRef: string) {
  const { planOptions, customer } = checkout;
  return {
    order: {
      products: [
        {
          plan: checkout.plan,
          planOptions: {
            MsisdnOption: planOptions.MsisdnOption,
            MainMsisdn: planOptions.MainMsisdn,
            Msisdn: planOptions.Msisdn,
            HiddenNumber: planOptions.HiddenNumber,
            ...(planOptions.MsisdnOption === 'PORT_IN'
              ? { TransferFromSocialSecurityNumber: planOptions.TransferFromSocialSecurityNumber }
              : {}),
          },
        },
      ],
      customer: {
        socialSecurityNumber: customer.socialSecurityNumber,
        contactPhoneNumber: customer.contactPhoneNumber,
        ...(customer.swishPhoneNumber.trim()
          ? { swishPhoneNumber: customer.swishPhoneNumber }
          : {}),
        email: customer.email,
      },
      billingAddress: checkout.billingAddress,
      shippingAddress: checkout.separateShipping
        ? checkout.shippingAddress
        : checkout.billingAddress,
    },
    bankidOrderRef,
  };
}

/**
 * The typed order's errors, checked with the order contract, by the field that shows them
 * ('Msisdn', 'billing.address.zipcode' …); empty when it may be sent.
 */
export function familyInputErrors(checkout: FamilyCheckout): FieldError[] {
  const { errors } = validateWithZod(
    familyOrderRequestSchema,
    familyOrderBody(checkout, 'pending'),
  );
  const byField = new Map<string, string>();
  for (const { field, message } of errors) {
    const key = field
      .replace(/^order\.products\.0\.(plan|planOptions)\./, '')
      .replace(/^order\.customer\./, '')
      .replace(/^order\.billingAddress\./, 'billing.address.')
      .replace(/^order\.shippingAddress\./, 'shipping.address.');
    if (!byField.has(key)) byField.set(key, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

type Errors = Readonly<Record<string, string | undefined>>;

function prefixed(errors: Errors, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => entry[0].startsWith(`${prefix}.`) && !!entry[1])
      .map(([key, value]) => [key.slice(prefix.length + 1), value]),
  );
}

const ADDRESS_PARTS = ['name', 'street', 'zipcode', 'city'] as const;

export interface FamilyCheckoutInputProps {
  offer: FamilyOffer;
  checkout: FamilyCheckout;
  onChange: (change: (current: FamilyCheckout) => FamilyCheckout) => void;
  onNext: () => void;
}

/** SPEC §4 step 'input': plan and binding, the number, the customer and the addresses. */
export function FamilyCheckoutInput({
  offer,
  checkout,
  onChange,
  onNext,
}: FamilyCheckoutInputProps) {
  // The order is typed into the checkout (kept across the steps); the validator holds the
  // messages and the fields' ids, and takes the focus to the first wrong field.
  const form = useValidator({ mode: 'manual', refusedWhileFocused: 'refocus' });
  const errors: Errors = form.errors;
  const idOf = (field: string) => form.field(field).input.id;
  const addressIds = (prefix: string) =>
    Object.fromEntries(ADDRESS_PARTS.map((part) => [part, idOf(`${prefix}.address.${part}`)]));
  const id = React.useId();
  const { plan, planOptions, customer } = checkout;
  const chosen = offer.plans.find((candidate) => candidate.planCode === plan.PlanCode);
  const campaign = isFamilyCampaignActive(plan.BindingPeriod);
  const setOptions = (change: Partial<FamilyCheckout['planOptions']>) =>
    onChange((c) => ({ ...c, planOptions: { ...c.planOptions, ...change } }));
  const setCustomer = (change: Partial<FamilyCheckout['customer']>) =>
    onChange((c) => ({ ...c, customer: { ...c.customer, ...change } }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = familyInputErrors(checkout);
    form.validator.clearErrors();
    if (found.length === 0) {
      onNext();
      return;
    }
    // To the first field on the page with an error (a radio group passes it to its radio), so
    // that its message is read out with it, after the alert below.
    const position = (error: FieldError) => {
      const element = document.getElementById(idOf(error.field));
      return element ? [...document.querySelectorAll('[id]')].indexOf(element) : Infinity;
    };
    form.showErrors([...found].sort((a, b) => position(a) - position(b)));
  }

  return (
    <form className="flex flex-col gap-8" onSubmit={submit} noValidate>
      <section className="flex flex-col gap-4" aria-labelledby={`${id}-plan`}>
        <h2 id={`${id}-plan`} className="text-xl font-bold">
          Abonnemang
        </h2>
        <RadioGroupField
          label="Välj surfmängd"
          id={idOf('PlanCode')}
          value={plan.PlanCode}
          onValueChange={(PlanCode) => onChange((c) => ({ ...c, plan: { ...c.plan, PlanCode } }))}
          error={errors['PlanCode']}
        >
          {offer.plans.map((candidate) => (
            <RadioGroupItem
              key={candidate.planCode}
              value={candidate.planCode}
              label={candidate.name}
              description={`${familyMonthlyPrice(candidate, plan.BindingPeriod)} kr/mån`}
            />
          ))}
        </RadioGroupField>
        <RadioGroupField
          label="Bindningstid"
          id={idOf('BindingPeriod')}
          value={String(plan.BindingPeriod)}
          onValueChange={(value) =>
            onChange((c) => ({ ...c, plan: { ...c.plan, BindingPeriod: Number(value) } }))
          }
          error={errors['BindingPeriod']}
        >
          {offer.bindingPeriods.map((months) => (
            <RadioGroupItem
              key={months}
              value={String(months)}
              label={bindingText(months)}
              description={
                months === offer.campaign.bindingMonths
                  ? `Familjekampanj: ${offer.campaign.discountPerMonth} kr lägre pris varje månad`
                  : undefined
              }
            />
          ))}
        </RadioGroupField>
        {campaign && chosen ? (
          <Banner variant="success" title="Familjekampanjen gäller">
            {chosen.name} kostar {chosen.campaignMonthlyPrice} kr/mån i stället för{' '}
            {chosen.monthlyPrice} kr/mån, {offer.campaign.discountPerMonth} kr rabatt varje månad.
          </Banner>
        ) : null}
        <RadioGroupField
          label="Koppla till ditt abonnemang"
          id={idOf('MainMsisdn')}
          value={planOptions.MainMsisdn}
          onValueChange={(MainMsisdn) => setOptions({ MainMsisdn })}
          // A choice among the customer's own subscriptions: the schema's number format means
          // nothing here, so a missing one asks for the choice.
          error={
            errors['MainMsisdn'] ? 'Välj vilket abonnemang det nya ska kopplas till' : undefined
          }
        >
          {offer.mainSubscriptions.map((main) => (
            <RadioGroupItem
              key={main.msisdn}
              value={main.msisdn}
              label={main.name}
              description={formatMsisdn(main.msisdn)}
            />
          ))}
        </RadioGroupField>
      </section>

      <section className="flex flex-col gap-4" aria-labelledby={`${id}-number`}>
        <h2 id={`${id}-number`} className="text-xl font-bold">
          Telefonnummer
        </h2>
        <RadioGroupField
          label="Vilket nummer ska abonnemanget ha?"
          id={idOf('MsisdnOption')}
          value={planOptions.MsisdnOption}
          onValueChange={(value) =>
            setOptions({ MsisdnOption: value === 'PORT_IN' ? 'PORT_IN' : 'NEW', Msisdn: '' })
          }
          error={errors['MsisdnOption']}
        >
          <RadioGroupItem value="NEW" label="Ett nytt nummer" />
          <RadioGroupItem
            value="PORT_IN"
            label="Behåll ett nummer från en annan operatör"
            description="Vi flyttar numret hit när det gamla abonnemanget tar slut."
          />
        </RadioGroupField>
        {planOptions.MsisdnOption === 'NEW' ? (
          offer.freeNumbers.length === 0 ? (
            <p className="text-muted">Det finns inga lediga nummer just nu. Försök igen senare.</p>
          ) : (
            <RadioGroupField
              label="Välj nummer"
              id={idOf('Msisdn')}
              value={planOptions.Msisdn}
              onValueChange={(Msisdn) => setOptions({ Msisdn })}
              error={errors['Msisdn'] ? 'Välj ett av de lediga numren' : undefined}
            >
              {offer.freeNumbers.map((msisdn) => (
                <RadioGroupItem key={msisdn} value={msisdn} label={formatMsisdn(msisdn)} />
              ))}
            </RadioGroupField>
          )
        ) : (
          <>
            <TextField
              id={idOf('Msisdn')}
              label="Numret du vill behålla"
              inputMode="tel"
              autoComplete="off"
              value={planOptions.Msisdn}
              onChange={(event) => setOptions({ Msisdn: event.target.value })}
              error={errors['Msisdn']}
            />
            <TextField
              id={idOf('TransferFromSocialSecurityNumber')}
              label="Personnummer för den som äger numret i dag"
              hint="ÅÅÅÅMMDD-NNNN"
              inputMode="numeric"
              autoComplete="off"
              value={planOptions.TransferFromSocialSecurityNumber}
              onChange={(event) =>
                setOptions({ TransferFromSocialSecurityNumber: event.target.value })
              }
              error={errors['TransferFromSocialSecurityNumber']}
            />
          </>
        )}
        <CheckboxField
          id={`${id}-hidden`}
          label="Dolt nummer (visas inte för den du ringer och finns inte i nummerupplysningen)"
          checked={planOptions.HiddenNumber}
          onCheckedChange={(checked) => setOptions({ HiddenNumber: checked === true })}
        />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby={`${id}-customer`}>
        <h2 id={`${id}-customer`} className="text-xl font-bold">
          Dina uppgifter
        </h2>
        <TextField
          id={idOf('socialSecurityNumber')}
          label="Ditt personnummer"
          inputMode="numeric"
          autoComplete="off"
          value={customer.socialSecurityNumber}
          onChange={(event) => setCustomer({ socialSecurityNumber: event.target.value })}
          error={errors['socialSecurityNumber']}
        />
        <TextField
          id={idOf('contactPhoneNumber')}
          label="Kontakttelefon"
          inputMode="tel"
          autoComplete="tel"
          value={customer.contactPhoneNumber}
          onChange={(event) => setCustomer({ contactPhoneNumber: event.target.value })}
          error={errors['contactPhoneNumber']}
        />
        <TextField
          id={idOf('swishPhoneNumber')}
          label="Swish-nummer (valfritt)"
          hint="Om något ska betalas när du beställer"
          inputMode="tel"
          autoComplete="tel"
          value={customer.swishPhoneNumber}
          onChange={(event) => setCustomer({ swishPhoneNumber: event.target.value })}
          error={errors['swishPhoneNumber']}
        />
        <TextField
          id={idOf('email')}
          label="E-post"
          type="email"
          autoComplete="email"
          value={customer.email}
          onChange={(event) => setCustomer({ email: event.target.value })}
          error={errors['email']}
        />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby={`${id}-billing`}>
        <h2 id={`${id}-billing`} className="text-xl font-bold">
          Fakturaadress
        </h2>
        <DeliveryAddressFields
          value={checkout.billingAddress}
          onChange={(billingAddress) => onChange((c) => ({ ...c, billingAddress }))}
          errors={prefixed(errors, 'billing')}
          ids={addressIds('billing')}
        />
        <CheckboxField
          id={`${id}-separate`}
          label="Skicka SIM-kortet till en annan adress"
          checked={checkout.separateShipping}
          onCheckedChange={(checked) =>
            onChange((c) => ({ ...c, separateShipping: checked === true }))
          }
        />
      </section>
      {checkout.separateShipping ? (
        <section className="flex flex-col gap-4" aria-labelledby={`${id}-shipping`}>
          <h2 id={`${id}-shipping`} className="text-xl font-bold">
            Leveransadress
          </h2>
          <DeliveryAddressFields
            value={checkout.shippingAddress}
            onChange={(shippingAddress) => onChange((c) => ({ ...c, shippingAddress }))}
            errors={prefixed(errors, 'shipping')}
            ids={addressIds('shipping')}
          />
        </section>
      ) : null}
      <p className="text-muted">
        {offer.freeShipping
          ? 'Fri frakt: SIM-kortet kommer med posten inom 1–3 arbetsdagar.'
          : `Frakt ${offer.shippingFee} kr.`}
      </p>
      {form.errorList.length > 0 ? (
        <p role="alert" className="text-danger">
          Några uppgifter behöver rättas innan du kan gå vidare.
        </p>
      ) : null}
      <div>
        <Button type="submit">Fortsätt</Button>
      </div>
    </form>
  );
}
