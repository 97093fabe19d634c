import { useEffect } from 'react';
import { TELEMARKETING_KEY } from './lib/storage-keys';

/** A longer `?key=` is not a telemarketing or support key. */
export const TELEMARKETING_KEY_MAX_LENGTH = 200;

/** The trimmed `?key=` of a page's query string, or null when there is none (or it is no key). */
export function telemarketingKeyFromSearch(search: string): string | null {
  const key = new URLSearchParams(search).get('key')?.trim();
  return key && key.length <= TELEMARKETING_KEY_MAX_LENGTH ? key : null;
}

/**
 * SPEC §3 "Telemarketing state" on a public broadband page: a `?key=` in the page's query string
 * (`search`) is kept for the session once the page has mounted, where `telemarketingKeyAtom` reads
 * it (JSON in session storage). Neither a schema nor the state library is loaded for it: these
 * pages are prerendered and their first load is kept small; the checkout reads the key through
 * the atom (use-telemarketing-mode).
 */
export function useTelemarketingKeyFromUrl(search: string): void {
  useEffect(() => {
    const key = telemarketingKeyFromSearch(search);
    if (!key) return;
    try {
      globalThis.sessionStorage?.setItem(TELEMARKETING_KEY, JSON.stringify(key));
    } catch {
      // Blocked storage: the mode lasts as long as the agent stays on pages with the key.
    }
  }, [search]);
}
