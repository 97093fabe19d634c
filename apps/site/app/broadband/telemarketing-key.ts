import type { TelemarketingMode } from '@lingon/broadband/checkout/telemarketing';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Session-storage key of the telemarketing/support key (SPEC §3 "Telemarketing state"). */
export const TELEMARKETING_KEY_STORAGE = 'telemarketingKey';
/** Longer values are not keys; they are ignored rather than stored. */
const MAX_KEY_LENGTH = 200;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The telemarketing key for this session: a `?key=` in the address replaces the stored one and is
 * stored; without it the stored key (if any) still applies, so the agent keeps the mode while
 * moving through the flow.
 */
export function resolveTelemarketingKey(search: string, storage: KeyStorage | null): string | null {
  const fromUrl = new URLSearchParams(search).get('key')?.trim() ?? '';
  if (fromUrl && fromUrl.length <= MAX_KEY_LENGTH) {
    try {
      storage?.setItem(TELEMARKETING_KEY_STORAGE, fromUrl);
    } catch {
      // Storage can be full or blocked; the key still applies to this page.
    }
    return fromUrl;
  }
  try {
    return storage?.getItem(TELEMARKETING_KEY_STORAGE) || null;
  } catch {
    return null;
  }
}

function sessionStore(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Session storage sends no events within the page; the key changes only with the address. */
function subscribe(): () => void {
  return () => {};
}

/**
 * Captures `?key=` on a broadband page and returns the session's telemarketing mode. Prerendered
 * HTML has no storage (server snapshot null); after hydration the stored key applies. Storing the
 * URL's key while reading is idempotent, so it is safe in the snapshot.
 */
export function useTelemarketingMode(): TelemarketingMode | null {
  const { search } = useLocation();
  const key = useSyncExternalStore(
    subscribe,
    () => resolveTelemarketingKey(search, sessionStore()),
    () => null,
  );
  // A stable object: the checkout uses it in request keys and callbacks.
  return useMemo(() => (key ? { key } : null), [key]);
}
