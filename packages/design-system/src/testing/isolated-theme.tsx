import { createStore, Provider } from 'jotai';
import * as React from 'react';
import {
  createMemoryStorage,
  DARK_URLS_KEY,
  THEME_CHOICE_KEY,
  type ThemeChoice,
} from '../lib/theme';
import { createThemeAtoms, ThemeAtomsContext } from '../lib/use-theme';

export interface ThemeState {
  choice?: ThemeChoice;
  darkUrls?: string[];
  pathname?: string;
  systemPrefersDark?: boolean;
}

/**
 * Theme state of its own for a story: an in-memory storage and Jotai store, so stories never
 * touch the browser's localStorage, never leak into each other, and look the same on every
 * machine.
 */
export function IsolatedTheme({
  choice,
  darkUrls,
  pathname = '/mitt-lingon/faktura',
  systemPrefersDark,
  children,
}: ThemeState & { children: React.ReactNode }) {
  const [isolated] = React.useState(() => {
    const stored: Record<string, string> = {};
    if (choice) stored[THEME_CHOICE_KEY] = choice;
    if (darkUrls) stored[DARK_URLS_KEY] = JSON.stringify(darkUrls);
    const storage = createMemoryStorage(stored);
    const atoms = createThemeAtoms({
      getStorage: () => storage,
      getDarkSchemeQuery: () =>
        systemPrefersDark === undefined
          ? undefined
          : {
              matches: systemPrefersDark,
              addEventListener: () => {},
              removeEventListener: () => {},
            },
      getPathname: () => pathname,
    });
    return { atoms, store: createStore() };
  });
  return (
    <Provider store={isolated.store}>
      <ThemeAtomsContext value={isolated.atoms}>{children}</ThemeAtomsContext>
    </Provider>
  );
}
