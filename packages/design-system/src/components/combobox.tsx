import { cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { useKeepTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import {
  useListboxNavigation,
  type ListboxNavigation,
  type ListboxNavigationMode,
  type ListboxNavigationOptions,
} from '../lib/use-listbox-navigation';

/** See ListboxNavigationMode: a pop-up combobox, or a listbox under a filter field. */
export type ComboboxMode = ListboxNavigationMode;

export interface ComboboxProps<T> extends ListboxNavigationOptions<T> {
  children: React.ReactNode;
}

const ComboboxContext = React.createContext<ListboxNavigation | null>(null);

function useComboboxContext(part: string): ListboxNavigation {
  const context = React.useContext(ComboboxContext);
  if (!context) throw new Error(`${part} must be rendered inside <Combobox>`);
  return context;
}

/**
 * A combobox or a listbox with a filter field (WAI-ARIA APG), for the parts below: one
 * ComboboxInput, one ComboboxList of ComboboxOption (`value` = the option's key), and
 * optionally ComboboxEmpty and ComboboxLoadingIndicator. It renders no element of its own.
 */
export function Combobox<T>({ children, ...options }: ComboboxProps<T>) {
  const navigation = useListboxNavigation(options);
  return <ComboboxContext.Provider value={navigation}>{children}</ComboboxContext.Provider>;
}

/**
 * The text field. combobox mode: role=combobox; ↓/↑ open the pop-up and move the active option
 * (↑ from nothing goes to the last), Enter picks the active option (otherwise the form submits),
 * Escape closes the pop-up and a second Escape straight after clears the field (onClear); after a
 * pick Escape leaves the text alone. ←/→/Home/End edit the text again. listbox mode: a plain
 * (search) field whose ↓ moves into the listbox.
 */
export function ComboboxInput({
  onChange,
  onKeyDown,
  onFocus,
  onBlur,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'ref'>) {
  const { attachInput, ...context } = useComboboxContext('ComboboxInput');
  const { mode, listId, activeKey } = context;
  // In a part that hydrates after the first paint, text typed meanwhile is kept.
  useKeepTypedBeforeHydration(props.id);

  const comboboxProps =
    mode === 'combobox'
      ? ({
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': context.expanded,
          'aria-controls': listId,
          'aria-activedescendant':
            activeKey === undefined ? undefined : context.optionId(activeKey),
        } as const)
      : { 'aria-controls': context.optionCount > 0 ? listId : undefined };

  return (
    <input
      ref={attachInput}
      data-slot="combobox-input"
      type="text"
      autoComplete="off"
      {...comboboxProps}
      {...props}
      onChange={(event) => {
        context.onInputChange();
        onChange?.(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) context.onInputKeyDown(event);
      }}
      onFocus={(event) => {
        if (mode === 'combobox') context.setOpen(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (mode === 'combobox') context.setOpen(false);
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
  const { attachList, ...context } = useComboboxContext('ComboboxList');
  const { mode, listId, activeKey } = context;
  if (mode === 'listbox' && context.optionCount === 0) return null;

  const listboxProps =
    mode === 'listbox'
      ? {
          tabIndex: 0,
          'aria-activedescendant':
            activeKey === undefined ? undefined : context.optionId(activeKey),
        }
      : { hidden: !context.expanded };

  return (
    <ul
      ref={attachList}
      id={listId}
      role="listbox"
      data-slot="combobox-list"
      data-mode={mode}
      aria-busy={context.loading || undefined}
      {...listboxProps}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) context.onListKeyDown(event);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) context.onListFocus();
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
      id={context.optionId(value)}
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
        // A listbox takes focus with this press: the pressed option is the one it points at.
        else context.activate(value);
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
