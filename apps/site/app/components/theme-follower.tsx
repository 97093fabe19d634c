import { initThemeAtStart, useApplyTheme } from '@lingon/design-system/lib/use-theme';
import { useLocation } from 'react-router';
import { DEFAULT_DARK_URLS } from '../lib/theme-defaults';

// App start (SPEC §4): the stored dark list is overwritten with the default preset, as the head's
// theme script already did for the first paint; this makes it the debug panel's Default preset.
initThemeAtStart(DEFAULT_DARK_URLS);

/**
 * Keeps the theme right from the first navigation on: for the page shown, the choice, the dark
 * list and the system setting (`useApplyTheme`). The first page's theme is set by the head's
 * theme script before it paints, so the theme engine loads after hydration (root.tsx) and is
 * not in any page's first load.
 */
export default function ThemeFollower() {
  useApplyTheme(useLocation().pathname);
  return null;
}
