import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import * as React from 'react';
import {
  apartmentEntranceText,
  apartmentLabel,
  filterApartments,
  type Apartment,
} from '../lib/apartment-filter';
import { cn } from '../lib/cn';
import { Combobox, ComboboxInput, ComboboxList, ComboboxOption } from './combobox';

export type { Apartment } from '../lib/apartment-filter';

export interface ApartmentPickerProps extends Omit<
  React.ComponentProps<'div'>,
  'onSelect' | 'title'
> {
  /** The homes at the address (SPEC §3 address evaluation). */
  apartments: readonly Apartment[];
  /** Called with the apartment the user picks. */
  onSelect: (apartment: Apartment) => void;
  /** pointId of the chosen apartment, when the parent controls the selection. */
  selectedPointId?: string;
  /** Heading text. */
  title?: string;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

function resultText(count: number, total: number, query: string): string {
  if (total === 0) return 'Vi hittade inga lägenheter på adressen.';
  if (count === 0) return `Ingen lägenhet matchar ”${query.trim()}”.`;
  return count === 1 ? '1 lägenhet i listan.' : `${count} lägenheter i listan.`;
}

/**
 * Pick one apartment at an address: a search field that filters as you type and a listbox
 * (Combobox in listbox mode). The listbox keeps DOM focus and points at the active option with
 * aria-activedescendant: ↑/↓ move, Home/End jump, Enter/Space select. ↓ in the search field
 * moves into the list; ↑ on the first option and typing in the list go back to the search.
 */
export function ApartmentPicker({
  apartments,
  onSelect,
  selectedPointId,
  title = 'Välj din bostad i listan:',
  headingLevel = 2,
  className,
  ...props
}: ApartmentPickerProps) {
  const id = React.useId();
  const ids = { title: `${id}-title`, input: `${id}-search`, help: `${id}-help` };
  const Heading = `h${headingLevel}` as const;

  const [query, setQuery] = React.useState('');
  const [ownSelection, setOwnSelection] = React.useState<string | undefined>(undefined);

  const selectedId = selectedPointId ?? ownSelection;
  const matches = React.useMemo(() => filterApartments(apartments, query), [apartments, query]);

  function select(apartment: Apartment) {
    setOwnSelection(apartment.pointId);
    onSelect(apartment);
  }

  return (
    <div
      role="group"
      data-slot="apartment-picker"
      aria-labelledby={ids.title}
      className={cn('flex flex-col gap-4 text-fg', className)}
      {...props}
    >
      <Heading id={ids.title} className="text-xl font-bold">
        {title}
      </Heading>

      <Combobox
        mode="listbox"
        options={matches}
        getOptionKey={(apartment) => apartment.pointId}
        selectedKey={selectedId}
        onSelect={select}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.input} className="text-sm font-semibold">
            Lägenhetsnummer
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            />
            <ComboboxInput
              id={ids.input}
              data-slot="apartment-picker-search"
              type="search"
              placeholder="Sök lgh-nummer"
              aria-describedby={ids.help}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="pr-3 pl-10"
            />
          </div>
          <p id={ids.help} className="text-sm text-muted">
            Lägenhetsnumret hittar du vid husets entré, på dörren eller brevlådan. Det står också i
            ditt hyreskontrakt och på elräkningen.
          </p>
        </div>

        <p role="status" className={cn(matches.length > 0 && 'sr-only', 'text-base text-muted')}>
          {resultText(matches.length, apartments.length, query)}
        </p>

        <ComboboxList aria-labelledby={ids.title} data-slot="apartment-picker-list">
          {matches.map((apartment) => {
            const isSelected = apartment.pointId === selectedId;
            const entrance = apartmentEntranceText(apartment);
            return (
              <ComboboxOption
                key={apartment.pointId}
                value={apartment.pointId}
                // The active option shows a focus outline while the listbox has focus.
                className="flex items-center gap-3 border-2 border-transparent data-active:in-focus-visible:border-focus"
              >
                <span className="flex flex-1 flex-col">
                  <span className="font-semibold">{apartmentLabel(apartment)}</span>
                  {entrance ? (
                    <span className={cn('text-sm', isSelected ? 'text-accent-fg' : 'text-muted')}>
                      {entrance}
                    </span>
                  ) : null}
                </span>
                {isSelected ? <Check aria-hidden="true" className="size-5 shrink-0" /> : null}
              </ComboboxOption>
            );
          })}
        </ComboboxList>
      </Combobox>
    </div>
  );
}
