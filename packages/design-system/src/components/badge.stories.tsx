import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { count: 3, variant: 'primary' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 olästa meddelanden')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SingleMessage: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 oläst meddelande')).toBeInTheDocument();
  },
};

export const Capped: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 olästa meddelanden')).toBeInTheDocument();
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

export const CustomCountLabel: Story = {
  args: {
    count: 2,
    variant: 'danger',
    countLabel: (count) => `${count} obetalda fakturor`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 obetalda fakturor')).toBeInTheDocument();
  },
};

export const Text: Story = {
  args: { count: undefined, variant: 'success', children: 'Ny' },
};

const variants = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant} size={size}>
              {variant}
            </Badge>
          ))}
          <Badge variant="primary" size={size} count={3} />
          <Badge variant="primary" size={size} count={42} />
          <Badge variant="primary" size={size} count={150} />
          <Badge variant="neutral" size={size} count={0} showZero />
        </div>
      ))}
    </div>
  ),
};
