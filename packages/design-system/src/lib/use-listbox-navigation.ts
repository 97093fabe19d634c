import * as React from 'react';
import {
  isPrintableKey,
  listboxOptionId,
  nextActiveIndex,
  type ListboxMove,
} from './listbox-navigation';

/**
 * - `combobox`: the WAI-ARIA APG combobox. DOM focus stays in the input (role=combobox); the
 *   pop-up listbox shows while open and the input points at the active option with
 *   aria-activedescendant. Selection follows the active option.
 * - `listbox`: the APG listbox with a separate filter field. The listbox is always shown, takes
 *   DOM focus itself (↓ in the field moves there) and marks the selected option apart from the
 *   active one.
 */
export type ListboxNavigationMode = 'combobox' | 'listbox';

export interface ListboxNavigationOptions<T> {
  /** The options in the order they are shown. */
  options: readonly T[];
  /** A key per option, unique in the list: option ids come from it. */
  getOptionKey: (option: T) => string;
  /** Called with the option the visitor picks (Enter, a click, or Space in listbox mode). */
  onSelect: (option: T) => void;
  /** See ListboxNavigationMode; `combobox` unless said. */
  mode?: ListboxNavigationMode;
  /** combobox mode: whether the pop-up is wanted, when the parent controls it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** listbox mode: the key of the selected option (aria-selected). */
  selectedKey?: string;
  /** ↑/↓ wrap past the ends; by default in combobox mode, while the listbox holds at its ends. */
  loop?: boolean;
  /** Options are being fetched: the listbox is busy and an empty message waits. */
  loading?: boolean;
  /**
   * combobox mode: a second Escape, straight after the one that closed the pop-up, clears the
   * input through this. An Escape that closed nothing (after a pick, or with the pop-up already
   * closed) leaves the text alone: it is pressed out of habit, to dismiss or leave.
   */
  onClear?: () => void;
}

export interface ListboxNavigation {
  mode: ListboxNavigationMode;
  listId: string;
  optionCount: number;
  /** combobox: the visitor wants the pop-up (it shows only with options); listbox: always. */
  open: boolean;
  /** The listbox is shown: open and with options. */
  expanded: boolean;
  loading: boolean;
  /** The option with visual focus; only a shown option can be it. */
  activeKey: string | undefined;
  selectedKey: string | undefined;
  optionId: (key: string) => string;
  /** Callback refs for the field and the listbox. */
  attachInput: (element: HTMLInputElement | null) => void;
  attachList: (element: HTMLUListElement | null) => void;
  setOpen: (open: boolean) => void;
  activate: (key: string | undefined) => void;
  select: (key: string) => void;
  onInputKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** Typing in a combobox: the visual focus goes back to the text and the pop-up opens. */
  onInputChange: () => void;
  onListKeyDown: (event: React.KeyboardEvent<HTMLUListElement>) => void;
  /** Focus reaching the listbox (listbox mode) lands on the selected option, or the first. */
  onListFocus: () => void;
}

/**
 * The active-option state and keyboard model of a combobox or a listbox with a filter field
 * (WAI-ARIA APG). Markup and ARIA attributes are the Combobox parts' job.
 */
export function useListboxNavigation<T>({
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
}: ListboxNavigationOptions<T>): ListboxNavigation {
  const listId = `${React.useId()}-listbox`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const [ownOpen, setOwnOpen] = React.useState(false);
  const [activeState, setActiveState] = React.useState<string | undefined>(undefined);
  // The last key in the field was an Escape that closed the pop-up: the next Escape clears.
  const escapeClosedPopup = React.useRef(false);

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
    // The list's own document or shadow root: inside a Shadow DOM `document` cannot see it.
    const root = (inputRef.current ?? listRef.current)?.getRootNode() as
      Document | ShadowRoot | undefined;
    (root ?? document).getElementById(listboxOptionId(listId, activeKey))?.scrollIntoView({
      block: 'nearest',
    });
  }, [activeKey, listId]);

  const setOpen = (next: boolean) => {
    if (mode === 'listbox') return;
    if (next) escapeClosedPopup.current = false;
    else setActiveState(undefined);
    setOwnOpen(next);
    if (next !== open) onOpenChange?.(next);
  };
  const move = (to: ListboxMove) =>
    setActiveState(keys[nextActiveIndex(activeIndex, to, keys.length, loop)]);
  const activateSelectedOrFirst = () => {
    const shown = selectedKey !== undefined && keys.includes(selectedKey);
    setActiveState(shown ? selectedKey : keys[0]);
  };
  /** Focus the field; false when there is none. */
  const focusInput = () => {
    inputRef.current?.focus();
    return inputRef.current !== null;
  };
  const select = (key: string) => {
    const option = options.find((candidate) => getOptionKey(candidate) === key);
    if (option === undefined) return;
    escapeClosedPopup.current = false;
    if (mode === 'combobox') setOpen(false);
    else setActiveState(key);
    onSelect(option);
  };

  function comboboxKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const afterClosingEscape = escapeClosedPopup.current;
    escapeClosedPopup.current = false;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (keys.length === 0) return;
        event.preventDefault();
        setOpen(true);
        if (expanded) move(event.key === 'ArrowDown' ? 'next' : 'previous');
        else move(event.key === 'ArrowDown' ? 'first' : 'last');
        break;
      case 'Enter':
        // Without an active option Enter does what it does in the form (submit).
        if (activeKey === undefined) return;
        event.preventDefault();
        select(activeKey);
        break;
      case 'Escape':
        if (open) {
          // Closes the pop-up, or keeps it from opening while options are still on their way.
          if (expanded) event.preventDefault();
          setOpen(false);
          escapeClosedPopup.current = true;
        } else if (afterClosingEscape && event.currentTarget.value && onClear) {
          event.preventDefault();
          onClear();
        }
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the text, so the visual focus goes back there too.
        setActiveState(undefined);
        break;
    }
  }

  function filterFieldKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' || keys.length === 0) return;
    event.preventDefault();
    activateSelectedOrFirst();
    listRef.current?.focus();
  }

  function listKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        // ↑ on the first option goes back to the filter field, when there is one.
        if (activeIndex > 0 || !focusInput()) move('previous');
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
        if (isPrintableKey(event)) focusInput();
    }
  }

  return {
    mode,
    listId,
    optionCount: keys.length,
    open,
    expanded,
    loading,
    activeKey,
    selectedKey,
    optionId: (key) => listboxOptionId(listId, key),
    attachInput: (element) => {
      inputRef.current = element;
    },
    attachList: (element) => {
      listRef.current = element;
    },
    setOpen,
    activate: setActiveState,
    select,
    onInputKeyDown: (event) => {
      if (mode === 'combobox') comboboxKeyDown(event);
      else filterFieldKeyDown(event);
    },
    onInputChange: () => {
      if (mode === 'listbox') return;
      escapeClosedPopup.current = false;
      setActiveState(undefined);
      setOpen(true);
    },
    onListKeyDown: (event) => {
      if (mode === 'listbox') listKeyDown(event);
    },
    onListFocus: () => {
      if (mode !== 'listbox') return;
      // An updater, not the rendered value: focus that comes with a press on an option follows
      // that option's activation (ComboboxOption), which keeps it, so the list does not scroll
      // to the first option from under the pointer before the press is released.
      setActiveState((current) => {
        if (current !== undefined && keys.includes(current)) return current;
        return selectedKey !== undefined && keys.includes(selectedKey) ? selectedKey : keys[0];
      });
    },
  };
}
