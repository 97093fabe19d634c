import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubscriptionsLoading } from './subscriptions-loading';

const meta = {
  title: 'My pages/SubscriptionsLoading',
  component: SubscriptionsLoading,
} satisfies Meta<typeof SubscriptionsLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What plan change, extra surf and surf sim show while the subscriptions load: one announcement
 * for screen readers, the two placeholder rows hidden from them.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Laddar dina abonnemang…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const rows = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(rows).toHaveLength(2);
    for (const row of rows) {
      await expect(row).toHaveAttribute('aria-hidden', 'true');
      await expect(row.getBoundingClientRect().height).toBe(44);
    }
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  // The pulse is stopped so the reference screenshot is stable.
  render: () => (
    <div className="[&_[data-slot=skeleton]]:animate-none">
      <SubscriptionsLoading />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};
