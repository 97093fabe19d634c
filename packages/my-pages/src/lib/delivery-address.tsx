import type { DeliveryAddress } from '@lingon/contracts/mypages/subscription-settings';
import type { CustomerInfoResponse } from '@lingon/contracts/mypages/customer-info';
import { TextField } from '@lingon/design-system/text-field';
import * as React from 'react';
import type { FieldErrors } from './form-errors';

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

export interface DeliveryAddressFieldsProps {
  value: DeliveryAddress;
  onChange: (value: DeliveryAddress) => void;
  /** By path: 'address.name', 'address.zipcode' … */
  errors: FieldErrors;
}

/** Name, street, postcode and town of a delivery by post (SIM card, surf sim). */
export function DeliveryAddressFields({ value, onChange, errors }: DeliveryAddressFieldsProps) {
  const id = React.useId();
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Namn"
        autoComplete="name"
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={errors['address.name']}
      />
      <TextField
        id={`${id}-street`}
        label="Gatuadress"
        autoComplete="street-address"
        value={value.street}
        onChange={(event) => onChange({ ...value, street: event.target.value })}
        error={errors['address.street']}
      />
      <div className="grid grid-cols-[8rem_1fr] gap-3">
        <TextField
          id={`${id}-zipcode`}
          label="Postnummer"
          inputMode="numeric"
          autoComplete="postal-code"
          value={value.zipcode}
          onChange={(event) => onChange({ ...value, zipcode: event.target.value })}
          error={errors['address.zipcode']}
        />
        <TextField
          id={`${id}-city`}
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
