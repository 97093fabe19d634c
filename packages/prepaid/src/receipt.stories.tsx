import { PAID_TOP_UP_ID, prepaidHandlers } from '@lingon/contracts/msw/prepaid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopUpReceipt } from './receipt';
import { withTopUpState } from './testing/story-state';

const meta = {
  title: 'Prepaid/TopUpReceipt',
  component: TopUpReceipt,
  decorators: [withTopUpState],
  args: { topUpId: PAID_TOP_UP_ID },
  parameters: { msw: { handlers: prepaidHandlers() } },
} satisfies Meta<typeof TopUpReceipt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('region', { name: 'Kvitto' });
    await expect(receipt).toHaveTextContent('Betalt100 kr');
    await expect(receipt).toHaveTextContent('BetalsättSwish');
    await expect(receipt).toHaveTextContent('ReferensLT-STORY100');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ loading: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hämtar kvittot…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: prepaidHandlers({ unavailable: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Vi kunde inte hämta kvittot'),
    ).toBeVisible();
  },
};
