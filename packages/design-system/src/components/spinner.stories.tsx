import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "Laddar…"; the spinning ring itself is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar…');
    const ring = canvasElement.querySelector('[data-slot="spinner"] > [aria-hidden="true"]');
    await expect(ring).not.toBeNull();
  },
};

/** It takes the size and colour of the text around it and names what is going on. */
export const InText: Story = {
  args: { label: 'Hämtar dina fakturor…' },
  render: (args) => (
    <p className="flex items-center gap-3 text-2xl text-primary">
      <Spinner {...args} />
      <span aria-hidden="true" className="text-base text-muted">
        Hämtar…
      </span>
    </p>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Hämtar dina fakturor…');
    // The ring is 1em: as large as the surrounding text.
    const ring = status.querySelector('[aria-hidden="true"]');
    const fontSize = parseFloat(getComputedStyle(status).fontSize);
    await expect(ring?.getBoundingClientRect().width).toBeCloseTo(fontSize, 0);
  },
};
