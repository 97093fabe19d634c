import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SelectField, SelectGroup, SelectItem, SelectLabel, SelectSeparator } from './select';

const speeds = (
  <>
    <SelectItem value="100">100/100 Mbit/s</SelectItem>
    <SelectItem value="250">250/250 Mbit/s</SelectItem>
    <SelectItem value="500">500/500 Mbit/s</SelectItem>
    <SelectItem value="1000" disabled>
      1000/1000 Mbit/s
    </SelectItem>
  </>
);

const meta = {
  title: 'Design system/Select',
  component: SelectField,
  args: {
    label: 'Hastighet',
    placeholder: 'Välj hastighet',
    children: speeds,
    onValueChange: fn(),
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hastighet' });
    await expect(trigger).toHaveTextContent('Välj hastighet');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    // Opening highlights the first option; one step down is the second.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '100/100 Mbit/s' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: '250/250 Mbit/s' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('250');
    await expect(trigger).toHaveTextContent('250/250 Mbit/s');
    await expect(trigger).toHaveFocus();
  },
};

export const Escape: Story = {
  args: { defaultValue: '500' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hastighet' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    // The selected option gets focus, and the disabled one is skipped.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '500/500 Mbit/s' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: '500/500 Mbit/s' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('500/500 Mbit/s');
  },
};

export const WithHint: Story = {
  args: { hint: 'Du kan byta hastighet varje månad.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Hastighet' })).toHaveAccessibleDescription(
      'Du kan byta hastighet varje månad.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Välj en hastighet.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hastighet' });
    const message = canvas.getByText('Välj en hastighet.').closest('p');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-describedby', message?.id);
    await expect(trigger).toHaveAttribute('aria-errormessage', message?.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '250' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Hastighet' })).toBeDisabled();
  },
};

export const Grouped: Story = {
  args: {
    label: 'Bindningstid',
    placeholder: 'Välj bindningstid',
    children: (
      <>
        <SelectGroup>
          <SelectLabel>Utan bindning</SelectLabel>
          <SelectItem value="0">Ingen bindningstid</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Med bindning</SelectLabel>
          <SelectItem value="12">12 månader</SelectItem>
          <SelectItem value="24">24 månader</SelectItem>
        </SelectGroup>
      </>
    ),
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-5">
      <SelectField label="Tomt" placeholder="Välj hastighet">
        {speeds}
      </SelectField>
      <SelectField label="Valt" defaultValue="500" hint="Du kan byta hastighet varje månad.">
        {speeds}
      </SelectField>
      <SelectField label="Med fel" placeholder="Välj hastighet" error="Välj en hastighet.">
        {speeds}
      </SelectField>
      <SelectField label="Inaktiv" defaultValue="100" disabled>
        {speeds}
      </SelectField>
      <SelectField label="Stor" defaultValue="100" size="lg">
        {speeds}
      </SelectField>
    </div>
  ),
};
