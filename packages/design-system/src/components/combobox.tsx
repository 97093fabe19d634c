import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import {
  isPrintableKey,
  listboxOptionId,
  nextActiveIndex,
  type ListboxMove,
} from '../lib/listbox-navigation';

/**
 * - `combobox`: the WAI-ARIA APG combobox. DOM focus stays in the input (role=combobox); the
 *   pop-up listbox shows while open and the input points at the active option with
 *   aria-activedescendant. Selection follows the active option.
 * - `listbox`: the APG listbox with a separate filter field. The listbox is always shown, takes
 *   DOM focus itself (↓ in the field moves there) and marks the selected option apart from the
 *   active one.
 */
export type ComboboxMode = 'combobox' | 'listbox';

interface ComboboxContextValue {
  mode: ComboboxMode;
  listId: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  listRef: React.RefObject<HTMLUListElement | null>;
  optionCount: number;
  /** combobox: the visitor wants the pop-up (it shows only with options); listbox: always. */
  open: boolean;
  /** The listbox is shown: open and with options. */
  expanded: boolean;
  loading: boolean;
  activeKey: string | undefined;
  /** Index of the active option, -1 when none is. */
  activeIndex: number;
  selectedKey: string | undefined;
  setOpen: (open: boolean) => void;
  activate: (key: string | undefined) => void;
  /** Make the selected option active, or the first when none of the shown ones is selected. */
  activateSelectedOrFirst: () => void;
  move: (move: ListboxMove) => void;
  select: (key: string) => void;
  clear: (() => void) | undefined;
}

const ComboboxContext = React.createContext<ComboboxContextValue | null>(null);

function useComboboxContext(part: string): ComboboxContextValue {
  const context = React.useContext(ComboboxContext);
  if (!context) throw new Error(`${part} must be rendered inside <Combobox>`);
  return context;
}

export interface ComboboxProps<T> {
  /** The options in the order they are shown. */
  options: readonly T[];
  /** A key per option, unique in the list: option ids and `ComboboxOption value` come from it. */
  getOptionKey: (option: T) => string;
  /** Called with the option the visitor picks (Enter, a click, or Space in listbox mode). */
  onSelect: (option: T) => void;
  /** See ComboboxMode; `combobox` unless said. */
  mode?: ComboboxMode;
  /** combobox mode: whether the pop-up is wanted, when the parent controls it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** listbox mode: the key of the selected option (aria-selected). */
  selectedKey?: string;
  /** ↑/↓ wrap past the ends; by default in combobox mode, while the listbox holds at its ends. */
  loop?: boolean;
  /** Options are being fetched: the listbox is busy and the empty message waits. */
  loading?: boolean;
  /** combobox mode: Escape with the pop-up already closed clears the input through this. */
  onClear?: () => void;
  children: React.ReactNode;
}

/** The state and keyboard model shared by ComboboxInput, ComboboxList and ComboboxOption. */
export function Combobox<T>({
  options,
  getOptionKey,
  onSelect,
  mode = 'combobox',
  open: openProp,
  onOpenChange,
  selectedKey: selectedKeyProp,
  loop = mode === 'combobox',
  loading = false,
  onClear,
  children,
}: ComboboxProps<T>) {
  const listId = `${React.useId()}-listbox`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const [ownOpen, setOwnOpen] = React.useState(false);
  const [activeState, setActiveState] = React.useState<string | undefined>(undefined);

  const keys = options.map(getOptionKey);
  const open = mode === 'listbox' || (openProp ?? ownOpen);
  const expanded = open && keys.length > 0;
  // Only a shown option can be active: closing or filtering may have taken it away.
  const activeKey =
    expanded && activeState !== undefined && keys.includes(activeState) ? activeState : undefined;
  const activeIndex = activeKey === undefined ? -1 : keys.indexOf(activeKey);
  const selectedKey = mode === 'combobox' ? activeKey : selectedKeyProp;

  React.useEffect(() => {
    if (activeKey === undefined) return;
    document.getElementById(listboxOptionId(listId, activeKey))?.scrollIntoView({
      block: 'nearest',
    });
  }, [activeKey, listId]);

  const setOpen = (next: boolean) => {
    if (mode === 'listbox') return;
    if (!next) setActiveState(undefined);
    setOwnOpen(next);
    if (next !== open) onOpenChange?.(next);
  };

  const context: ComboboxContextValue = {
    mode,
    listId,
    inputRef,
    listRef,
    optionCount: keys.length,
    open,
    expanded,
    loading,
    activeKey,
    activeIndex,
    selectedKey,
    setOpen,
    activate: setActiveState,
    activateSelectedOrFirst: () => {
      const shown = selectedKey !== undefined && keys.includes(selectedKey);
      setActiveState(shown ? selectedKey : keys[0]);
    },
    move: (move) => setActiveState(keys[nextActiveIndex(activeIndex, move, keys.length, loop)]),
    select: (key) => {
      const option = options.find((candidate) => getOptionKey(candidate) === key);
      if (option === undefined) return;
      if (mode === 'combobox') setOpen(false);
      else setActiveState(key);
      onSelect(option);
    },
    clear: onClear,
  };

  return <ComboboxContext.Provider value={context}>{children}</ComboboxContext.Provider>;
}

/**
 * The text field. combobox mode: role=combobox; ↓/↑ open the pop-up and move the active option
 * (↑ from nothing goes to the last), Enter picks the active option (otherwise the form submits),
 * Escape closes the pop-up, or clears the field when it is closed (onClear), and ←/→/Home/End
 * edit the text again. listbox mode: a plain (search) field whose ↓ moves into the listbox.
 */
export function ComboboxInput({
  onChange,
  onKeyDown,
  onFocus,
  onBlur,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'ref'>) {
  const {
    mode,
    listId,
    inputRef,
    listRef,
    optionCount,
    activeKey,
    expanded,
    setOpen,
    activate,
    activateSelectedOrFirst,
    move,
    select,
    clear,
  } = useComboboxContext('ComboboxInput');

  function comboboxKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (optionCount === 0) return;
        event.preventDefault();
        setOpen(true);
        if (expanded) move(event.key === 'ArrowDown' ? 'next' : 'previous');
        else move(event.key === 'ArrowDown' ? 'first' : 'last');
        break;
      case 'Enter':
        if (activeKey === undefined) return;
        event.preventDefault();
        select(activeKey);
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (event.currentTarget.value && clear) {
          event.preventDefault();
          clear();
        }
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the text, so the visual focus goes back there too.
        activate(undefined);
        break;
    }
  }

  function listboxKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' || optionCount === 0) return;
    event.preventDefault();
    activateSelectedOrFirst();
    listRef.current?.focus();
  }

  const comboboxProps =
    mode === 'combobox'
      ? ({
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant':
            activeKey === undefined ? undefined : listboxOptionId(listId, activeKey),
        } as const)
      : { 'aria-controls': optionCount > 0 ? listId : undefined };

  return (
    <input
      ref={inputRef}
      data-slot="combobox-input"
      type="text"
      autoComplete="off"
      {...comboboxProps}
      {...props}
      onChange={(event) => {
        if (mode === 'combobox') {
          activate(undefined);
          setOpen(true);
        }
        onChange?.(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (mode === 'combobox') comboboxKeyDown(event);
        else listboxKeyDown(event);
      }}
      onFocus={(event) => {
        if (mode === 'combobox') setOpen(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (mode === 'combobox') setOpen(false);
        onBlur?.(event);
      }}
      className={cn(
        'h-12 w-full rounded-md border-2 border-border-strong bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-focus focus-visible:focus-ring',
        className,
      )}
    />
  );
}

const listVariants = cva(
  'max-h-80 overflow-y-auto rounded-md border border-border bg-surface p-1',
  {
    variants: {
      mode: {
        combobox: 'absolute top-full right-0 left-0 z-20 mt-1 shadow-lg',
        listbox: 'flex flex-col gap-1 focus-visible:focus-ring',
      },
    },
  },
);

/**
 * The listbox; name it with aria-label or aria-labelledby. combobox mode: the pop-up under the
 * input (give their wrapper `relative`), hidden while collapsed. listbox mode: focusable, with
 * ↑/↓, Home/End, Enter/Space; ↑ on the first option and typing go back to the filter field.
 * Renders nothing without options in listbox mode; say so with ComboboxEmpty or a status line.
 */
export function ComboboxList({
  className,
  onKeyDown,
  onFocus,
  ...props
}: Omit<React.ComponentProps<'ul'>, 'ref'>) {
  const {
    mode,
    listId,
    inputRef,
    listRef,
    optionCount,
    expanded,
    loading,
    activeKey,
    activeIndex,
    activateSelectedOrFirst,
    move,
    select,
  } = useComboboxContext('ComboboxList');
  if (mode === 'listbox' && optionCount === 0) return null;

  function listboxKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (inputRef.current && activeIndex <= 0) inputRef.current.focus();
        else move('previous');
        break;
      case 'Home':
        event.preventDefault();
        move('first');
        break;
      case 'End':
        event.preventDefault();
        move('last');
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (activeKey !== undefined) select(activeKey);
        break;
      default:
        // Typing in the list refines the filter: the character lands in the field.
        if (isPrintableKey(event)) inputRef.current?.focus();
    }
  }

  const listboxProps =
    mode === 'listbox'
      ? {
          tabIndex: 0,
          'aria-activedescendant':
            activeKey === undefined ? undefined : listboxOptionId(listId, activeKey),
        }
      : { hidden: !expanded };

  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      data-slot="combobox-list"
      data-mode={mode}
      aria-busy={loading || undefined}
      {...listboxProps}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && mode === 'listbox') listboxKeyDown(event);
      }}
      onFocus={(event) => {
        // Focus arriving by Tab lands on the selected option, or the first.
        if (mode === 'listbox' && event.target === event.currentTarget && activeKey === undefined) {
          activateSelectedOrFirst();
        }
        onFocus?.(event);
      }}
      className={cn(listVariants({ mode }), className)}
    />
  );
}

export interface ComboboxOptionProps extends React.ComponentProps<'li'> {
  /** The option's key, as `getOptionKey` gives it. */
  value: string;
}

/** One option: a click picks it, the pointer makes it active; keys are handled by the owner. */
export function ComboboxOption({
  value,
  className,
  onMouseDown,
  onClick,
  onPointerMove,
  ...props
}: ComboboxOptionProps) {
  const context = useComboboxContext('ComboboxOption');
  const active = context.activeKey === value;
  const selected = context.selectedKey === value;
  return (
    // Keyboard handling lives on the combobox or listbox (aria-activedescendant); a click picks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={listboxOptionId(context.listId, value)}
      role="option"
      aria-selected={selected}
      data-slot="combobox-option"
      data-state={selected ? 'selected' : undefined}
      data-active={active || undefined}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Keep focus in the input so that its blur does not close the pop-up under the click.
        if (context.mode === 'combobox') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        context.select(value);
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (!active) context.activate(value);
      }}
      className={cn(
        'cursor-pointer rounded-sm px-3 py-2.5 text-base text-fg data-active:not-aria-selected:bg-surface-muted aria-selected:bg-accent aria-selected:text-accent-fg',
        className,
      )}
    />
  );
}

/**
 * Says that nothing matches: shown while open, not loading and without options. In combobox
 * mode it stands where the pop-up would.
 */
export function ComboboxEmpty({
  className,
  children = 'Inga träffar.',
  ...props
}: React.ComponentProps<'p'>) {
  const context = useComboboxContext('ComboboxEmpty');
  if (!context.open || context.loading || context.optionCount > 0) return null;
  return (
    <p
      data-slot="combobox-empty"
      className={cn(
        'text-base text-muted',
        context.mode === 'combobox' &&
          'absolute top-full right-0 left-0 z-20 mt-1 rounded-md border border-border bg-surface px-3 py-2.5 shadow-lg',
        className,
      )}
      {...props}
    >
      {children}
    </p>
  );
}

/**
 * The visual cue at the end of the input while options load (put it in the input's `relative`
 * wrapper). Hidden from screen readers: announce the search in a status line.
 */
export function ComboboxLoadingIndicator({ className, ...props }: React.ComponentProps<'span'>) {
  const context = useComboboxContext('ComboboxLoadingIndicator');
  if (!context.loading) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="combobox-loading-indicator"
      className={cn(
        'absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin rounded-pill border-2 border-muted border-r-transparent',
        className,
      )}
      {...props}
    />
  );
}
