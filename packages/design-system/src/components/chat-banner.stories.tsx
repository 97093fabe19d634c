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

/** The banner's box in the window, rounded to whole pixels. */
function place(element: Element) {
  const box = element.getBoundingClientRect();
  return {
    right: Math.round(window.innerWidth - box.right),
    bottom: Math.round(window.innerHeight - box.bottom),
  };
}

/**
 * In the 'Chatta med oss' button's corner at the top of a long page and far down it alike: the
 * chat stays in reach, and scrolling never moves the banner.
 */
export const FixedInTheCorner: Story = {
  render: (args) => (
    <div className="h-[3000px]">
      <p className="text-muted">Rulla sidan: bannern ligger kvar i hörnet.</p>
      <ChatBanner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Aktiv chatt/ });
    window.scrollTo(0, 0);
    await expect(button).toBeVisible();
    const atTop = place(button);
    await expect(atTop).toEqual({ right: 16, bottom: 16 });
    for (const y of [150, 400, 2000]) {
      window.scrollTo(0, y);
      await waitFor(() => expect(window.scrollY).toBe(y));
      await expect(place(button)).toEqual(atTop);
    }
    window.scrollTo(0, 0);
  },
};

/**
 * On a phone, a round icon like the 'Chatta med oss' button, covering no more of the page; the
 * name and the unread count are still read out, the count also shown on the icon.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Aktiv chatt 3 olästa meddelanden' });
    const box = button.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(56);
    await expect(Math.round(box.height)).toBe(56);
    await expect(place(button)).toEqual({ right: 16, bottom: 16 });
    await expect(canvas.getByText('3', { exact: true })).toBeVisible();
  },
};

/**
 * Every state in both themes. Each sits in a box of its own that stands in for the browser
 * window (`contain: layout` makes it the containing block of the fixed banner).
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex w-80 flex-col gap-3">
      {[
        { unreadCount: 0 },
        { unreadCount: 3 },
        { unreadCount: 120 },
        { state: 'open' as const },
      ].map((state, index) => (
        <div key={index} className="relative h-20 [contain:layout]">
          <ChatBanner {...args} {...state} />
        </div>
      ))}
    </div>
  ),
};
