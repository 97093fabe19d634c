import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxField } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: CheckboxField,
  args: { label: 'Jag godkänner villkoren', onCheckedChange: fn() },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // The visible label toggles it too.
    await userEvent.click(canvas.getByText('Jag godkänner villkoren'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Skicka erbjudanden till mig',
    hint: 'Högst ett mejl i månaden. Du kan avregistrera dig när du vill.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Skicka erbjudanden till mig' }),
    ).toHaveAccessibleDescription('Högst ett mejl i månaden. Du kan avregistrera dig när du vill.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Du måste godkänna villkoren för att gå vidare.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren' });
    const message = canvas.getByText('Du måste godkänna villkoren för att gå vidare.').closest('p');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-describedby', message?.id);
    await expect(checkbox).toHaveAttribute('aria-errormessage', message?.id);
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Välj alla tjänster', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Välj alla tjänster' }),
    ).toBePartiallyChecked();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-2">
      <CheckboxField label="Inte vald" />
      <CheckboxField label="Vald" defaultChecked />
      <CheckboxField label="Delvis vald" checked="indeterminate" />
      <CheckboxField
        label="Med hjälptext"
        hint="Högst ett mejl i månaden. Du kan avregistrera dig när du vill."
      />
      <CheckboxField label="Med fel" error="Du måste godkänna villkoren för att gå vidare." />
      <CheckboxField label="Inaktiv" disabled />
      <CheckboxField label="Inaktiv och vald" disabled defaultChecked />
      <div className="flex items-center gap-3">
        <Checkbox aria-label="Fristående" defaultChecked />
        <span className="text-sm text-muted">Utan etikett (aria-label)</span>
      </div>
    </div>
  ),
};
