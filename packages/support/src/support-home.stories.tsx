import { SERVICES_BASE } from '@lingon/contracts/brand';
import { faqCategoryFixtures, faqGuideFixtures } from '@lingon/contracts/fixtures/support';
import {
  supportEmptyHandlers,
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import { faqCategoriesContract } from '@lingon/contracts/support/faq-categories';
import { faqGuidesContract } from '@lingon/contracts/support/faq-guides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http } from 'msw';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { NO_CATEGORIES } from './faq-categories';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { NO_GUIDES } from './popular-guides';
import { SupportHome } from './support-home';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Support/SupportHome',
  component: SupportHome,
  args: { onOpenChat: fn() },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof SupportHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Sök bland vanliga frågor' })).toBeVisible();
    await canvas.findByRole('link', { name: /Faktura och betalning/ }, slow);
    await canvas.findByRole('button', { name: 'Visa fler' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Chatta med oss' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
  },
};

/*
 * The support home asks the same questions whoever shows it (categories, the first page of
 * guides), so AllStates cannot tell its pages apart by request. Instead the service changes
 * between them: the play switches it through `serviceStates` in turn, and each page mounts,
 * and asks, only once its state is on. The page keeps the answers it got then: SWR does not
 * retry on its own in this story, and every page has its own cache.
 */
const serviceStates = ['down', 'empty', 'slow', 'up'] as const;
type ServiceState = (typeof serviceStates)[number];
const answers: Record<ServiceState, typeof supportHandlers> = {
  down: supportErrorHandlers,
  empty: supportEmptyHandlers,
  slow: supportLoadingHandlers,
  up: supportHandlers,
};

const service: { state: ServiceState | null; listeners: Set<() => void> } = {
  state: null,
  listeners: new Set(),
};
function switchService(state: ServiceState | null) {
  service.state = state;
  service.listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  service.listeners.add(listener);
  return () => service.listeners.delete(listener);
};

/** Mounts its page once the service has reached `state` (they are switched on in order). */
function OnceServiceIs({ state, children }: { state: ServiceState; children: React.ReactNode }) {
  const current = React.useSyncExternalStore(subscribe, () => service.state);
  const reached =
    current !== null && serviceStates.indexOf(current) >= serviceStates.indexOf(state);
  return reached ? (
    <SWRConfig value={{ provider: () => new Map(), onErrorRetry: () => undefined }}>
      {children}
    </SWRConfig>
  ) : null;
}

const serviceByState = [faqCategoriesContract.path, faqGuidesContract.path].map((path) =>
  http.get(`*${SERVICES_BASE}${path}`, ({ request }) =>
    service.state ? getResponse(answers[service.state], request) : undefined,
  ),
);

/** The pages in reading order: loaded first. */
const pages = ['up', 'slow', 'down', 'empty'] as const;

/**
 * Every state in both themes, the visual baseline: the page with its topics, most read guides
 * and the chat box; the topics and guides loading; the support service down; no topics or
 * guides at all.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // The baseline repeats the page per state and theme; every other story checks landmark names.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: [...serviceByState, ...supportHandlers] },
  },
  // A fresh start each time the story renders: no page is up until the play switches it on.
  beforeEach: () => switchService(null),
  render: (args) => (
    // The skeleton's pulse is stopped so the reference screenshot is stable.
    <div className="flex flex-col gap-16 [&_[data-slot=skeleton]]:animate-none">
      {pages.map((state) => (
        <div key={state} data-story-state={state}>
          <OnceServiceIs state={state}>
            <SupportHome {...args} />
          </OnceServiceIs>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pagesIn = async (state: ServiceState) => {
      const found = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`),
      );
      await expect(found).toHaveLength(2);
      return found.map((element) => within(element));
    };
    const topics = (page: ReturnType<typeof within>) =>
      within(page.getByRole('region', { name: 'Välj ett ämne' }));
    const popular = (page: ReturnType<typeof within>) =>
      within(page.getByRole('region', { name: 'Populära frågor' }));

    switchService('down');
    for (const page of await pagesIn('down')) {
      await waitFor(() => expect(page.getAllByRole('alert')).toHaveLength(2), slow);
      await expect(topics(page).getByRole('alert')).toHaveTextContent(SUPPORT_ERROR_TEXT);
      await expect(popular(page).getByRole('alert')).toHaveTextContent(SUPPORT_ERROR_TEXT);
    }
    switchService('empty');
    for (const page of await pagesIn('empty')) {
      await expect(await page.findByText(NO_CATEGORIES, {}, slow)).toBeVisible();
      await expect(await page.findByText(NO_GUIDES, {}, slow)).toBeVisible();
    }
    switchService('slow');
    for (const page of await pagesIn('slow')) {
      // The page mounts on the next render after the switch (slow on a busy machine).
      await waitFor(
        () => expect(topics(page).getByRole('status')).toHaveTextContent('Laddar ämnen…'),
        slow,
      );
      await waitFor(
        () => expect(popular(page).getByRole('status')).toHaveTextContent('Laddar guider…'),
        slow,
      );
    }
    switchService('up');
    for (const page of await pagesIn('up')) {
      await waitFor(
        () => expect(topics(page).getAllByRole('link')).toHaveLength(faqCategoryFixtures.length),
        slow,
      );
      await expect(
        await popular(page).findByText(`Visar 5 av ${faqGuideFixtures.length}`, {}, slow),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chatta med oss' })).toBeVisible();
    }
    // Every page kept its state after the service moved on.
    for (const page of await pagesIn('down')) {
      await expect(page.getAllByRole('alert')).toHaveLength(2);
    }
    for (const page of await pagesIn('slow')) {
      await expect(topics(page).getByRole('status')).toHaveTextContent('Laddar ämnen…');
    }
    // Every page has the heading, the search and the chat box, whatever the service says.
    for (const state of serviceStates) {
      for (const page of await pagesIn(state)) {
        await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
        await expect(
          page.getByRole('searchbox', { name: 'Sök bland vanliga frågor' }),
        ).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Chatta med oss' })).toBeVisible();
      }
    }
  },
};
