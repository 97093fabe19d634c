import { useSyncExternalStore } from 'react';

export type ThemeAttribute = 'light' | 'dark' | 'auto';

/** `theme="…"`: light, dark, or auto (the visitor's system setting); anything else is auto. */
export function themeAttribute(value: string | null): ThemeAttribute {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

const DARK_SCHEME = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_SCHEME);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function systemIsDark(): boolean {
  return window.matchMedia?.(DARK_SCHEME).matches ?? false;
}

/** The theme to show: the attribute's, or with auto the system's, following its changes. */
export function useResolvedTheme(theme: ThemeAttribute): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribe, systemIsDark, () => false);
  if (theme === 'auto') return dark ? 'dark' : 'light';
  return theme;
}
