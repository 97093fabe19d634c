import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import {
  deliveryAddressSchema,
  type DeliveryAddress,
} from '@lingon/contracts/mypages/subscription-settings';
import { validateWithZod } from '@lingon/forms/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  addressOf,
  DeliveryAddressFields,
  type DeliveryAddressFieldsProps,
} from './delivery-address';

const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna');
/** Where a delivery starts: Anna's own name and address. */
const annasAddress = addressOf(anna?.info);

/** The errors the surf-sim and SIM-card forms show, from the schema the server checks with. */
function addressErrors(address: DeliveryAddress): Record<string, string> {
  const { errors } = validateWithZod(deliveryAddressSchema, address);
  return Object.fromEntries(errors.map(({ field, message }) => [`address.${field}`, message]));
}

/** The fields as a form holds them: the typed value is kept and handed on. */
function Controlled({ value: initial, onChange, errors }: DeliveryAddressFieldsProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <div className="flex max-w-md flex-col gap-4">
      <DeliveryAddressFields
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'My pages/DeliveryAddressFields',
  component: DeliveryAddressFields,
  args: { value: annasAddress, onChange: fn(), errors: {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DeliveryAddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the customer's own address; a change to one field keeps the others. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Namn')).toHaveValue(annasAddress.name);
    await expect(canvas.getByLabelText('Gatuadress')).toHaveValue(annasAddress.street);
    await expect(canvas.getByLabelText('Postnummer')).toHaveValue(annasAddress.zipcode);
    const city = canvas.getByLabelText('Ort');
    await userEvent.clear(city);
    await userEvent.type(city, 'Lund');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...annasAddress, city: 'Lund' });
  },
};

const incomplete = { ...annasAddress, zipcode: '123', city: '' };

/** Each wrong field says what it needs, marked invalid and described by its message. */
export const WithErrors: Story = {
  args: { value: incomplete, errors: addressErrors(incomplete) },
  play: async ({ canvas }) => {
    const zipcode = canvas.getByLabelText('Postnummer');
    await expect(zipcode).toBeInvalid();
    await expect(zipcode).toHaveAccessibleDescription('Ange postnumret med 5 siffror');
    await expect(canvas.getByLabelText('Ort')).toHaveAccessibleDescription('Ange ort');
    await expect(canvas.getByLabelText('Namn')).toBeValid();
  },
};

/** Filled in, and with errors, in both themes. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Controlled {...args} />
      <Controlled {...args} value={incomplete} errors={addressErrors(incomplete)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Ange postnumret med 5 siffror')).toHaveLength(
      2,
    );
  },
};
