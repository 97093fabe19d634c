import { supportHandlers } from '@lingon/contracts/msw/support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SupportHome } from './support-home';
import { StoryLink, withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/SupportHome',
  component: SupportHome,
  args: { linkAs: StoryLink, onOpenChat: fn() },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof SupportHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kundservice' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Sök bland vanliga frågor' })).toBeVisible();
    await canvas.findByRole('link', { name: /Faktura och betalning/ }, slow);
    await canvas.findByRole('button', { name: 'Visa fler' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};
