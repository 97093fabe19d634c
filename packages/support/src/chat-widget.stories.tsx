import { SERVICES_BASE } from '@lingon/contracts/brand';
import {
  CHAT_AGENT_NAME,
  CHAT_GREETING,
  chatConversationFixture,
} from '@lingon/contracts/fixtures/site';
import { siteErrorHandlers, siteHandlers } from '@lingon/contracts/msw/site';
import {
  CHAT_COOKIE,
  CHAT_FALLBACK_ANSWER,
  chatAutoAnswer,
  chatPollContract,
  chatStartContract,
} from '@lingon/contracts/site/chat';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_START_ERROR, ChatWidget, openChat } from './chat-widget';
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
/**
 * Two windows open beside the page and minimised in the order they were opened: the page gets
 * room for them while they are open and is as it was once both are closed.
 */
export const PageRoomWhileOpen: Story = {
  render: () => (
    <>
      <ChatWidget />
      <ChatWidget />
    </>
  ),
  play: async ({ canvas }) => {
    const before = document.body.style.paddingBottom;
    for (const launcher of canvas.getAllByRole('button', { name: 'Chatta med oss' })) {
      await userEvent.click(launcher);
    }
    await waitFor(() => expect(document.body.style.paddingBottom).not.toBe(before));
    for (const minimise of canvas.getAllByRole('button', { name: /Minimera/ })) {
      await userEvent.click(minimise);
    }
    await waitFor(() => expect(document.body.style.paddingBottom).toBe(before));
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    const input = within(dialog).getByRole('textbox', { name: 'Meddelande' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Hur beställer jag eSIM?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));

    const log = within(dialog).getByRole('log');
    // The customer's own message (the answer below links a guide of the same name).
    await expect(
      await within(log).findByText('Hur beställer jag eSIM?', { selector: 'p' }, slow),
    ).toBeVisible();
    await expect(within(log).getByText(CHAT_GREETING)).toBeVisible();
    // The server's automatic answer: the FAQ guides that match, as links named by their titles.
    await expect(
      await within(log).findByRole('link', { name: 'Hur beställer jag eSIM?' }, slow),
    ).toHaveAttribute('href', '/support/esim-och-sim-kort/bestall-esim');
    await expect(
      within(log).getByRole('link', { name: 'Jag har bytt mobil – hur flyttar jag mitt eSIM?' }),
    ).toHaveAttribute('href', '/support/esim-och-sim-kort/esim-ny-mobil');
    await expect(input).toHaveValue('');

    // A second message goes into the same conversation; no guide matches it.
    await userEvent.type(input, 'Tack!{Enter}');
    await expect(await within(log).findByText(CHAT_FALLBACK_ANSWER, {}, slow)).toBeVisible();
    await expect(within(log).getByText(CHAT_GREETING)).toBeVisible();

    // Beside the page on a wide screen: not modal, the page stays in reach.
    await expect(dialog.matches(':modal')).toBe(false);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const banner = canvas.getByRole('button', { name: /Aktiv chatt/ });
    await expect(banner).toHaveAttribute('aria-expanded', 'false');
    // Focus is on what opens the chat again, not dropped to the page.
    await waitFor(() => expect(banner).toHaveFocus());
    await userEvent.click(banner);
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/**
 * 'Chatta med oss' pressed on the page before the chat was there (it loads after the page): the
 * chat opens as soon as it has loaded, instead of the press being lost.
 */
export const RequestedBeforeItLoaded: Story = {
  beforeEach: () => {
    openChat();
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Chatta med kundservice' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Meddelande' })).toHaveFocus();
  },
};

/**
 * Avsluta, by keyboard: the conversation ends and the window closes with the button that had
 * focus. Focus goes back to the launcher, as after Escape or Minimera, not to the page's start.
 */
export const EndByKeyboard: Story = {
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Chatta med oss' });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    const input = within(dialog).getByRole('textbox', { name: 'Meddelande' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Hur beställer jag eSIM?{Enter}');
    const end = await within(dialog).findByRole('button', { name: 'Avsluta' }, slow);
    // Back through the window (its log, Minimera) to Avsluta, first in the window's header.
    for (let step = 0; step < 10 && document.activeElement !== end; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(end).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), slow);
    const again = canvas.getByRole('button', { name: 'Chatta med oss' });
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /Aktiv chatt/ })).toBeNull();
  },
};

/**
 * Minimised at the top of a long page: the page stays where it was and focus goes to the
 * 'Aktiv chatt' banner, which is in view in the launcher's corner there and further down alike.
 */
export const MinimisedOnALongPage: Story = {
  decorators: [
    (Story) => (
      <>
        <div className="h-[3000px]">
          <p>Här laddar du ditt kontantkort och ser vad det kostar.</p>
        </div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Meddelande' }), 'Hej{Enter}');
    await within(dialog).findByRole('button', { name: 'Avsluta' }, slow);
    await userEvent.keyboard('{Escape}');
    const banner = canvas.getByRole('button', { name: /Aktiv chatt/ });
    await waitFor(() => expect(banner).toHaveFocus());
    // Time for a scroll the focus would cause.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.scrollY).toBe(0);
    const inView = () => {
      const box = banner.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await expect(inView()).toBe(true);
    window.scrollTo(0, 2000);
    await waitFor(() => expect(window.scrollY).toBe(2000));
    await expect(inView()).toBe(true);
    window.scrollTo(0, 0);
  },
};

/** A page under the chat: text, and at the bottom of the screen links the open window covers. */
const withPageBehind: Decorator = (Story) => (
  <>
    <div className="flex min-h-[calc(100dvh-2rem)] flex-col justify-between gap-6">
      <p>Här laddar du ditt kontantkort och ser vad det kostar.</p>
      <nav aria-label="Sidfot" className="flex flex-col gap-3 pb-2">
        <a href="#villkor">Villkor</a>
        <a href="#kontakt">Kontakta oss</a>
      </nav>
    </div>
    <Story />
  </>
);

/**
 * On a phone the open window spans the screen and covers the page's lower part, links included:
 * it is modal there. The page behind is dimmed and out of reach, so Tab and a screen reader stay
 * in the window instead of landing on links hidden under it; Escape minimises it and focus goes
 * back to the launcher, as on a wide screen, and the page is in reach again.
 */
export const ModalOnPhone: Story = {
  // The phone of the keyboard review: 390 × 844 CSS px.
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [withPageBehind],
  play: async ({ canvas }) => {
    const covered = canvas.getByRole('link', { name: 'Kontakta oss' });
    const launcher = canvas.getByRole('button', { name: 'Chatta med oss' });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    await expect(within(dialog).getByRole('textbox', { name: 'Meddelande' })).toHaveFocus();
    // The window lies over the link.
    const link = covered.getBoundingClientRect();
    const window = dialog.getBoundingClientRect();
    await expect(link.top >= window.top && link.bottom <= window.bottom, 'link under window').toBe(
      true,
    );

    // Modal: the page behind is inert, so neither Tab (the browser's, which the play function's
    // simulated Tab does not model) nor even a script can move focus to it.
    await expect(dialog.matches(':modal'), 'modal').toBe(true);
    for (const link of canvas.getAllByRole('link')) {
      link.focus();
      await expect(link).not.toHaveFocus();
    }
    await expect(within(dialog).getByRole('textbox', { name: 'Meddelande' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Chatta med oss' })).toHaveFocus(),
    );
    covered.focus();
    await expect(covered).toHaveFocus();

    // A tap on the dimmed page beside the window minimises it too, as with the site's sheets;
    // a press in the window let go beside it (a selection dragged out) does not.
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    const reopened = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    const beside = { bubbles: true, clientX: 195, clientY: 100 };
    within(reopened).getByRole('log').dispatchEvent(new PointerEvent('pointerdown', beside));
    reopened.dispatchEvent(new MouseEvent('click', beside));
    // Time for a render that would close it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('dialog')).toBe(reopened);
    reopened.dispatchEvent(new PointerEvent('pointerdown', beside));
    reopened.dispatchEvent(new MouseEvent('click', beside));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Chatta med oss' })).toHaveFocus(),
    );
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
    // The open window stands in the banner's corner; minimised, the answer counts as read.
    await expect(canvas.queryByRole('button', { name: /Aktiv chatt/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const again = await canvas.findByRole('button', { name: /Aktiv chatt/ });
    await expect(again).not.toHaveTextContent(/oläst/);
  },
};

/** The suggested guides' answer, written by the chat's own rule. */
const suggestion = chatAutoAnswer([
  {
    id: 'ladda-kontantkort',
    title: 'Hur laddar jag mitt kontantkort?',
    categorySlug: 'kontantkort',
  },
  {
    id: 'registrera-kontantkort',
    title: 'Måste jag registrera mitt kontantkort?',
    categorySlug: 'kontantkort',
  },
]);
/** An answer that tries to be markup: it must show as text. */
const markup = '<img src=x onerror="window.chatInjected=true"> <a href="https://example.com">x</a>';

/**
 * Our answers link the site's own paths through the router, named by the guide's title; the
 * text is never read as HTML, and the customer's own message stays as typed.
 */
export const SuggestedGuides: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${SERVICES_BASE}${chatStartContract.path}`, () =>
          HttpResponse.json({
            conversationId: 'demoConversation00002',
            status: 'open',
            newMessageNumber: 2,
            messages: [
              {
                seq: 1,
                author: 'customer',
                authorName: 'Du',
                text: 'Hur laddar jag /kontantkort?',
                sentAt: '2026-11-22T09:00:00.000Z',
              },
              {
                seq: 2,
                author: 'agent',
                authorName: CHAT_AGENT_NAME,
                text: suggestion,
                sentAt: '2026-11-22T09:00:01.000Z',
              },
              {
                seq: 3,
                author: 'agent',
                authorName: CHAT_AGENT_NAME,
                text: `${markup} Se /kontakta-oss.`,
                sentAt: '2026-11-22T09:00:02.000Z',
              },
            ],
          }),
        ),
        ...siteHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    const dialog = canvas.getByRole('dialog', { name: 'Chatta med kundservice' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Meddelande' }),
      'Hur laddar jag /kontantkort?{Enter}',
    );
    const log = within(within(dialog).getByRole('log'));
    const guide = await log.findByRole('link', { name: 'Hur laddar jag mitt kontantkort?' }, slow);
    await expect(guide).toHaveAttribute('href', '/support/kontantkort/ladda-kontantkort');
    // The site's router link (the workbench's stands in for it), not a page load.
    await expect(guide).toHaveAttribute('data-router-link');
    await expect(
      log.getByRole('link', { name: 'Måste jag registrera mitt kontantkort?' }),
    ).toHaveAttribute('href', '/support/kontantkort/registrera-kontantkort');
    // The path itself is no longer spelled out next to the title.
    await expect(log.queryByText(/\/support\/kontantkort\/ladda/)).toBeNull();
    await expect(log.getByRole('link', { name: '/kontakta-oss' })).toHaveAttribute(
      'href',
      '/kontakta-oss',
    );
    // Three links only: the markup is shown as text, and the customer's words are not linked.
    await expect(log.getAllByRole('link')).toHaveLength(3);
    await expect(log.getByText(/<img src=x/)).toBeVisible();
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(log.getByText('Hur laddar jag /kontantkort?')).toBeVisible();
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

/*
 * The chat of AllStates. Starting with the fixture conversation's question answers with that
 * conversation (fixed times) and polling it gives what follows `after`. Unlike the real
 * service, starting sets no lingon_chat cookie: the states share one browser, and the cookie
 * would make every other widget resume the conversation.
 */
const fixtureQuestion = chatConversationFixture.messages.find(
  (message) => message.author === 'customer',
);
if (!fixtureQuestion) throw new Error('No customer message in the chat fixture');
const fixtureChat = [
  http.post(`*${SERVICES_BASE}${chatStartContract.path}`, async ({ request }) => {
    const body = chatStartContract.body.safeParse(await request.clone().json());
    if (!body.success || body.data.text !== fixtureQuestion.text) return undefined;
    return HttpResponse.json(chatConversationFixture);
  }),
  http.get(`*${SERVICES_BASE}${chatPollContract.path}`, ({ params, request }) => {
    if (params['conversationId'] !== chatConversationFixture.conversationId) return undefined;
    const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
    return HttpResponse.json({
      ...chatConversationFixture,
      messages: chatConversationFixture.messages.filter((message) => message.seq > after),
    });
  }),
];

/** The customer's question (the answer's guide link reads the same). */
const asked = { selector: '[data-author="customer"] p' };

/** The question whose start the service refuses in AllStates (the start-error state). */
const refusedQuestion = 'Kan ni ringa mig?';
const refusedStart = http.post(
  `*${SERVICES_BASE}${chatStartContract.path}`,
  async ({ request }) => {
    const body = chatStartContract.body.safeParse(await request.clone().json());
    if (!body.success || body.data.text !== refusedQuestion) return undefined;
    return HttpResponse.json({ message: 'Chatten är inte tillgänglig' }, { status: 503 });
  },
);

type ChatState = 'closed' | 'open' | 'conversation' | 'start-error' | 'minimized';
const chatStates: readonly ChatState[] = [
  'closed',
  'open',
  'conversation',
  'start-error',
  'minimized',
];
/** States that show the window: their box is as tall as the window may be. */
const windowStates: readonly ChatState[] = ['open', 'conversation', 'start-error'];

/**
 * Every state in both themes: closed (the 'Chatta med oss' button); the window open before the
 * first message; a conversation (the question, the greeting); the start refused (the error, the
 * question kept); and a conversation minimised to the 'Aktiv chatt' banner. Each sits in a box of
 * its own that stands in for the browser window (`contain: layout` makes it the containing block
 * of the fixed button and window).
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { msw: { handlers: [refusedStart, ...fixtureChat, ...siteHandlers()] } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      {chatStates.map((state) => (
        <div
          key={state}
          data-story-state={state}
          className={
            windowStates.includes(state)
              ? 'relative h-[38rem] [contain:layout]'
              : 'relative h-20 [contain:layout]'
          }
        >
          <ChatWidget {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = async (state: ChatState) => {
      const found = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`),
      );
      await expect(found).toHaveLength(2);
      return found.map((element) => within(element));
    };
    type Chat = Awaited<ReturnType<typeof states>>[number];
    const openWindow = async (chat: Chat) => {
      await userEvent.click(chat.getByRole('button', { name: 'Chatta med oss' }));
      return within(chat.getByRole('dialog', { name: 'Chatta med kundservice' }));
    };
    const ask = async (dialog: ReturnType<typeof within>, question: string) => {
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Meddelande' }),
        `${question}{Enter}`,
      );
    };

    for (const chat of await states('minimized')) {
      const dialog = await openWindow(chat);
      await ask(dialog, fixtureQuestion.text);
      const log = within(dialog.getByRole('log', { name: 'Meddelanden' }));
      await expect(await log.findByText(fixtureQuestion.text, asked, slow)).toBeVisible();
      await expect(log.getByText(CHAT_GREETING)).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Minimera chatten' }));
      await expect(chat.queryByRole('dialog')).toBeNull();
      const banner = chat.getByRole('button', { name: /Aktiv chatt/ });
      await expect(banner).toHaveAttribute('aria-expanded', 'false');
      await expect(banner).not.toHaveTextContent(/oläst/);
      await expect(chat.queryByRole('button', { name: 'Chatta med oss' })).toBeNull();
    }
    for (const chat of await states('conversation')) {
      const dialog = await openWindow(chat);
      await ask(dialog, fixtureQuestion.text);
      const log = within(dialog.getByRole('log', { name: 'Meddelanden' }));
      await expect(await log.findByText(fixtureQuestion.text, asked, slow)).toBeVisible();
      await expect(log.getByText(CHAT_GREETING)).toBeVisible();
      // The answer's guide is a link named by its title.
      await expect(log.getByRole('link', { name: fixtureQuestion.text })).toHaveAttribute(
        'href',
        '/support/esim-och-sim-kort/bestall-esim',
      );
      await expect(dialog.getByRole('button', { name: 'Avsluta' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('');
    }
    for (const chat of await states('start-error')) {
      const dialog = await openWindow(chat);
      await ask(dialog, refusedQuestion);
      await expect(await dialog.findByRole('alert', {}, slow)).toHaveTextContent(CHAT_START_ERROR);
      await expect(dialog.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(
        refusedQuestion,
      );
      await expect(dialog.queryByRole('button', { name: 'Avsluta' })).toBeNull();
    }
    for (const chat of await states('open')) {
      const dialog = await openWindow(chat);
      await expect(dialog.getByText(/Skriv din fråga så svarar vi/)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Meddelande' })).toHaveFocus();
      await expect(dialog.queryByRole('button', { name: 'Avsluta' })).toBeNull();
    }
    // Nothing opened the closed widget, and no conversation reached it.
    for (const chat of await states('closed')) {
      const launcher = chat.getByRole('button', { name: 'Chatta med oss' });
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      await expect(chat.queryByRole('dialog')).toBeNull();
      await expect(chat.queryByRole('button', { name: /Aktiv chatt/ })).toBeNull();
    }
    // The banner follows the window's scroll; leave it at the top, with no focus ring behind.
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
