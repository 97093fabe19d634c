import { addressSearchContract } from '@lingon/contracts/broadband/address-search';
import { broadbandHandlers, broadbandVariants } from '@lingon/contracts/msw/broadband';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http } from 'msw';
import * as React from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressSearch, type AddressSearchProps } from './address-search';
import { ADDRESS_SERVICE_ERROR, suggestionQuery } from './lib/address-flow';
import { addressObjectAtom } from './lib/order-state';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'Broadband/AddressSearch',
  component: AddressSearch,
  args: { onCovered: fn(), onNotCovered: fn(), onChooseApartment: fn() },
  decorators: [
    withFreshState(),
    (Story) => (
      <div className="max-w-2xl pb-80">
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: broadbandHandlers } },
} satisfies Meta<typeof AddressSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** Typing shows suggestions; picking one fills the input and checks it at once. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    // The form is a search landmark, named as the SPEC's own error text spells it.
    await expect(canvas.getByRole('search', { name: 'Adresssökning' })).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await expect(input).toHaveAttribute('placeholder', 'Skriv din adress här');
    await userEvent.type(input, 'Storgatan 1');
    const option = await canvas.findByRole('option', { name: 'Storgatan 1, Lund' }, slow);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(option);
    await expect(input).toHaveValue('Storgatan 1, Lund');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // No 'Kolla!' needed: the pick is the visitor's answer.
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({ home: expect.objectContaining({ pointId: '100000001' }) }),
    );
    await expect(args.onNotCovered).not.toHaveBeenCalled();
  },
};

/** A prefilled address (the embedded check's `address` attribute) is checked with 'Kolla!'. */
/**
 * In a column 300 px wide (a partner's sidebar on a wide screen) the button goes under the field,
 * which keeps the column's whole width; from 448 px of column they stand side by side.
 */
export const InANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Din adress' });
    const input = field.getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Kolla!' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.bottom);
    await expect(input.width).toBeGreaterThan(250);
    // The open suggestions push the button down; they never lie over it (a phone's layout).
    await userEvent.type(field, 'Storgatan 1');
    const list = await canvas.findByRole('listbox', { name: 'Adressförslag' }, slow);
    await canvas.findByRole('option', { name: 'Storgatan 1, Lund' }, slow);
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      list.getBoundingClientRect().bottom,
    );
  },
};

export const Prefilled: Story = {
  args: { defaultText: 'Fjällvägen 7, Kiruna' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Din adress' })).toHaveValue(
      'Fjällvägen 7, Kiruna',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await waitFor(() => expect(args.onNotCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onNotCovered).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ city: 'Kiruna' }) }),
    );
  },
};

/** Arrow keys move through the suggestions, Enter picks, Escape closes. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await userEvent.type(input, 'Storgatan 3 Lund');
    await canvas.findByRole('option', { name: 'Storgatan 3, Lund' }, slow);
    await userEvent.keyboard('{ArrowDown}');
    const [first] = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Enter picks the highlighted suggestion and checks it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Storgatan 3, Lund');
    await canvas.findByRole('heading', { name: 'Välj din bostad i listan:' }, slow);
    await expect(args.onChooseApartment).toHaveBeenCalledOnce();
    // Enter without a highlighted suggestion submits: 'Kolla!' checks again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChooseApartment).toHaveBeenCalledTimes(2), slow);
  },
};

export const NotCovered: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await userEvent.type(input, 'Fjällvägen 7, Kiruna');
    await canvas.findByRole('option', { name: 'Fjällvägen 7, Kiruna' }, slow);
    // No suggestion picked: 'Kolla!' takes the one address the typed text spells out.
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await waitFor(() => expect(args.onNotCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onNotCovered).toHaveBeenCalledWith({
      potentialCustomerId: expect.any(String),
      address: expect.objectContaining({ streetName: 'Fjällvägen', city: 'Kiruna' }),
    });
    await expect(args.onCovered).not.toHaveBeenCalled();
  },
};

/**
 * Text that matches addresses in several cities, the list closed without choosing: 'Kolla!'
 * asks the visitor to choose (never the first hit), keeps the text and opens the matches.
 */
export const SeveralMatches: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await userEvent.type(input, 'Storgatan 1');
    await canvas.findByRole('option', { name: 'Storgatan 1, Lund' }, slow);
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(1);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    const message = await canvas.findByText(
      'Flera adresser matchar ”Storgatan 1”. Välj din adress i listan.',
      {},
      slow,
    );
    await expect(input).toHaveValue('Storgatan 1');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', message.id);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCovered).not.toHaveBeenCalled();
    await expect(args.onNotCovered).not.toHaveBeenCalled();
    // Choosing one of the matches clears the message and checks that address.
    await userEvent.click(canvas.getByRole('option', { name: 'Storgatan 1, Lund' }));
    await expect(canvas.queryByText(/Flera adresser matchar/)).toBeNull();
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({ home: expect.objectContaining({ pointId: '100000001' }) }),
    );
  },
};

/** Several homes: the apartment picker is shown and works with the keyboard alone. */
export const ApartmentChoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 3, Lund');
    await canvas.findByRole('option', { name: 'Storgatan 3, Lund' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await canvas.findByRole('heading', { name: 'Välj din bostad i listan:' }, slow);
    await expect(args.onChooseApartment).toHaveBeenCalledOnce();
    // Focus stays on 'Kolla!', so the step that opened below is said on the status line.
    await expect(
      canvas.getByText('Det finns flera bostäder på Storgatan 3, Lund. Välj din bostad i listan.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getAllByRole('option')).toHaveLength(10);
    const search = canvas.getByRole('searchbox', { name: 'Lägenhetsnummer' });
    await userEvent.click(search);
    // ↓ enters the list on the first home (Lgh 1001, A), ↓ moves to Lgh 1001 B, Enter chooses.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({
        home: expect.objectContaining({ pointId: '100000201', entrance: 'B' }),
        offering: expect.objectContaining({ accessId: 'AC100000201' }),
      }),
    );
  },
};

/**
 * The site's page as the browser's Back leaves and reopens it: the check goes away with the
 * page once a home is chosen, and comes back with the same store (the visitor's order state).
 */
function LeaveAndComeBack(props: AddressSearchProps) {
  const [away, setAway] = React.useState(false);
  if (away) {
    return (
      <button type="button" onClick={() => setAway(false)}>
        Tillbaka
      </button>
    );
  }
  return (
    <AddressSearch
      {...props}
      onCovered={(result) => {
        props.onCovered(result);
        setAway(true);
      }}
    />
  );
}

/**
 * Back from the product page: the address is in the field again and the apartment step is open
 * with the home chosen before marked, so another can be chosen without checking again.
 */
export const BackToTheApartments: Story = {
  render: (args) => <LeaveAndComeBack {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 3, Lund');
    await userEvent.click(await canvas.findByRole('option', { name: 'Storgatan 3, Lund' }, slow));
    await canvas.findByRole('heading', { name: 'Välj din bostad i listan:' }, slow);
    await userEvent.click(canvas.getByRole('option', { name: /1001.*B/ }));
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);

    await userEvent.click(await canvas.findByRole('button', { name: 'Tillbaka' }));
    await expect(canvas.getByRole('combobox', { name: 'Din adress' })).toHaveValue(
      'Storgatan 3, Lund',
    );
    // Shown at once from the last check, not after a second one.
    await expect(canvas.getByRole('heading', { name: 'Välj din bostad i listan:' })).toBeVisible();
    await expect(args.onChooseApartment).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('option', { name: /1001.*B/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('option', { name: /1002.*A/ }));
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledTimes(2), slow);
    await expect(args.onCovered).toHaveBeenLastCalledWith(
      expect.objectContaining({ home: expect.objectContaining({ apartmentNumber: '1002' }) }),
    );
  },
};

/** A stored address (`addressObject`) is in the field when the check opens; 'Kolla!' checks it. */
export const StoredAddress: Story = {
  decorators: [
    withFreshState((store) =>
      store.set(addressObjectAtom, {
        streetName: 'Storgatan',
        streetNumber: '1',
        entrance: '',
        city: 'Lund',
        zipcode: '22221',
        pointId: '100000001',
        apartmentNumber: '',
        communicationOperatorId: '',
      }),
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Din adress' })).toHaveValue(
      'Storgatan 1, Lund',
    );
    await expect(canvas.queryByRole('heading', { name: 'Välj din bostad i listan:' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({ home: expect.objectContaining({ pointId: '100000001' }) }),
    );
  },
};

/** One home behind entrance B while none was typed: the visitor confirms it in the picker. */
export const EntranceToConfirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Din adress' }),
      'Kungsgatan 12, Umeå',
    );
    await canvas.findByRole('option', { name: 'Kungsgatan 12, Umeå' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await canvas.findByRole('heading', { name: 'Välj din bostad i listan:' }, slow);
    const option = canvas.getByRole('option', { name: /Kungsgatan 12 B/ });
    await userEvent.click(option);
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    // City network with an empty access id: the access id falls back to the point id.
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({ home: expect.objectContaining({ pointId: '100000301' }) }),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [...broadbandVariants.search.loading, ...broadbandHandlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 1');
    await waitFor(() => expect(canvas.getByText('Söker adresser…')).toBeInTheDocument(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await expect(canvas.getByRole('button', { name: /Kolla!/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [...broadbandVariants.search.empty, ...broadbandHandlers] },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 1');
    await waitFor(
      () => expect(canvas.getByText('Inga adresser matchar din sökning.')).toBeVisible(),
      slow,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    const problem = await canvas.findByText(/Vi hittade ingen adress som matchar ”Storgatan 1”/);
    await expect(problem).toBeVisible();
    // Announced (a live region that was there before), and the visitor is back in the field.
    await expect(problem.parentElement).toHaveAttribute('aria-live', 'assertive');
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(problem.textContent ?? '');
    // Not a dead end: a new build may not be in the address data yet.
    await expect(canvas.getByText(/Hittar du inte din adress\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0771-40 40 40' })).toHaveAttribute(
      'href',
      'tel:+46771404040',
    );
    await expect(args.onCovered).not.toHaveBeenCalled();
    await expect(args.onNotCovered).not.toHaveBeenCalled();
  },
};

/** 'Kolla!' with nothing typed: the problem is announced and focus goes to the field. */
export const NothingTyped: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    const problem = await canvas.findByText('Skriv din adress, till exempel Storgatan 1, Lund.');
    await expect(problem.parentElement).toHaveAttribute('aria-live', 'assertive');
    const input = canvas.getByRole('combobox', { name: 'Din adress' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Skriv din adress, till exempel Storgatan 1, Lund.',
    );
    // Only an address that is not found offers the phone number.
    await expect(canvas.queryByText(/Hittar du inte din adress/)).toBeNull();
    await expect(args.onCovered).not.toHaveBeenCalled();
  },
};

/** The address service is down: the exact SPEC §8 text. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [...broadbandVariants.search.error, ...broadbandHandlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 1');
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(ADDRESS_SERVICE_ERROR);
    await expect(
      canvas.getByText(
        'Just nu har vi problem med vår adresssökning. Vi jobbar med att lösa det så fort som möjligt, vänligen försök lite senare.',
      ),
    ).toBeVisible();
  },
};

/** Suggestions work but the evaluation fails: the same text after 'Kolla!'. */
export const EvaluationError: Story = {
  parameters: {
    msw: { handlers: [...broadbandVariants.evaluate.error, ...broadbandHandlers] },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 1');
    await userEvent.click(await canvas.findByRole('option', { name: 'Storgatan 1, Lund' }, slow));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      ADDRESS_SERVICE_ERROR,
    );
    await expect(args.onCovered).not.toHaveBeenCalled();
  },
};

/** An address the evaluation does not know counts as not covered: the waiting list. */
export const UnknownAddress: Story = {
  parameters: {
    msw: { handlers: [...broadbandVariants.evaluate.empty, ...broadbandHandlers] },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Din adress' }), 'Storgatan 1');
    await userEvent.click(await canvas.findByRole('option', { name: 'Storgatan 1, Lund' }, slow));
    await waitFor(() => expect(args.onNotCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onNotCovered).toHaveBeenCalledWith(
      expect.objectContaining({ potentialCustomerId: '00000000-0000-4000-8000-000000000000' }),
    );
  },
};

/*
 * AllStates shows every search at once, so the address service answers per search string: it
 * never answers for `pendingText` (the loading variant) and fails for `failingText` (the error
 * variant, SPEC §8); every other search is answered from the fixtures. Both are fixture
 * addresses, so the state comes from the service, not from the data.
 */
const pendingText = 'Kungsgatan 12';
const failingText = 'Fjällvägen 7';
const searchByText = http.post(`*/services/${addressSearchContract.path}`, async ({ request }) => {
  const body = (await request.clone().json()) as { searchString?: unknown };
  if (body.searchString === suggestionQuery(pendingText)) {
    return getResponse(broadbandVariants.search.loading, request);
  }
  if (body.searchString === suggestionQuery(failingText)) {
    return getResponse(broadbandVariants.search.error, request);
  }
  return undefined;
});

/** What each state has typed; every state but the first has room below for its pop-up. */
const typed = {
  idle: '',
  loading: pendingText,
  suggestions: 'Storgatan 1',
  'no-hits': 'Påhittade vägen 99',
  error: failingText,
} as const;
type SearchState = keyof typeof typed;

/**
 * Every state in both themes, the visual baseline: nothing typed; searching; suggestions
 * listed; no address matches; the address service down (the SPEC §8 text).
 */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side repeats the address search landmark; on a page there is one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
    msw: { handlers: [searchByText, ...broadbandHandlers] },
  },
  render: (args) => (
    // The spinner stands still so the reference screenshot is stable.
    <div className="flex flex-col gap-8 [&_.animate-spin]:animate-none">
      <div data-story-state="idle">
        <AddressSearch {...args} />
      </div>
      <div data-story-state="loading">
        <AddressSearch {...args} />
      </div>
      <div data-story-state="suggestions" className="pb-80">
        <AddressSearch {...args} />
      </div>
      <div data-story-state="no-hits" className="pb-12">
        <AddressSearch {...args} />
      </div>
      <div data-story-state="error">
        <AddressSearch {...args} />
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const states = async (state: SearchState) => {
      const found = Array.from(
        canvasElement.querySelectorAll<HTMLElement>(`[data-story-state="${state}"]`),
      );
      await expect(found).toHaveLength(2);
      return found.map((element) => {
        const search = within(element);
        return { search, element, input: search.getByRole('combobox', { name: 'Din adress' }) };
      });
    };
    // Only one input can have focus, and leaving one closes its suggestions: each text is
    // entered as a change without focus, so every state keeps its pop-up open.
    for (const state of Object.keys(typed) as SearchState[]) {
      for (const { input } of await states(state)) {
        if (typed[state]) fireEvent.change(input, { target: { value: typed[state] } });
      }
    }
    for (const { search, input } of await states('idle')) {
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('placeholder', 'Skriv din adress här');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(search.queryByRole('alert')).toBeNull();
    }
    for (const { search, input } of await states('suggestions')) {
      await expect(
        await search.findByRole('option', { name: 'Storgatan 1, Lund' }, slow),
      ).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(search.getByRole('status')).toHaveTextContent(
        `${search.getAllByRole('option').length} adresser hittades.`,
      );
    }
    for (const { search, input } of await states('no-hits')) {
      await expect(
        await search.findByText('Inga adresser matchar din sökning.', {}, slow),
      ).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(search.getByRole('status')).toHaveTextContent('Inga adresser hittades.');
    }
    for (const { search } of await states('error')) {
      await expect(await search.findByRole('alert', {}, slow)).toHaveTextContent(
        ADDRESS_SERVICE_ERROR,
      );
      await expect(search.queryByRole('option')).toBeNull();
    }
    // Still searching after the others have answered.
    for (const { search, element } of await states('loading')) {
      await expect(search.getByRole('status')).toHaveTextContent('Söker adresser…');
      await expect(element.querySelector('.animate-spin')).toBeVisible();
      await expect(search.queryByRole('option')).toBeNull();
    }
    await expect(args.onCovered).not.toHaveBeenCalled();
    await expect(args.onNotCovered).not.toHaveBeenCalled();
  },
};
