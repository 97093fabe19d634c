import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DARK_URLS_KEY, THEME_CHOICE_KEY, type ThemeStorage } from './theme';
import {
  createThemeAtoms,
  initThemeAtStart,
  type DarkSchemeQuery,
  type ThemeEnvironment,
} from './use-theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    refuseWrites: false as boolean,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.refuseWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  } satisfies ThemeStorage & { items: Map<string, string>; refuseWrites: boolean };
}

/** A prefers-color-scheme query whose value the test flips. */
function fakeQuery(initial: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: initial,
    addEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => {
      listeners.delete(listener);
    },
    set(matches: boolean) {
      query.matches = matches;
      for (const listener of listeners) listener({ matches });
    },
    listeners,
  };
  return query satisfies DarkSchemeQuery;
}

function setup({
  stored = {},
  systemPrefersDark = false,
  pathname = '/',
  withStorage = true,
}: {
  stored?: Record<string, string>;
  systemPrefersDark?: boolean;
  pathname?: string;
  withStorage?: boolean;
} = {}) {
  const storage = memoryStorage(stored);
  const query = fakeQuery(systemPrefersDark);
  const storageListeners = new Set<() => void>();
  const env: ThemeEnvironment = {
    getStorage: () => (withStorage ? storage : undefined),
    getDarkSchemeQuery: () => query,
    getPathname: () => pathname,
    subscribeStorage: (onChange) => {
      storageListeners.add(onChange);
      return () => storageListeners.delete(onChange);
    },
  };
  const atoms = createThemeAtoms(env);
  const store = createStore();
  return { storage, query, atoms, store, storageListeners };
}

describe('theme atoms', () => {
  it('read the choice and the list from storage', () => {
    const { atoms, store } = setup({
      stored: { [THEME_CHOICE_KEY]: 'dark', [DARK_URLS_KEY]: '["/support/*"]' },
    });
    expect(store.get(atoms.choice)).toBe('dark');
    expect(store.get(atoms.darkUrls)).toEqual(['/support/*']);
  });

  it('fall back to auto and the default preset for missing or corrupt storage', () => {
    const { atoms, store } = setup({ stored: { [THEME_CHOICE_KEY]: 'x', [DARK_URLS_KEY]: '[' } });
    expect(store.get(atoms.choice)).toBe('auto');
    expect(store.get(atoms.darkUrls)).toEqual(['']);
  });

  it('persist the choice under "theme"', () => {
    const { atoms, store, storage } = setup();
    store.set(atoms.choice, 'light');
    expect(storage.items.get(THEME_CHOICE_KEY)).toBe('light');
    expect(store.get(atoms.choice)).toBe('light');
  });

  it('edit the stored list by add, remove, toggle and preset', () => {
    const { atoms, store, storage } = setup({ pathname: '/bredband/kassan' });
    store.set(atoms.applyPreset, 'CUSTOMER_PORTAL');
    expect(storage.items.get(DARK_URLS_KEY)).toBe('["/mitt-lingon/*","/support/*"]');
    store.set(atoms.addPath, '/kontakta-oss');
    store.set(atoms.removePath, '/support/*');
    expect(store.get(atoms.darkUrls)).toEqual(['/mitt-lingon/*', '/kontakta-oss']);
    store.set(atoms.toggleCurrentPath);
    expect(store.get(atoms.darkUrls)).toEqual([
      '/mitt-lingon/*',
      '/kontakta-oss',
      '/bredband/kassan',
    ]);
    store.set(atoms.toggleCurrentPath);
    expect(store.get(atoms.darkUrls)).toEqual(['/mitt-lingon/*', '/kontakta-oss']);
    store.set(atoms.applyPreset, 'DARK_ALL');
    expect(JSON.parse(storage.items.get(DARK_URLS_KEY) ?? '')).toEqual(['*']);
    store.set(atoms.applyPreset, 'LIGHT_ALL');
    expect(JSON.parse(storage.items.get(DARK_URLS_KEY) ?? '')).toEqual([]);
  });

  it('resolve auto to dark on a listed path and to the system elsewhere', () => {
    const { atoms, store } = setup({
      stored: { [DARK_URLS_KEY]: '["/mitt-lingon/*"]' },
      pathname: '/mitt-lingon',
    });
    expect(store.get(atoms.resolvedTheme)).toBe('dark');
    store.set(atoms.pathname, '/bredband');
    expect(store.get(atoms.resolvedTheme)).toBe('light');
    store.set(atoms.choice, 'dark');
    expect(store.get(atoms.resolvedTheme)).toBe('dark');
  });

  it('follow a live system change while auto is chosen', () => {
    const { atoms, store, query } = setup({ systemPrefersDark: false });
    const seen: string[] = [];
    const unsubscribe = store.sub(atoms.resolvedTheme, () =>
      seen.push(store.get(atoms.resolvedTheme)),
    );
    expect(store.get(atoms.resolvedTheme)).toBe('light');
    query.set(true);
    expect(store.get(atoms.resolvedTheme)).toBe('dark');
    query.set(false);
    expect(store.get(atoms.resolvedTheme)).toBe('light');
    expect(seen).toEqual(['dark', 'light']);
    unsubscribe();
    expect(query.listeners.size).toBe(0);
  });

  it('ignore the system once light or dark is chosen', () => {
    const { atoms, store, query } = setup({ stored: { [THEME_CHOICE_KEY]: 'light' } });
    const unsubscribe = store.sub(atoms.resolvedTheme, () => {});
    query.set(true);
    expect(store.get(atoms.resolvedTheme)).toBe('light');
    unsubscribe();
  });

  it('clearStorage removes only the theme keys and shows the defaults again', () => {
    const { atoms, store, storage } = setup({
      stored: { [THEME_CHOICE_KEY]: 'dark', [DARK_URLS_KEY]: '["*"]', authState: '{}' },
    });
    expect(store.get(atoms.darkUrls)).toEqual(['*']);
    store.set(atoms.clearStorage);
    expect(storage.items.has(THEME_CHOICE_KEY)).toBe(false);
    expect(storage.items.has(DARK_URLS_KEY)).toBe(false);
    expect(storage.items.get('authState')).toBe('{}');
    expect(store.get(atoms.choice)).toBe('auto');
    expect(store.get(atoms.darkUrls)).toEqual(['']);
  });

  it('refresh re-reads storage changed behind its back and the system preference', () => {
    const { atoms, store, storage, query } = setup();
    expect(store.get(atoms.choice)).toBe('auto');
    storage.items.set(THEME_CHOICE_KEY, 'dark');
    query.matches = true;
    expect(store.get(atoms.choice)).toBe('auto');
    store.set(atoms.refresh);
    expect(store.get(atoms.choice)).toBe('dark');
    expect(store.get(atoms.systemPrefersDark)).toBe(true);
  });

  it('re-read storage when another tab changes it', () => {
    const { atoms, store, storage, storageListeners } = setup();
    const unsubscribe = store.sub(atoms.darkUrls, () => {});
    storage.items.set(DARK_URLS_KEY, '["*"]');
    for (const listener of storageListeners) listener();
    expect(store.get(atoms.darkUrls)).toEqual(['*']);
    unsubscribe();
  });

  it('initThemeAtStart overwrites the stored list and becomes the Default preset', () => {
    const { atoms, store, storage } = setup({ stored: { [DARK_URLS_KEY]: '["*"]' } });
    expect(store.get(atoms.darkUrls)).toEqual(['*']);
    initThemeAtStart(['/support/*'], { atoms, store });
    expect(storage.items.get(DARK_URLS_KEY)).toBe('["/support/*"]');
    expect(store.get(atoms.darkUrls)).toEqual(['/support/*']);
    store.set(atoms.applyPreset, 'DARK_ALL');
    store.set(atoms.applyPreset, 'DEFAULT');
    expect(store.get(atoms.darkUrls)).toEqual(['/support/*']);
  });

  it('keep working in memory without storage or when storage refuses writes', () => {
    const noStorage = setup({ withStorage: false });
    noStorage.store.set(noStorage.atoms.choice, 'dark');
    expect(noStorage.store.get(noStorage.atoms.choice)).toBe('dark');

    const refusing = setup();
    refusing.storage.refuseWrites = true;
    refusing.store.set(refusing.atoms.applyPreset, 'DARK_ALL');
    expect(refusing.store.get(refusing.atoms.darkUrls)).toEqual(['*']);
  });
});
