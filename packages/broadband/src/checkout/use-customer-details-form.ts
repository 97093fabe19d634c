import { orderCustomerSchema } from '@lingon/contracts/broadband/order-create';
import { personalNumberSchema, toPersonalNumber } from '@lingon/contracts/personal-number';
import { formatPersonalNumber, formatPostcode } from '@lingon/forms/format';
import type { Rule } from '@lingon/forms/rules';
import { useValidator, type UseValidatorResult } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import {
  addressObjectAtom,
  customerAtom,
  type OrderCustomerState,
  type StoredAddress,
} from '../lib/order-state';
import { checkoutContactAtom, contactToKeep, withKeptContact } from './checkout-state';

/** The fields of the customer form, flat as the validator binds them. */
export type CustomerFormValues = {
  name: string;
  personalNumber: string;
  email: string;
  mobile: string;
  street: string;
  zipcode: string;
  city: string;
};

export type CustomerForm = UseValidatorResult<CustomerFormValues>;

const invoiceAddressShape = orderCustomerSchema.shape.invoiceAddress.unwrap().shape;

/**
 * The rules come from the order contract's customer schema, so the form says what the order
 * service would say. The name comes only from BankID, as does the personal number off the phone
 * (never typed, as BankID requires), so they have no rule: an order needs BankID first, which
 * fills them in. An agent types the customer's number.
 */
export function customerFormRules(telemarketing: boolean): Record<string, Rule[]> {
  return {
    ...(telemarketing ? { personalNumber: [zodRule(personalNumberSchema)] } : {}),
    email: [zodRule(orderCustomerSchema.shape.email)],
    mobile: [zodRule(orderCustomerSchema.shape.mobile)],
    street: [zodRule(invoiceAddressShape.street)],
    zipcode: [zodRule(invoiceAddressShape.zipcode)],
    city: [zodRule(invoiceAddressShape.city)],
  };
}

/** "Storgatan 3 A": the street line of the installation address. */
export function streetLine(
  address: Pick<StoredAddress, 'streetName' | 'streetNumber' | 'entrance'>,
) {
  return [address.streetName, address.streetNumber, address.entrance]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Start values: what the order state holds; an empty invoice address is the installation address.
 * The personal number and postcode are shown as people write them (19850312-1231, 222 21); the
 * order state and the order keep the service's forms.
 */
export function initialCustomerValues(
  customer: OrderCustomerState,
  address: StoredAddress | null,
): CustomerFormValues {
  const invoice = customer.invoiceAddress;
  const useInstallation = !invoice.street && !invoice.zipcode && !invoice.city && address;
  return {
    name: customer.name,
    personalNumber: formatPersonalNumber(customer.personalNumber),
    email: customer.email,
    mobile: customer.mobile,
    street: useInstallation ? streetLine(address) : invoice.street,
    zipcode: formatPostcode(useInstallation ? address.zipcode : invoice.zipcode),
    city: useInstallation ? address.city : invoice.city,
  };
}

/** Write form values into the customer of the order state (BankID flags are kept). */
export function customerFromValues(
  customer: OrderCustomerState,
  values: CustomerFormValues,
): OrderCustomerState {
  return {
    ...customer,
    name: values.name,
    // Off the phone the number belongs to BankID; an agent's typed number is theirs to change.
    // Typed in any form (850312-1231), kept as the 12 digits BankID and the order use.
    personalNumber: customer.personalNumberVerified
      ? customer.personalNumber
      : (toPersonalNumber(values.personalNumber) ?? values.personalNumber),
    email: values.email,
    mobile: values.mobile,
    invoiceAddress: { street: values.street, zipcode: values.zipcode, city: values.city },
  };
}

/**
 * The customer form of the checkout, kept in step with customerAtom: every change is written to
 * the order state, and BankID's identity is written to both. The e-mail and mobile number typed
 * are kept for the session too (checkoutContactAtom), so a reloaded checkout starts with them.
 */
export function useCustomerDetailsForm({
  telemarketing = false,
}: { telemarketing?: boolean } = {}) {
  const store = useStore();
  const customer = useAtomValue(customerAtom);
  const setCustomer = useSetAtom(customerAtom);
  const keepContact = useSetAtom(checkoutContactAtom);
  const form = useValidator<CustomerFormValues>({
    initialValues: initialCustomerValues(
      withKeptContact(store.get(customerAtom), store.get(checkoutContactAtom)),
      store.get(addressObjectAtom),
    ),
    rules: customerFormRules(telemarketing),
    // Errors appear after the first attempt to order, then follow every change.
    mode: 'conservative',
  });
  const { validator } = form;

  useEffect(() => {
    let last = validator.getState().values;
    // Details kept from before a reload are in the form: the order state gets them too.
    setCustomer((current) => withKeptContact(current, contactToKeep(last)));
    return validator.subscribe(() => {
      const { values } = validator.getState();
      if (values === last) return;
      last = values;
      setCustomer((current) => customerFromValues(current, values));
      keepContact(contactToKeep(values));
    });
  }, [validator, setCustomer, keepContact]);

  /** BankID verified the customer: the name is BankID's (read-only), and so is the number. */
  const applyBankidIdentity = useCallback(
    (identity: { name: string; personalNumber: string }) => {
      setCustomer((current) => ({
        ...current,
        name: identity.name,
        namePrefilled: true,
        personalNumber: identity.personalNumber,
        personalNumberVerified: true,
      }));
      void validator.setValue('name', identity.name);
      void validator.setValue('personalNumber', formatPersonalNumber(identity.personalNumber));
      validator.clearErrors('name');
      validator.clearErrors('personalNumber');
    },
    [setCustomer, validator],
  );

  return {
    form,
    customer,
    applyBankidIdentity,
  };
}
