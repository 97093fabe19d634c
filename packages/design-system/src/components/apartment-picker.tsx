import { Check, Search } from 'lucide-react';
import * as React from 'react';
import {
  apartmentEntranceText,
  apartmentLabel,
  filterApartments,
  type Apartment,
} from '../lib/apartment-filter';
import { cn } from '../lib/cn';

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

/** An element id for an option; ids may not contain whitespace (aria-activedescendant). */
function optionId(prefix: string, pointId: string): string {
  return `${prefix}-option-${pointId.replace(/\s/g, '_')}`;
}

/** A single printable character typed without modifiers: type-ahead into the search field. */
function isPrintable(event: React.KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Pick one apartment at an address: a search field that filters as you type and a listbox
 * (ARIA listbox pattern). The listbox keeps DOM focus and points at the active option with
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
  const ids = {
    title: `${id}-title`,
    input: `${id}-search`,
    help: `${id}-help`,
    list: `${id}-list`,
    option: (pointId: string) => optionId(id, pointId),
  };
  const Heading = `h${headingLevel}` as const;

  const [query, setQuery] = React.useState('');
  const [ownSelection, setOwnSelection] = React.useState<string | undefined>(undefined);
  const [activeId, setActiveId] = React.useState<string | undefined>(undefined);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);

  const selectedId = selectedPointId ?? ownSelection;
  const matches = React.useMemo(() => filterApartments(apartments, query), [apartments, query]);
  // The active option must be one that is shown; filtering may have removed it.
  const active = matches.find((apartment) => apartment.pointId === activeId);

  React.useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(id, active.pointId))?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function select(apartment: Apartment) {
    setActiveId(apartment.pointId);
    setOwnSelection(apartment.pointId);
    onSelect(apartment);
  }

  function moveTo(index: number) {
    const target = matches[Math.max(0, Math.min(index, matches.length - 1))];
    if (target) setActiveId(target.pointId);
  }

  function onInputKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' || matches.length === 0) return;
    event.preventDefault();
    const selectedIndex = matches.findIndex((apartment) => apartment.pointId === selectedId);
    moveTo(selectedIndex >= 0 ? selectedIndex : 0);
    listRef.current?.focus();
  }

  function onListKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
    const index = active ? matches.indexOf(active) : -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (index <= 0) inputRef.current?.focus();
        else moveTo(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(matches.length - 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (active) select(active);
        break;
      default:
        // Typing while in the list refines the search; the character lands in the field.
        if (isPrintable(event)) inputRef.current?.focus();
    }
  }

  function onListFocus() {
    // Focus arriving by Tab lands on the selected option, or the first.
    if (active) return;
    const selectedIndex = matches.findIndex((apartment) => apartment.pointId === selectedId);
    moveTo(selectedIndex >= 0 ? selectedIndex : 0);
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

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.input} className="text-sm font-semibold">
          Lägenhetsnummer
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={ids.input}
            data-slot="apartment-picker-search"
            type="search"
            autoComplete="off"
            placeholder="Sök lgh-nummer"
            aria-describedby={ids.help}
            aria-controls={matches.length > 0 ? ids.list : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            className="h-12 w-full rounded-md border-2 border-border-strong bg-surface pr-3 pl-10 text-base text-fg placeholder:text-muted focus-visible:border-focus focus-visible:focus-ring"
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

      {matches.length > 0 ? (
        <ul
          ref={listRef}
          id={ids.list}
          role="listbox"
          tabIndex={0}
          aria-labelledby={ids.title}
          aria-activedescendant={active ? ids.option(active.pointId) : undefined}
          data-slot="apartment-picker-list"
          onKeyDown={onListKeyDown}
          onFocus={onListFocus}
          className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-md border border-border bg-surface p-1 focus-visible:focus-ring"
        >
          {matches.map((apartment) => {
            const isSelected = apartment.pointId === selectedId;
            const isActive = apartment.pointId === active?.pointId;
            const entrance = apartmentEntranceText(apartment);
            return (
              // Keyboard handling lives on the listbox (aria-activedescendant); a click selects.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={apartment.pointId}
                id={ids.option(apartment.pointId)}
                role="option"
                aria-selected={isSelected}
                data-state={isSelected ? 'selected' : undefined}
                data-active={isActive || undefined}
                onClick={() => select(apartment)}
                onPointerMove={() => {
                  if (!isActive) setActiveId(apartment.pointId);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-sm border-2 border-transparent px-3 py-2.5',
                  isActive && 'bg-surface-muted',
                  // The active option shows a focus outline while the listbox has focus.
                  isActive && 'in-focus-visible:border-focus',
                  isSelected && 'bg-accent text-accent-fg',
                )}
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
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
