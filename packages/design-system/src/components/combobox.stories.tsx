import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './button';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxList,
  ComboboxLoadingIndicator,
  ComboboxOption,
  type ComboboxMode,
} from './combobox';

/** Towns with a Lingon shop, in the order the list shows them. */
const towns = [
  'Göteborg',
  'Kalmar',
  'Karlstad',
  'Kiruna',
  'Luleå',
  'Lund',
  'Malmö',
  'Mora',
  'Skellefteå',
  'Stockholm',
  'Sundsvall',
  'Umeå',
  'Uppsala',
  'Örebro',
  'Östersund',
];

const startsWith = (town: string, text: string) =>
  town.toLocaleLowerCase('sv').startsWith(text.trim().toLocaleLowerCase('sv'));

interface TownPickerProps {
  /** combobox: a pop-up under the field; listbox: a list under a filter field. */
  mode?: ComboboxMode;
  options?: readonly string[];
  loading?: boolean;
  /** Start with the pop-up open (combobox mode), e.g. for the visual baseline. */
  defaultOpen?: boolean;
  defaultText?: string;
  defaultSelected?: string;
  onSelect: (town: string) => void;
}

/** A town picker as a page would build it on Combobox: a label, the field and a status line. */
function TownPicker({
  mode = 'combobox',
  options = towns,
  loading = false,
  defaultOpen = false,
  defaultText = '',
  defaultSelected,
  onSelect,
}: TownPickerProps) {
  const id = React.useId();
  const [text, setText] = React.useState(defaultText);
  const [open, setOpen] = React.useState(defaultOpen);
  const [selected, setSelected] = React.useState(defaultSelected);
  const matches = loading ? [] : options.filter((town) => startsWith(town, text));
  const status = loading
    ? 'Söker orter…'
    : matches.length === 1
      ? '1 ort i listan.'
      : `${matches.length} orter i listan.`;

  return (
    <div className="flex max-w-sm flex-col gap-1.5 text-fg">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        Ort
      </label>
      <Combobox
        mode={mode}
        options={matches}
        getOptionKey={(town) => town}
        onSelect={(town) => {
          setSelected(town);
          if (mode === 'combobox') setText(town);
          onSelect(town);
        }}
        open={open}
        onOpenChange={setOpen}
        selectedKey={selected}
        loading={loading}
        onClear={() => setText('')}
      >
        <div className="relative">
          <ComboboxInput
            id={`${id}-input`}
            type={mode === 'combobox' ? 'text' : 'search'}
            placeholder="Skriv en ort"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pr-10"
          />
          <ComboboxLoadingIndicator />
          <ComboboxList aria-label="Orter" className={mode === 'listbox' ? 'mt-2' : undefined}>
            {matches.map((town) => (
              <ComboboxOption key={town} value={town}>
                {town}
              </ComboboxOption>
            ))}
          </ComboboxList>
          <ComboboxEmpty className={mode === 'listbox' ? 'mt-2' : undefined}>
            Ingen ort matchar din sökning.
          </ComboboxEmpty>
        </div>
      </Combobox>
      <p role="status" className="sr-only">
        {status}
      </p>
      {/* Something after the field for Tab to move to. */}
      <Button type="button" variant="link" size="sm" className="mt-4 self-start">
        Visa alla butiker
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design system/Combobox',
  component: TownPicker,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="pb-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TownPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the pop-up; a click picks a town and closes it, focus stays in the field. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Ort' });
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // The collapsed pop-up is in the page, hidden, and the field points at it.
    const listbox = canvasElement.ownerDocument.getElementById(
      input.getAttribute('aria-controls') ?? '',
    );
    await expect(listbox).toHaveAttribute('role', 'listbox');
    await expect(listbox).not.toBeVisible();

    await userEvent.type(input, 'lu');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('listbox', { name: 'Orter' })).toBe(listbox);
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Luleå', 'Lund']);
    // Options have their own stable ids, and nothing is active before the arrows are used.
    await expect(new Set(options.map((option) => option.id)).size).toBe(2);
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.hover(options[1] as HTMLElement);
    await expect(options[1]).toHaveAttribute('data-active');
    await userEvent.click(options[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('Lund');
    await expect(input).toHaveValue('Lund');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).not.toBeVisible();
  },
};

/**
 * ↓/↑ open and wrap, Escape closes and a second Escape clears, Enter picks (Escape then keeps the
 * pick), ←/→ go back to the text, Tab leaves.
 */
export const KeyboardInteraction: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'k');
    const [kalmar, karlstad, kiruna] = canvas.getAllByRole('option');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', kalmar?.id);
    await expect(kalmar).toHaveAttribute('aria-selected', 'true');
    await expect(karlstad).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', kiruna?.id);
    // Past the last option the active one wraps to the first, and back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', kalmar?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', kiruna?.id);

    // ← moves the caret: the visual focus goes back to the text.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('k');
    // ↑ on the closed field opens it on the last option; Enter picks it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', kiruna?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('Kiruna');
    await expect(input).toHaveValue('Kiruna');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Escape right after a pick closes nothing, so it keeps the pick, however often pressed.
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(input).toHaveValue('Kiruna');

    // Escape closes the pop-up and keeps the text; a second Escape straight after clears it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Kiruna');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');

    // Tab leaves the field and closes the pop-up.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Visa alla butiker' })).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** The active option is scrolled into the pop-up's view. */
export const ScrollsToActiveOption: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ort' });
    await userEvent.click(input);
    const listbox = canvas.getByRole('listbox', { name: 'Orter' });
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const last = canvas.getByRole('option', { name: 'Östersund' });
    const inView = (option: HTMLElement) => {
      const box = listbox.getBoundingClientRect();
      const rect = option.getBoundingClientRect();
      return rect.top >= box.top && rect.bottom <= box.bottom;
    };
    await expect(inView(last)).toBe(false);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await waitFor(() => expect(inView(last)).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(inView(canvas.getByRole('option', { name: 'Göteborg' }))).toBe(true),
    );
  },
};

/**
 * Listbox mode: a filter field and a list that takes focus. ↓ in the field enters the list,
 * Home/End jump, ↑ on the first option and typing go back to the field, Space selects.
 */
export const ListboxMode: Story = {
  args: { mode: 'listbox', defaultSelected: 'Lund' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Ort' });
    const listbox = canvas.getByRole('listbox', { name: 'Orter' });
    await expect(field).toHaveAttribute('aria-controls', listbox.id);
    const lund = canvas.getByRole('option', { name: 'Lund' });
    await expect(lund).toHaveAttribute('aria-selected', 'true');

    // Tab lands on the selected option.
    await userEvent.click(field);
    await userEvent.tab();
    await expect(listbox).toHaveFocus();
    await expect(listbox).toHaveAttribute('aria-activedescendant', lund.id);
    await userEvent.keyboard('{End}');
    const options = canvas.getAllByRole('option');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    // The list holds at its ends.
    await userEvent.keyboard('{ArrowDown}');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(listbox).toHaveAttribute('aria-activedescendant', options[1]?.id);
    // Moving does not select: Lund stays selected until Space.
    await expect(lund).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('Kalmar');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(lund).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(listbox).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('s');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Skellefteå',
      'Stockholm',
      'Sundsvall',
    ]);
  },
};

/** Nothing matches: the pop-up says so in Swedish and the combobox stays collapsed. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Visby');
    await expect(canvas.getByText('Ingen ort matchar din sökning.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('option')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 orter i listan.');
  },
};

/** Options are on their way: a spinner in the field, a busy listbox, no empty message yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Lu');
    await expect(canvas.getByRole('status')).toHaveTextContent('Söker orter…');
    await expect(
      canvasElement.querySelector('[data-slot="combobox-loading-indicator"]'),
    ).toBeVisible();
    await expect(canvas.getByRole('listbox', { hidden: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('Ingen ort matchar din sökning.')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Every state in both themes, the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    // The spinner stands still so the reference screenshot is stable.
    <div className="flex flex-col gap-8 [&_.animate-spin]:animate-none">
      <TownPicker {...args} />
      <div className="pb-28">
        <TownPicker {...args} defaultOpen defaultText="Lu" />
      </div>
      <div className="pb-12">
        <TownPicker {...args} defaultOpen defaultText="Visby" />
      </div>
      <TownPicker {...args} defaultText="Lu" loading />
      <TownPicker {...args} mode="listbox" defaultText="S" defaultSelected="Stockholm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { expanded: true })).toHaveLength(2);
    await expect(canvas.getAllByText('Ingen ort matchar din sökning.')).toHaveLength(2);
    await expect(canvas.getAllByRole('option', { selected: true })).toHaveLength(2);
  },
};
