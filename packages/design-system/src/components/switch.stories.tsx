import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SwitchField } from './switch';

const meta = {
  title: 'Design system/Switch',
  component: SwitchField,
  args: { label: 'Mörkt tema', onCheckedChange: fn() },
} satisfies Meta<typeof SwitchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mörkt tema' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Spärra samtal till betalnummer',
    hint: 'Gäller samtal till 0900- och 0939-nummer.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Spärra samtal till betalnummer' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Gäller samtal till 0900- och 0939-nummer.');
  },
};

export const WithError: Story = {
  args: { label: 'Surfa utomlands', error: 'Det gick inte att ändra inställningen.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Surfa utomlands' });
    const message = canvas.getByText('Det gick inte att ändra inställningen.').closest('p');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAttribute('aria-errormessage', message?.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mörkt tema' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex max-w-md flex-col gap-2">
      <SwitchField label="Av" />
      <SwitchField label="På" defaultChecked />
      <SwitchField label="Med hjälptext" hint="Gäller samtal till 0900- och 0939-nummer." />
      <SwitchField label="Med fel" error="Det gick inte att ändra inställningen." />
      <SwitchField label="Inaktiv av" disabled />
      <SwitchField label="Inaktiv på" disabled defaultChecked />
    </div>
  ),
};
