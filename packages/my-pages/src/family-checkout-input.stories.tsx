import { mypagesDemoCustomers, MYPAGES_FIXTURE_NOW } from '@lingon/contracts/fixtures/mypages';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FamilyCheckoutInput, type FamilyCheckoutInputProps } from './family-checkout-input';
import { newFamilyCheckout } from './lib/family-checkout-state';
import { useFamilyOffer } from './lib/family-paths';
import { withFreshState } from './testing/story-state';

/**
 * The input step with the family offer as the checkout gets it from the service, holding what
 * is typed itself (the checkout keeps it in session storage) and starting as a new checkout on
 * the first plan.
 */
function SeededInput({ onNext }: { onNext: () => void }) {
  const offer = useFamilyOffer();
  const first = offer.data?.plans[0];
  if (!offer.data || !first) return null;
  return <TypedInput offer={offer.data} planCode={first.planCode} onNext={onNext} />;
}

function TypedInput({
  offer,
  planCode,
  onNext,
}: Pick<FamilyCheckoutInputProps, 'offer' | 'onNext'> & { planCode: string }) {
  const [checkout, setCheckout] = React.useState(() => newFamilyCheckout(planCode));
  return (
    <FamilyCheckoutInput offer={offer} checkout={checkout} onChange={setCheckout} onNext={onNext} />
  );
}

const anna = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW).find((c) => c.key === 'anna')?.info;
if (!anna) throw new Error('The fixtures no longer have Anna');

const meta = {
  title: 'My pages/FamilyCheckoutInput',
  component: SeededInput,
  subcomponents: { FamilyCheckoutInput },
  args: { onNext: fn() },
  decorators: [
    withFreshState,
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof SeededInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A 12-month binding is the family campaign: each plan shows its campaign price and the banner
 * says what it saves; without a binding the ordinary prices come back and the banner goes.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const binding = await canvas.findByRole('radiogroup', { name: 'Bindningstid' });
    await expect(within(binding).getByRole('radio', { name: /12 månader/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Lingon Familj 5 GB' })).toBeChecked();
    await expect(canvas.getByText('Familjekampanjen gäller').parentElement).toHaveTextContent(
      'Lingon Familj 5 GB kostar 69 kr/mån i stället för 99 kr/mån, 30 kr rabatt varje månad.',
    );
    const plans = canvas.getByRole('radiogroup', { name: 'Välj surfmängd' });
    await expect(plans).toHaveTextContent('69 kr/mån');
    await userEvent.click(within(binding).getByRole('radio', { name: /Ingen bindningstid/ }));
    await expect(canvas.queryByText('Familjekampanjen gäller')).toBeNull();
    await expect(plans).toHaveTextContent('99 kr/mån');
    await expect(plans).not.toHaveTextContent('69 kr/mån');
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Välj nummer' })).getAllByRole('radio'),
    ).toHaveLength(5);
    await expect(
      canvas.getByText('Fri frakt: SIM-kortet kommer med posten inom 1–3 arbetsdagar.'),
    ).toBeVisible();
  },
};

/** Fortsätt with nothing typed: each field says what is wrong and the step does not go on. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fortsätt' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Några uppgifter behöver rättas innan du kan gå vidare.',
    );
    await expect(canvas.getByText('Välj ett av de lediga numren')).toBeVisible();
    // The focus goes to the first wrong field, read with its message: the group passes it on to
    // its first radio.
    const main = canvas.getByRole('radiogroup', { name: 'Koppla till ditt abonnemang' });
    await expect(main).toHaveAccessibleDescription(
      'Välj vilket abonnemang det nya ska kopplas till',
    );
    await waitFor(() => expect(main).toContainElement(document.activeElement as HTMLElement));
    await expect(canvas.getByLabelText('Ditt personnummer')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** Keeping a number asks for it and its owner's personal number instead of a free number. */
export const PortIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Behåll ett nummer från en annan operatör' }),
    );
    await expect(canvas.queryByRole('radiogroup', { name: 'Välj nummer' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Numret du vill behålla'), '076-555 12 34');
    await userEvent.type(
      canvas.getByLabelText(/Personnummer för den som äger numret i dag/),
      '19900101-0018',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(await canvas.findByText('Personnumret är inte giltigt')).toBeVisible();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A second address for the SIM card appears only when asked for. */
export const SeparateShipping: Story = {
  play: async ({ canvas }) => {
    const separate = await canvas.findByRole('checkbox', {
      name: 'Skicka SIM-kortet till en annan adress',
    });
    await expect(canvas.queryByRole('heading', { name: 'Leveransadress' })).toBeNull();
    await userEvent.click(separate);
    await expect(canvas.getByRole('heading', { name: 'Leveransadress' })).toBeVisible();
    await expect(canvas.getAllByLabelText('Gatuadress')).toHaveLength(2);
  },
};

/** Anna fills in her own details from the seed: the step goes on, once. */
export const Complete: Story = {
  play: async ({ canvas, args }) => {
    const legal = anna.customerLegalInformation;
    await userEvent.click(await canvas.findByRole('radio', { name: 'Min mobil' }));
    const numbers = canvas.getByRole('radiogroup', { name: 'Välj nummer' });
    await userEvent.click(within(numbers).getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByLabelText('Ditt personnummer'), legal.personalNumber);
    await userEvent.type(canvas.getByLabelText('Kontakttelefon'), '070-123 45 67');
    await userEvent.type(canvas.getByLabelText('E-post'), anna.userProfileData.email ?? '');
    await userEvent.type(canvas.getByLabelText('Namn'), `${legal.firstName} ${legal.lastName}`);
    await userEvent.type(canvas.getByLabelText('Gatuadress'), legal.address.street);
    await userEvent.type(canvas.getByLabelText('Postnummer'), legal.address.zipcode);
    await userEvent.type(canvas.getByLabelText('Ort'), legal.address.city);
    await userEvent.click(canvas.getByRole('button', { name: 'Fortsätt' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The validation messages in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    // Each theme's copy asks for the offer itself: wait for both.
    const buttons = await waitFor(() => {
      const found = canvas.getAllByRole('button', { name: 'Fortsätt' });
      expect(found).toHaveLength(2);
      return found;
    });
    for (const button of buttons) await userEvent.click(button);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
