import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatBanner } from './chat-banner';

const meta = {
  title: 'Design system/ChatBanner',
  component: ChatBanner,
  args: { visible: true, unreadCount: 3, state: 'minimized', onOpen: fn() },
} satisfies Meta<typeof ChatBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Aktiv chatt 3 olästa meddelanden' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const NoUnreadMessages: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Aktiv chatt' })).toBeVisible();
  },
};

export const ManyUnreadMessages: Story = { args: { unreadCount: 120 } };

export const Open: Story = {
  args: { state: 'open' },
  play: async ({ canvas }) => {
    // While the chat window is open its messages are in view, so no unread badge.
    const button = canvas.getByRole('button', { name: 'Aktiv chatt' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Scroll the page: static below 100 px, sticky from 100 to 220 px, fixed above 220 px. */
export const FollowsScroll: Story = {
  render: (args) => (
    <div className="h-[2000px]">
      <p className="mb-4 text-muted">Rulla sidan för att se hur bannern följer med.</p>
      <ChatBanner {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-slot="chat-banner"]');
    await expect(banner).toHaveAttribute('data-position', 'static');
    window.scrollTo(0, 150);
    await waitFor(() => expect(banner).toHaveAttribute('data-position', 'sticky'));
    window.scrollTo(0, 400);
    await waitFor(() => expect(banner).toHaveAttribute('data-position', 'fixed'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).toHaveAttribute('data-position', 'static'));
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ChatBanner {...args} position="static" unreadCount={0} />
      <ChatBanner {...args} position="static" unreadCount={3} />
      <ChatBanner {...args} position="static" unreadCount={120} />
      <ChatBanner {...args} position="static" state="open" />
    </div>
  ),
};
