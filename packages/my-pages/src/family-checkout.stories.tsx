import { FAMILY_FREE_NUMBERS } from '@lingon/contracts/fixtures/family-offer';
import { ANNA_MSISDN, ANNA_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { bankidHandlers } from '@lingon/contracts/msw/bankid';
import {
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as React from 'react';
import { FamilyCheckout } from './family-checkout';
import { newFamilyCheckout, type FamilyCheckout as Checkout } from './lib/family-checkout-state';
import { FAMILY_CHECKOUT_KEY } from './lib/storage-keys';
import { withFreshState } from './testing/story-state';

/** The page opened again (a reload) with this checkout in the tab's storage. */
function reopenedWith(checkout: Checkout) {
  function Reopened({ children }: { children: React.ReactNode }) {
    React.useState(() => sessionStorage.setItem(FAMILY_CHECKOUT_KEY, JSON.stringify(checkout)));
    return children;
  }
  return (Story: React.ComponentType) => (
    <Reopened>
      <Story />
    </Reopened>
  );
}

/** Anna's checkout of a family subscription on a new number, signed with BankID. */
function signedCheckout(bankidOrderRef: string | null): Checkout {
  const base = newFamilyCheckout('FAM-5GB');
  const address = {
    name: 'Anna Andersson',
    street: 'Lingonvägen 12',
    zipcode: '12345',
    city: 'Stockholm',
  };
  return {
    ...base,
    step: 'purchase',
    planOptions: { ...base.planOptions, MainMsisdn: ANNA_MSISDN, Msisdn: FAMILY_FREE_NUMBERS[0] },
    customer: {
      ...base.customer,
      socialSecurityNumber: ANNA_PERSONAL_NUMBER,
      contactPhoneNumber: '070-123 45 67',
      email: 'anna@example.se',
    },
    billingAddress: address,
    shippingAddress: address,
    bankidOrderRef,
  };
}

const meta = {
  title: 'My pages/FamilyCheckout',
  component: FamilyCheckout,
  args: { device: 'computer', pollIntervalMs: 250, onPlaced: fn() },
  decorators: [withFreshState],
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesHandlers(),
      ],
    },
  },
} satisfies Meta<typeof FamilyCheckout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Input, prefilled with Anna's details; 12 months is the family campaign and shows its price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Familjekampanjen gäller', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '12 månaders bindningstid' })).toBeChecked();
    await expect(canvas.getByLabelText('Ditt personnummer')).toHaveValue('198503121231');
    await userEvent.click(canvas.getByRole('radio', { name: 'Ingen bindningstid' }));
    await expect(canvas.queryByText('Familjekampanjen gäller')).toBeNull();
  },
};

/** Nothing is sent until the number is chosen and the fields are right. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText('E-post', {}, { timeout: 10_000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(await canvas.findByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(canvas.getByText('Välj ett av de lediga numren')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dina val och uppgifter' })).toBeVisible();
  },
};

/**
 * Keyboard: 'Fortsätt' with no number chosen moves the focus to the first field with an error,
 * the free numbers (the group passes it to its first radio), marked invalid and described by
 * its message; the general alert is said as well.
 */
export const InvalidFocusesField: Story = {
  play: async ({ canvas }) => {
    const numbers = await canvas.findByRole(
      'radiogroup',
      { name: 'Välj nummer' },
      { timeout: 10_000 },
    );
    canvas.getByRole('button', { name: 'Fortsätt' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Några uppgifter behöver rättas innan du kan gå vidare.',
    );
    await expect(numbers).toHaveAttribute('aria-invalid', 'true');
    await expect(numbers).toHaveAccessibleDescription('Välj ett av de lediga numren');
    await waitFor(() => expect(within(numbers).getAllByRole('radio')[0]).toHaveFocus());
    await expect(within(numbers).getAllByRole('radio')[0]).not.toBeChecked();
  },
};

/** Keeping a number: the current owner's personal number is checked with its checksum. */
export const PortInOwner: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole(
        'radio',
        { name: 'Behåll ett nummer från en annan operatör' },
        { timeout: 10_000 },
      ),
    );
    await userEvent.type(canvas.getByLabelText('Numret du vill behålla'), '076-555 12 34');
    await userEvent.type(
      canvas.getByLabelText('Personnummer för den som äger numret i dag'),
      '19900101-0018',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(await canvas.findByText('Personnumret är inte giltigt')).toBeVisible();
  },
};

async function toReview(canvas: ReturnType<typeof within>) {
  const numbers = await canvas.findByRole(
    'radiogroup',
    { name: 'Välj nummer' },
    { timeout: 10_000 },
  );
  await userEvent.click(within(numbers).getAllByRole('radio')[0]!);
  await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
  await expect(await canvas.findByRole('heading', { name: 'Stämmer allt?' })).toBeVisible();
  await expect(canvas.getByText('69 kr/mån (familjekampanj, ordinarie 99 kr/mån)')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Ja, fortsätt' }));
  await expect(
    await canvas.findByRole('heading', { name: 'Granska och skriv under' }),
  ).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Skriv under med BankID' }));
}

/** Every step: input, confirmation, review signed with BankID, purchase, and the order is placed. */
export const Order: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await toReview(canvas);
    await waitFor(() => expect(args.onPlaced).toHaveBeenCalledWith('LO-FAM-0001'), {
      timeout: 10_000,
    });
    await expect(
      await canvas.findByRole('link', { name: 'Till bekräftelsen av ordern' }),
    ).toBeVisible();
  },
};

/** The order is refused: the server's words, and a way to try again or change. */
export const OrderFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }),
        ...mypagesFailingWritesHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await toReview(canvas);
    await expect(
      await canvas.findByText('Beställningen kunde inte läggas', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

/**
 * Reloaded while the order was being placed: the order is sent again with its verification and
 * key, and the page goes on to the placed order instead of waiting for ever.
 */
export const ResumedAfterReload: Story = {
  decorators: [reopenedWith(signedCheckout('story-bankid-order'))],
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onPlaced).toHaveBeenCalledWith('LO-FAM-0001'), {
      timeout: 10_000,
    });
    await expect(
      await canvas.findByRole('link', { name: 'Till bekräftelsen av ordern' }),
    ).toBeVisible();
  },
};

/** Reloaded mid-order with no verification kept: back to signing, nothing sent unsigned. */
export const ReloadedUnsigned: Story = {
  decorators: [reopenedWith(signedCheckout(null))],
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Granska och skriv under' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Skriv under med BankID' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Laddar kassan…');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Vi kunde inte hämta kassan');
  },
};

/** Karin has no subscription of her own to join a family subscription to: no checkout to fill. */
export const WithoutOwnSubscription: Story = {
  parameters: { msw: { handlers: mypagesHandlers({ customer: 'karin' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/du har inget sådant hos oss just nu/)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Familjekampanjen gäller')).toHaveLength(2));
  },
};
