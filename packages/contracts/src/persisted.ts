import type { z } from 'zod';

/**
 * The one way to persist client state (docs/architecture.md "State"): a Jotai `atomWithStorage`
 * whose storage is this one. It is JSON under the spec's key, validated with a zod schema on
 * every read, so a corrupt, foreign or expired value reads as the initial value (and is removed)
 * instead of breaking the flow. Blocked or full storage never throws; prerendering (no window)
 * reads the initial value.
 *
 * ```ts
 * const topupAtom = atomWithStorage('_hbp_topup', null, persistedStorage(topupSchema), { getOnInit: true });
 * ```
 *
 * The shape matches Jotai's `SyncStorage`, so this package does not depend on Jotai.
 */
export interface PersistedStorage<T> {
  getItem(key: string, initialValue: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
  subscribe(key: string, callback: (value: T) => void, initialValue: T): () => void;
}

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    // globalThis, not window: prerendering has neither, unit tests may give only the storage.
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    // Reading the storage throws a SecurityError when the browser blocks site data.
    return null;
  }
}

/** Parse a stored JSON text with the schema; undefined when missing, unreadable or invalid. */
export function readPersisted<T>(schema: z.ZodType<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function persistedStorage<T>(
  schema: z.ZodType<T>,
  kind: StorageArea = 'local',
): PersistedStorage<T | null> {
  return {
    getItem(key, initialValue) {
      const storage = area(kind);
      let raw: string | null = null;
      try {
        raw = storage?.getItem(key) ?? null;
      } catch {
        return initialValue;
      }
      const value = readPersisted(schema, raw);
      if (value === undefined) {
        // Drop what cannot be read so it is not read again on every start.
        if (raw !== null) this.removeItem(key);
        return initialValue;
      }
      return value;
    },
    setItem(key, value) {
      try {
        if (value === null) area(kind)?.removeItem(key);
        else area(kind)?.setItem(key, JSON.stringify(value));
      } catch {
        // Blocked or full storage: the value still lives in memory for this page.
      }
    },
    removeItem(key) {
      try {
        area(kind)?.removeItem(key);
      } catch {
        // Nothing stored that we could remove.
      }
    },
    subscribe(key, callback, initialValue) {
      // Other tabs of the same site (local storage only fires across tabs).
      if (typeof window === 'undefined' || kind !== 'local') return () => {};
      const listener = (event: StorageEvent) => {
        if (event.storageArea !== area(kind) || event.key !== key) return;
        callback(readPersisted(schema, event.newValue) ?? initialValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
