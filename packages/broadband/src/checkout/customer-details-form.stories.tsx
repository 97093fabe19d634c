import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@lingon/design-system/button';
import { CustomerDetailsForm } from './customer-details-form';
import { seedCheckout, typedContactDetails } from './story-seeds';
import { StoryProviders } from './story-providers';
import { useCustomerDetailsForm } from './use-customer-details-form';

/** The form bound to the order state, with a submit button that validates it. */
function Harness({ telemarketing = false }: { telemarketing?: boolean }) {
  const { form, customer, applyBankidIdentity } = useCustomerDetailsForm({ telemarketing });
  return (
    <form
      noValidate
      aria-label="Kunduppgifter"
      className="flex max-w-xl flex-col gap-6"
      onSubmit={form.handleSubmit(() => undefined)}
    >
      <CustomerDetailsForm
        form={form}
        namePrefilled={customer.namePrefilled}
        personalNumberVerified={customer.personalNumberVerified}
        telemarketing={telemarketing}
      />
      <div className="flex gap-3">
        <Button type="submit">Kontrollera</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            applyBankidIdentity({ name: 'Anna Andersson', personalNumber: '198503121231' })
          }
        >
          Simulera BankID
        </Button>
      </div>
      <output aria-label="Orderstatus" className="text-sm text-muted">
        {customer.email} {customer.invoiceAddress.zipcode}
      </output>
    </form>
  );
}

const meta = {
  title: 'Broadband/Checkout/CustomerDetailsForm',
  component: Harness,
  decorators: [
    (Story, context) => (
      <StoryProviders
        seed={(store) =>
          seedCheckout(store, 'BB-250-250', context.name === 'Empty' ? {} : typedContactDetails)
        }
      >
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact details typed, invoice address prefilled with the installation address. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1');
    await expect(canvas.getByRole('textbox', { name: /Postnummer/ })).toHaveValue('222 21');
    await expect(canvas.getByRole('textbox', { name: /Personnummer/ })).toHaveAttribute('readonly');
    // The name is BankID's too: nothing to type that BankID would then replace.
    const name = canvas.getByRole('textbox', { name: /För- och efternamn/ });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).not.toBeRequired();
    await expect(name).toHaveAccessibleDescription('Fylls i när du har verifierat dig med BankID.');
    await expect(canvas.getAllByText('Fylls i när du har verifierat dig med BankID.')).toHaveLength(
      2,
    );
  },
};

/**
 * Nothing typed: the first attempt shows the contract's Swedish messages and focuses the first.
 * The name is not asked for: BankID fills it in.
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kontrollera' }));
    await expect(await canvas.findByText('Ange en giltig e-postadress')).toBeVisible();
    await expect(
      canvas.getByText('Ange ett svenskt mobilnummer, till exempel 070-123 45 67'),
    ).toBeVisible();
    await expect(canvas.queryByText('Ange ditt namn')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /E-post/ })).toHaveFocus();
  },
};

/** Invalid values: messages follow each change after the first attempt. */
export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    const zipcode = canvas.getByRole('textbox', { name: /Postnummer/ });
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '2222');
    await userEvent.click(canvas.getByRole('button', { name: 'Kontrollera' }));
    await expect(await canvas.findByText('Ange ett postnummer med fem siffror')).toBeVisible();
    await userEvent.type(zipcode, '1');
    await waitFor(() =>
      expect(canvas.queryByText('Ange ett postnummer med fem siffror')).toBeNull(),
    );
    await expect(canvas.getByRole('status', { name: 'Orderstatus' })).toHaveTextContent('22221');
  },
};

/** After BankID: name and personal number from BankID, read-only. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simulera BankID' }));
    const name = canvas.getByRole('textbox', { name: /För- och efternamn/ });
    await expect(name).toHaveValue('Anna Andersson');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Personnummer/ })).toHaveValue(
      '19850312-1231',
    );
    await expect(canvas.getAllByText('Hämtat från BankID.')).toHaveLength(2);
  },
};

/** An agent types the customer's personal number; it is checked like the server checks it. */
export const Telemarketing: Story = {
  args: { telemarketing: true },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /Personnummer/ });
    await expect(number).not.toHaveAttribute('readonly');
    await expect(
      canvas.getByRole('textbox', { name: /För- och efternamn/ }),
    ).toHaveAccessibleDescription('Fylls i när kunden har verifierat sig med BankID.');
    await userEvent.type(number, '198503121234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kontrollera' }));
    await expect(await canvas.findByText('Personnumret är inte giltigt')).toBeVisible();
  },
};

type FormState = 'typed' | 'empty' | 'error' | 'verified';

/**
 * Every state in both themes, the visual baseline: contact details typed; nothing typed after the
 * first attempt; an invalid postcode; verified with BankID. The form fetches nothing, so it has no
 * loading state.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // The baseline repeats the page per state and theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className="flex flex-col gap-12">
      {(['typed', 'empty', 'error', 'verified'] as const).map((state) => (
        <div key={state} data-story-state={state}>
          <StoryProviders
            seed={(store) =>
              seedCheckout(store, 'BB-250-250', state === 'empty' ? {} : typedContactDetails)
            }
          >
            <Harness />
          </StoryProviders>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = (state: FormState) =>
      Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`));
    for (const empty of states('empty')) {
      const form = within(empty);
      await userEvent.click(form.getByRole('button', { name: 'Kontrollera' }));
      await expect(await form.findByText('Ange en giltig e-postadress')).toBeVisible();
    }
    for (const error of states('error')) {
      const form = within(error);
      const zipcode = form.getByRole('textbox', { name: /Postnummer/ });
      await userEvent.clear(zipcode);
      await userEvent.type(zipcode, '2222');
      await userEvent.click(form.getByRole('button', { name: 'Kontrollera' }));
      await expect(await form.findByText('Ange ett postnummer med fem siffror')).toBeVisible();
    }
    for (const verified of states('verified')) {
      const form = within(verified);
      await userEvent.click(form.getByRole('button', { name: 'Simulera BankID' }));
      await expect(form.getAllByText('Hämtat från BankID.')).toHaveLength(2);
    }
    // Leave no focus ring on the last button pressed.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
