import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { amount: 295 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('paragraph')).toHaveTextContent('295 kr/mån');
  },
};

export const DealPrice: Story = {
  args: { amount: 389, dealPrice: 369 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    // Screen readers skip <del>/<ins> semantics, so the words must be in the text.
    await expect(price?.textContent?.replace(/\s+/g, ' ')).toBe(
      'Ordinarie pris 389 kr/mån Kampanjpris 369 kr/mån',
    );
    await expect(canvasElement.querySelector('del')).toHaveTextContent('389 kr/mån');
  },
};

export const OneOff: Story = {
  args: { amount: 1188, unit: 'kr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('paragraph')).toHaveTextContent('1 188 kr');
  },
};

export const FromPrice: Story = {
  args: { amount: 350, prefix: 'Från' },
  // Read as words, not 'Från350 kr/mån'.
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      /^Från 350\s?kr\/mån$/,
    );
  },
};

export const Small: Story = { args: { amount: 490, size: 'sm' } };

export const Large: Story = { args: { amount: 490, dealPrice: 295, size: 'lg' } };

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-baseline gap-6">
          <Price size={size} amount={295} />
          <Price size={size} amount={350} prefix="Från" />
          <Price size={size} amount={389} dealPrice={369} />
          <Price size={size} amount={2990} unit="kr" />
        </div>
      ))}
    </div>
  ),
};
