/** A failed chunk reloads the page at most once per this long per path (SPEC §9). */
export const CHUNK_RELOAD_THROTTLE_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'lingon:chunk-reload';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readReloads(storage: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => {
        return typeof entry[1] === 'number';
      }),
    );
  } catch {
    return {};
  }
}

/**
 * Decide whether a failed lazy chunk on `path` may reload the page now, and if so record it.
 * A second failure within the throttle window is left to the error page instead of looping.
 */
export function claimChunkReload(storage: StorageLike, path: string, now: number): boolean {
  const reloads = readReloads(storage);
  const last = reloads[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_THROTTLE_MS && now >= last) return false;
  // Drop old entries so the stored map stays small.
  const kept = Object.fromEntries(
    Object.entries(reloads).filter(([, at]) => now - at < CHUNK_RELOAD_THROTTLE_MS && now >= at),
  );
  kept[path] = now;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: without a record we cannot throttle, so do not reload.
    return false;
  }
  return true;
}

/** Whether an error is a failed dynamic import of a code chunk (wording differs per browser). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch dynamically/i.test(
    error.message,
  );
}
