import { SERVICES_BASE } from '@lingon/contracts/brand';
import {
  supportErrorHandlers,
  supportHandlers,
  supportLoadingHandlers,
} from '@lingon/contracts/msw/support';
import { faqSearchContract } from '@lingon/contracts/support/faq-search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FaqSearch, noResultsText } from './faq-search';
import { SUPPORT_ERROR_TEXT } from './load-error';
import { withFreshCache, withoutErrorRetry } from './testing/story-state';

const meta = {
  title: 'Support/FaqSearch',
  component: FaqSearch,
  decorators: [withFreshCache],
  parameters: { msw: { handlers: supportHandlers } },
} satisfies Meta<typeof FaqSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** Typing searches; the count is announced; a word nobody wrote about shows the empty state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Sök bland vanliga frågor' });
    await userEvent.type(input, 'faktura');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/träff/), slow);
    const results = canvas.getByRole('list', { name: 'Sökresultat' });
    const links = within(results).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${links.length} ${links.length === 1 ? 'träff' : 'träffar'} för ”faktura”`,
    );
    await expect(links[0]).toHaveTextContent(/faktura/i);

    await userEvent.clear(input);
    await userEvent.type(input, 'xyzzy');
    await expect(await canvas.findByText(noResultsText('xyzzy'), {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sökresultat' })).toBeNull();
  },
};

/** One character does not search (the service needs two). */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'e');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: supportErrorHandlers } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'esim');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(SUPPORT_ERROR_TEXT);
  },
};

/*
 * AllStates shows every search at once, so the search service answers per query: it never
 * answers `pendingQuery` (the loading handlers) and fails for `failingQuery` (the error
 * handlers); every other query is answered from the fixtures.
 */
const pendingQuery = 'roaming';
const failingQuery = 'esim';
const searchByQuery = http.get(`*${SERVICES_BASE}${faqSearchContract.path}`, ({ request }) => {
  const q = new URL(request.url).searchParams.get('q');
  if (q === pendingQuery) return getResponse(supportLoadingHandlers, request);
  if (q === failingQuery) return getResponse(supportErrorHandlers, request);
  return undefined;
});

const searches = {
  empty: '',
  'too-short': 'e',
  loading: pendingQuery,
  hits: 'faktura',
  'no-hits': 'xyzzy',
  error: failingQuery,
} as const;
type SearchState = keyof typeof searches;

/**
 * Every state in both themes, the visual baseline: nothing typed; one character (no search);
 * searching; hits; no hits; the service down.
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats every search landmark; on a page there is one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: [searchByQuery, ...supportHandlers] },
  },
  decorators: [withoutErrorRetry],
  render: (args) => (
    // The spinner stands still so the reference screenshot is stable.
    <div className="flex flex-col gap-10 [&_[data-slot=spinner]>*]:animate-none">
      {Object.entries(searches).map(([state, query]) => (
        <div key={state} data-story-state={state}>
          <FaqSearch {...args} defaultQuery={query} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = async (state: SearchState) => {
      const found = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`),
      );
      await expect(found).toHaveLength(2);
      return found.map((element) => {
        const search = within(element);
        // The outcome's live region (a spinner inside it has a status role of its own).
        const [status] = search.getAllByRole('status');
        return { search, status, input: search.getByRole('searchbox') };
      });
    };
    for (const { search, status, input } of await states('empty')) {
      await expect(input).toHaveValue('');
      await expect(status).toBeEmptyDOMElement();
      await expect(search.queryByRole('list')).toBeNull();
    }
    for (const { search, status, input } of await states('too-short')) {
      await expect(input).toHaveValue('e');
      await expect(status).toBeEmptyDOMElement();
      await expect(search.queryByRole('alert')).toBeNull();
    }
    for (const { search, status, input } of await states('loading')) {
      await expect(input).toHaveValue(pendingQuery);
      await expect(status).toHaveTextContent('Söker…');
      await expect(search.queryByRole('list')).toBeNull();
    }
    for (const { search, status, input } of await states('hits')) {
      await expect(input).toHaveValue('faktura');
      await waitFor(() => expect(status).toHaveTextContent(/träffar för ”faktura”/), slow);
      const links = within(search.getByRole('list', { name: 'Sökresultat' })).getAllByRole('link');
      await expect(status).toHaveTextContent(`${links.length} träffar för ”faktura”`);
      await expect(links[0]).toHaveTextContent(/faktura/i);
    }
    for (const { search, status, input } of await states('no-hits')) {
      await expect(input).toHaveValue('xyzzy');
      await waitFor(() => expect(status).toHaveTextContent(noResultsText('xyzzy')), slow);
      await expect(search.queryByRole('list')).toBeNull();
    }
    for (const { search, input } of await states('error')) {
      await expect(input).toHaveValue(failingQuery);
      await expect(await search.findByRole('alert', {}, slow)).toHaveTextContent(
        SUPPORT_ERROR_TEXT,
      );
      await expect(search.getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    }
    // The pending search is still pending after the others have answered.
    for (const { status } of await states('loading')) {
      await expect(status).toHaveTextContent('Söker…');
    }
  },
};
