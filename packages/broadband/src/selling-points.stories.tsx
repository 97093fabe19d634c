import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SellingPoints } from './selling-points';

/** Static content: no data, so no loading, empty or error states. */
const meta = {
  title: 'Broadband/SellingPoints',
  component: SellingPoints,
} satisfies Meta<typeof SellingPoints>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    for (const text of [
      'Ingen startavgift',
      'Ingen bindningstid',
      'Support dygnet runt i chatten',
      'En månads uppsägningstid',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Compact: Story = {
  args: { compact: true, heading: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByText(/ingenting för att komma igång/)).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-8">
      <SellingPoints />
      <SellingPoints compact heading={null} />
    </div>
  ),
};
