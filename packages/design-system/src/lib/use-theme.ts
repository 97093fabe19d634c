import { atom, getDefaultStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createContext, useContext, useLayoutEffect } from 'react';
import {
  addPath,
  applyThemeToDocument,
  createMemoryStorage,
  DARK_URLS_KEY,
  DEFAULT_DARK_URLS,
  getThemePresets,
  readDarkUrls,
  readThemeChoice,
  removePath,
  resolveTheme,
  THEME_CHOICE_KEY,
  toggleCurrentPath,
  writeDarkUrls,
  writeThemeChoice,
  type ResolvedTheme,
  type ThemeChoice,
  type ThemePresetName,
  type ThemeStorage,
} from './theme';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The part of a MediaQueryList the theme needs. */
export interface DarkSchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** Where the theme state comes from; the browser's by default, fakes in tests and stories. */
export interface ThemeEnvironment {
  /** Persistent storage, or undefined where there is none (prerender, blocked storage). */
  getStorage(): ThemeStorage | undefined;
  /** The prefers-color-scheme: dark query, or undefined where there is none. */
  getDarkSchemeQuery(): DarkSchemeQuery | undefined;
  /** The path before the router has reported one. */
  getPathname(): string;
  /** Call back when another tab changes the theme keys; returns an unsubscribe. */
  subscribeStorage?(onChange: () => void): () => void;
}

export const browserThemeEnvironment: ThemeEnvironment = {
  getStorage() {
    if (typeof window === 'undefined') return undefined;
    try {
      return window.localStorage;
    } catch {
      // Reading localStorage throws a SecurityError when the browser blocks site data.
      return undefined;
    }
  },
  getDarkSchemeQuery() {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    return window.matchMedia(DARK_SCHEME_QUERY);
  },
  getPathname() {
    return typeof window === 'undefined' ? '/' : window.location.pathname;
  },
  subscribeStorage(onChange) {
    if (typeof window === 'undefined') return () => {};
    const listener = (event: StorageEvent) => {
      if (event.key === null || event.key === THEME_CHOICE_KEY || event.key === DARK_URLS_KEY) {
        onChange();
      }
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

export interface ThemeAtomsOptions {
  /** The environment's default dark list (the Default preset) until initThemeAtStart sets it. */
  defaultDarkUrls?: readonly string[];
  /** Brand slug for the presets. */
  slug?: string;
}

/**
 * The theme state as Jotai atoms. Storage is the single source of truth: the choice and the
 * dark list are read from it (a revision counter re-reads after every write, refresh or change
 * in another tab), so "Clear Storage" and "Refresh Info" show exactly what is stored.
 */
export function createThemeAtoms(
  env: ThemeEnvironment = browserThemeEnvironment,
  { defaultDarkUrls = DEFAULT_DARK_URLS, slug }: ThemeAtomsOptions = {},
) {
  // Used when there is no storage or it refuses writes, so the controls still work this visit.
  const memory = createMemoryStorage();
  let storageRefused = false;
  const storage = (): ThemeStorage => (storageRefused ? undefined : env.getStorage()) ?? memory;
  const persist = (write: (target: ThemeStorage) => boolean) => {
    if (!write(storage()) && !storageRefused) {
      storageRefused = true;
      write(memory);
    }
  };

  const revisionAtom = atom(0);
  revisionAtom.onMount = (setRevision) =>
    env.subscribeStorage?.(() => setRevision((revision) => revision + 1));
  const bump = atom(null, (_get, set) => set(revisionAtom, (revision) => revision + 1));

  const defaultDarkUrlsAtom = atom<readonly string[]>([...defaultDarkUrls]);

  const choiceAtom = atom(
    (get): ThemeChoice => {
      get(revisionAtom);
      return readThemeChoice(storage());
    },
    (_get, set, choice: ThemeChoice) => {
      persist((target) => writeThemeChoice(target, choice));
      set(bump);
    },
  );

  const darkUrlsAtom = atom(
    (get): string[] => {
      get(revisionAtom);
      return readDarkUrls(storage(), get(defaultDarkUrlsAtom));
    },
    (_get, set, list: readonly string[]) => {
      persist((target) => writeDarkUrls(target, list));
      set(bump);
    },
  );

  // null until the query has been read; while mounted it follows the query's 'change' events.
  const systemPrefersDarkValueAtom = atom<boolean | null>(null);
  const systemPrefersDarkAtom = atom(
    (get) => get(systemPrefersDarkValueAtom) ?? env.getDarkSchemeQuery()?.matches ?? false,
    (_get, set, prefersDark: boolean) => set(systemPrefersDarkValueAtom, prefersDark),
  );
  systemPrefersDarkAtom.onMount = (setPrefersDark) => {
    const query = env.getDarkSchemeQuery();
    if (!query) return;
    const listener = (event: { matches: boolean }) => setPrefersDark(event.matches);
    setPrefersDark(query.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  };

  const pathnameValueAtom = atom<string | null>(null);
  const pathnameAtom = atom(
    (get) => get(pathnameValueAtom) ?? env.getPathname(),
    (_get, set, pathname: string) => set(pathnameValueAtom, pathname),
  );

  const presetsAtom = atom((get) =>
    getThemePresets({ slug, defaultList: get(defaultDarkUrlsAtom) }),
  );

  const resolvedThemeAtom = atom((get): ResolvedTheme =>
    resolveTheme({
      choice: get(choiceAtom),
      systemPrefersDark: get(systemPrefersDarkAtom),
      path: get(pathnameAtom),
      darkUrls: get(darkUrlsAtom),
    }),
  );

  return {
    choice: choiceAtom,
    darkUrls: darkUrlsAtom,
    defaultDarkUrls: defaultDarkUrlsAtom,
    systemPrefersDark: systemPrefersDarkAtom,
    pathname: pathnameAtom,
    presets: presetsAtom,
    resolvedTheme: resolvedThemeAtom,
    addPath: atom(null, (get, set, path: string) => {
      set(darkUrlsAtom, addPath(get(darkUrlsAtom), path));
    }),
    removePath: atom(null, (get, set, path: string) => {
      set(darkUrlsAtom, removePath(get(darkUrlsAtom), path));
    }),
    toggleCurrentPath: atom(null, (get, set) => {
      set(darkUrlsAtom, toggleCurrentPath(get(darkUrlsAtom), get(pathnameAtom)));
    }),
    applyPreset: atom(null, (get, set, name: ThemePresetName) => {
      set(darkUrlsAtom, [...get(presetsAtom)[name]]);
    }),
    /** Remove the theme's own keys only; other stored state (login, selections) stays. */
    clearStorage: atom(null, (_get, set) => {
      for (const key of [THEME_CHOICE_KEY, DARK_URLS_KEY]) {
        try {
          storage().removeItem(key);
        } catch {
          // A blocked storage has nothing to clear.
        }
        memory.removeItem(key);
      }
      set(bump);
    }),
    /** Re-read storage and the system preference. */
    refresh: atom(null, (_get, set) => {
      const query = env.getDarkSchemeQuery();
      if (query) set(systemPrefersDarkValueAtom, query.matches);
      set(bump);
    }),
    /** App start (SPEC §4): the stored list is overwritten with the default preset. */
    initAtStart: atom(null, (_get, set, list: readonly string[]) => {
      set(defaultDarkUrlsAtom, [...list]);
      persist((target) => writeDarkUrls(target, list));
      set(bump);
    }),
  };
}

export type ThemeAtoms = ReturnType<typeof createThemeAtoms>;

/** The app's theme atoms, bound to the browser (localStorage, matchMedia, location). */
export const themeAtoms: ThemeAtoms = createThemeAtoms();

/** Swap the atoms (and so the environment) for a subtree, e.g. an isolated story. */
export const ThemeAtomsContext = createContext<ThemeAtoms>(themeAtoms);

export interface InitThemeOptions {
  atoms?: ThemeAtoms;
  store?: ReturnType<typeof getDefaultStore>;
}

/**
 * Call once at app start, before the first render: overwrites the stored dark list with the
 * default preset (SPEC §4) and makes that list the Default preset of the debug panel.
 */
export function initThemeAtStart(
  defaultList: readonly string[] = DEFAULT_DARK_URLS,
  { atoms = themeAtoms, store = getDefaultStore() }: InitThemeOptions = {},
): string[] {
  store.set(atoms.initAtStart, defaultList);
  return [...defaultList];
}

/** The theme state and its actions, for controls such as the debug panel. */
export function useTheme() {
  const atoms = useContext(ThemeAtomsContext);
  const [choice, setChoice] = useAtom(atoms.choice);
  return {
    choice,
    setChoice,
    resolved: useAtomValue(atoms.resolvedTheme),
    path: useAtomValue(atoms.pathname),
    systemPrefersDark: useAtomValue(atoms.systemPrefersDark),
    darkUrls: useAtomValue(atoms.darkUrls),
    addPath: useSetAtom(atoms.addPath),
    removePath: useSetAtom(atoms.removePath),
    toggleCurrentPath: useSetAtom(atoms.toggleCurrentPath),
    applyPreset: useSetAtom(atoms.applyPreset),
    clearStorage: useSetAtom(atoms.clearStorage),
    refresh: useSetAtom(atoms.refresh),
  };
}

/**
 * Keep data-theme on <html> and <body> right: recomputed for the router's pathname at mount,
 * after every route change, and whenever the choice, the list or the system preference changes.
 * Layout effect, so a route change never paints one frame in the old theme.
 */
export function useApplyTheme(pathname: string): ResolvedTheme {
  const atoms = useContext(ThemeAtomsContext);
  const choice = useAtomValue(atoms.choice);
  const darkUrls = useAtomValue(atoms.darkUrls);
  const systemPrefersDark = useAtomValue(atoms.systemPrefersDark);
  const setPathname = useSetAtom(atoms.pathname);
  // Resolved from the argument, not the atom, so the first render already has the new path.
  const theme = resolveTheme({ choice, systemPrefersDark, path: pathname, darkUrls });

  useLayoutEffect(() => {
    setPathname(pathname);
  }, [pathname, setPathname]);

  useLayoutEffect(() => {
    applyThemeToDocument(document, theme);
  }, [theme, pathname]);

  return theme;
}
