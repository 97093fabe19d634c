import { CHAT_AGENT_NAME, CHAT_GREETING } from '@lingon/contracts/fixtures/site';
import { siteErrorHandlers, siteHandlers } from '@lingon/contracts/msw/site';
import { CHAT_COOKIE } from '@lingon/contracts/site/chat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_START_ERROR, ChatWidget } from './chat-widget';
import { withoutChatCookie } from './testing/story-state';

const meta = {
  title: 'Support/ChatWidget',
  component: ChatWidget,
  decorators: [
    withoutChatCookie,
    (Story) => (
      <div className="min-h-[40rem]">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof ChatWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

/** Open the chat, send a question, get the greeting and the answer; minimise to the banner. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    const input = within(dialog).getByRole('textbox', { name: 'Meddelande' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Hur beställer jag eSIM?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));

    const log = within(dialog).getByRole('log');
    await expect(await within(log).findByText('Hur beställer jag eSIM?', {}, slow)).toBeVisible();
    await expect(within(log).getByText(CHAT_GREETING)).toBeVisible();
    await expect(
      await within(log).findByText('Tack! En kollega tittar på din fråga.', {}, slow),
    ).toBeVisible();
    await expect(input).toHaveValue('');

    // A second message goes into the same conversation.
    await userEvent.type(input, 'Tack!{Enter}');
    await waitFor(
      () => expect(within(log).getAllByText(/En kollega tittar/)).toHaveLength(2),
      slow,
    );

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const banner = canvas.getByRole('button', { name: /Aktiv chatt/ });
    await expect(banner).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(banner);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/**
 * A conversation resumed from the lingon_chat cookie: polling starts after 1 s, and an answer
 * that arrives while minimised shows as unread on the banner.
 */
export const UnreadWhileMinimized: Story = {
  decorators: [
    (Story) => {
      document.cookie = `${CHAT_COOKIE}=demoConversation00001; Path=/`;
      return <Story />;
    },
  ],
  parameters: {
    msw: {
      handlers: (() => {
        let polls = 0;
        return [
          http.get('*/services/site/v1/chat/conversations/:id/messages', ({ params }) => {
            polls += 1;
            // The agent answers once the banner has polled a couple of times.
            const answered = polls > 2;
            const messages = [
              {
                seq: 1,
                author: 'agent',
                authorName: CHAT_AGENT_NAME,
                text: CHAT_GREETING,
                sentAt: '2026-11-22T09:00:00.000Z',
              },
              ...(answered
                ? [
                    {
                      seq: 2,
                      author: 'agent',
                      authorName: CHAT_AGENT_NAME,
                      text: 'Är du kvar? Vi kan hjälpa dig nu.',
                      sentAt: '2026-11-22T09:05:00.000Z',
                    },
                  ]
                : []),
            ];
            return HttpResponse.json({
              conversationId: String(params['id']),
              status: 'open',
              messages,
              newMessageNumber: messages.length,
            });
          }),
        ];
      })(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Aktiv chatt/ })).toBeNull();
    const banner = await canvas.findByRole('button', { name: /Aktiv chatt/ }, slow);
    await expect(banner).not.toHaveTextContent(/oläst/);
    await waitFor(() => expect(banner).toHaveTextContent('1 oläst meddelande'), slow);
    await userEvent.click(banner);
    const dialog = canvas.getByRole('dialog');
    await expect(within(dialog).getByText('Är du kvar? Vi kan hjälpa dig nu.')).toBeVisible();
    await expect(banner).not.toHaveTextContent(/oläst/);
  },
};

export const StartError: Story = {
  parameters: { msw: { handlers: siteErrorHandlers } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meddelande' }), 'Hej{Enter}');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(CHAT_START_ERROR);
    await expect(canvas.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Hej');
  },
};
