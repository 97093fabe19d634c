/**
 * A small bounded cache for answers drawn only from the broadband catalogue (addresses, homes,
 * offerings, products). The services never write the catalogue: it changes only when it is
 * loaded (the seed at start, scripts/generate-addresses.ts), so an answer may be reused for a
 * while. Each instance keeps its own entries for at most `ttlMs`, so with several instances on one
 * database a reloaded catalogue is seen everywhere within that time. Equal requests that arrive
 * while the first is still asking the database wait for its answer instead of asking again; a
 * failed load is not kept. Least recently used entries go first once `maxEntries` are held.
 */
export class CatalogueCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const held = this.entries.get(key);
    if (held && now - held.at < this.ttlMs) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.value;
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a catalogue answer is reused: a reloaded catalogue shows within this time. */
export const CATALOGUE_CACHE_MS = 30_000;
