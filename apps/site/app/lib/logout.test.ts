import { describe, expect, it } from 'vitest';
import { AUTH_STATE_KEY } from './auth-state';
import { clearSignedInStorage, SIGNED_IN_STORAGE_KEYS } from './logout';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('clearSignedInStorage', () => {
  it('removes the sign-in state and the stored broadband product and address', () => {
    expect(SIGNED_IN_STORAGE_KEYS).toEqual([AUTH_STATE_KEY, 'selectedProduct', 'addressObject']);
    const local = memoryStorage({
      [AUTH_STATE_KEY]: '{}',
      selectedProduct: '{}',
      addressObject: '{}',
      theme: 'dark',
    });
    const session = memoryStorage({ selectedProduct: '{}' });
    clearSignedInStorage([local, session, null]);
    expect([...local.map.keys()]).toEqual(['theme']);
    expect(session.map.size).toBe(0);
  });

  it('skips a storage that throws', () => {
    const blocked = {
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => clearSignedInStorage([blocked])).not.toThrow();
  });
});
