import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InvoiceStatusBadge } from './invoice-status-badge';

const meta = {
  title: 'Design system/InvoiceStatusBadge',
  component: InvoiceStatusBadge,
  args: { status: 'PAID' },
} satisfies Meta<typeof InvoiceStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Betald');
    await expect(badge).toHaveAttribute('data-variant', 'success');
  },
};

export const PartlyPaid: Story = {
  args: { status: 'PARTLY_PAID' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delbetald')).toHaveAttribute('data-variant', 'warning');
  },
};

export const Unpaid: Story = {
  args: { status: 'UNPAID' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Obetald')).toHaveAttribute('data-variant', 'danger');
  },
};

export const BeingHandled: Story = {
  args: { status: 'PAYMENT_BEING_HANDLED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bearbetas')).toHaveAttribute('data-variant', 'success');
  },
};

export const Unknown: Story = {
  args: { status: 'REMINDER_SENT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Okänd')).toHaveAttribute('data-variant', 'neutral');
  },
};

const statuses = ['PAID', 'PARTLY_PAID', 'UNPAID', 'PAYMENT_BEING_HANDLED', null] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {statuses.map((status) => (
            <InvoiceStatusBadge key={status ?? 'unknown'} status={status} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
