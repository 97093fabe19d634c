import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Design system/Progress',
  component: Progress,
  args: { value: 61, label: 'Surf kvar', valueText: 'Kvar 18,4 av 30 GB' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A share of an allowance, named and spoken with its own words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Surf kvar' });
    await expect(bar).toHaveAttribute('aria-valuenow', '61');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Kvar 18,4 av 30 GB');
    await expect(bar).toHaveAttribute('data-level', 'ok');
  },
};

/** Under a fifth left: the bar turns to the warning colour. */
export const Low: Story = {
  args: { value: 12, valueText: 'Kvar 1,2 av 10 GB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-level', 'low');
  },
};

/** Values outside 0–max are held inside it. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Every level and size in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Progress {...args} />
      <Progress {...args} value={12} label="Lite surf kvar" />
      <Progress {...args} value={100} size="sm" label="Full" />
      <Progress {...args} value={0} size="sm" label="Slut" />
    </div>
  ),
};
