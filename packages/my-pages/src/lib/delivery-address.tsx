import {
  deliveryAddressSchema,
  type DeliveryAddress,
} from '@lingon/contracts/mypages/subscription-settings';
import type { CustomerInfoResponse } from '@lingon/contracts/mypages/customer-info';
import { TextField } from '@lingon/design-system/text-field';
import type { UseValidatorResult } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import * as React from 'react';

export const EMPTY_ADDRESS: DeliveryAddress = { name: '', street: '', zipcode: '', city: '' };

/** The customer's own name and address, to start a delivery address from. */
export function addressOf(info: CustomerInfoResponse | undefined): DeliveryAddress {
  const legal = info?.customerLegalInformation;
  return {
    name: legal ? `${legal.firstName} ${legal.lastName}` : '',
    street: legal?.address.street ?? '',
    zipcode: legal?.address.zipcode ?? '',
    city: legal?.address.city ?? '',
  };
}

/** A form's address fields, by the path the order's body has them at. */
export type AddressValues = {
  'address.name': string;
  'address.street': string;
  'address.zipcode': string;
  'address.city': string;
};
const PARTS = ['name', 'street', 'zipcode', 'city'] as const;

/** The address fields' rules: the delivery address contract's. */
export const addressRules = Object.fromEntries(
  PARTS.map((part) => [`address.${part}`, [zodRule(deliveryAddressSchema.shape[part])]]),
) as { [K in keyof AddressValues]: ReturnType<typeof zodRule>[] };

export function addressValues(address: DeliveryAddress): AddressValues {
  return {
    'address.name': address.name,
    'address.street': address.street,
    'address.zipcode': address.zipcode,
    'address.city': address.city,
  };
}

export function addressFromValues(values: AddressValues): DeliveryAddress {
  return {
    name: values['address.name'],
    street: values['address.street'],
    zipcode: values['address.zipcode'],
    city: values['address.city'],
  };
}

/**
 * The fields bound to a validator that holds the address under 'address.*': its values, errors
 * and ids, so that a refused submit focuses the first wrong field.
 */
export function addressFieldsProps(
  form: Pick<UseValidatorResult<AddressValues>, 'values' | 'errors' | 'field' | 'setValue'>,
): DeliveryAddressFieldsProps {
  const value = addressFromValues(form.values);
  return {
    value,
    onChange: (next) => {
      for (const part of PARTS) {
        if (next[part] !== value[part]) void form.setValue(`address.${part}`, next[part]);
      }
    },
    errors: Object.fromEntries(
      Object.entries(form.errors).filter((entry): entry is [string, string] => !!entry[1]),
    ),
    ids: Object.fromEntries(PARTS.map((part) => [part, form.field(`address.${part}`).input.id])),
  };
}

export interface DeliveryAddressFieldsProps {
  value: DeliveryAddress;
  onChange: (value: DeliveryAddress) => void;
  /** By path: 'address.name', 'address.zipcode' … */
  errors: Readonly<Record<string, string>>;
  /** The fields' ids (a validator's, which focuses them); made up when not given. */
  ids?: Partial<Record<keyof DeliveryAddress, string>>;
}

/** Name, street, postcode and town of a delivery by post (SIM card, surf sim). */
export function DeliveryAddressFields({
  value,
  onChange,
  errors,
  ids = {},
}: DeliveryAddressFieldsProps) {
  const id = React.useId();
  return (
    <>
      <TextField
        id={ids.name ?? `${id}-name`}
        label="Namn"
        autoComplete="name"
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={errors['address.name']}
      />
      <TextField
        id={ids.street ?? `${id}-street`}
        label="Gatuadress"
        autoComplete="street-address"
        value={value.street}
        onChange={(event) => onChange({ ...value, street: event.target.value })}
        error={errors['address.street']}
      />
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <TextField
          id={ids.zipcode ?? `${id}-zipcode`}
          label="Postnummer"
          inputMode="numeric"
          autoComplete="postal-code"
          value={value.zipcode}
          onChange={(event) => onChange({ ...value, zipcode: event.target.value })}
          error={errors['address.zipcode']}
        />
        <TextField
          id={ids.city ?? `${id}-city`}
          label="Ort"
          autoComplete="address-level2"
          value={value.city}
          onChange={(event) => onChange({ ...value, city: event.target.value })}
          error={errors['address.city']}
        />
      </div>
    </>
  );
}
