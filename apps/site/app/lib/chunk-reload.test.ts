import { describe, expect, it } from 'vitest';
import { claimChunkReload, CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('claimChunkReload', () => {
  it('allows the first reload on a path and records it', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/bredband', 1_000)).toBe(true);
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_STORAGE_KEY) ?? '')).toEqual({
      '/bredband': 1_000,
    });
  });

  it('refuses a second reload on the same path within 10 s', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/bredband', 1_000);
    expect(claimChunkReload(storage, '/bredband', 10_999)).toBe(false);
  });

  it('allows it again after 10 s', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/bredband', 1_000);
    expect(claimChunkReload(storage, '/bredband', 11_000)).toBe(true);
  });

  it('throttles each path separately', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, '/bredband', 1_000);
    expect(claimChunkReload(storage, '/support', 2_000)).toBe(true);
  });

  it('treats corrupt storage as empty', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '{not json' });
    expect(claimChunkReload(storage, '/a', 1_000)).toBe(true);
    const listStorage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '[1,2]' });
    expect(claimChunkReload(listStorage, '/a', 1_000)).toBe(true);
  });

  it('does not reload when the record cannot be written', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(storage, '/a', 1_000)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
