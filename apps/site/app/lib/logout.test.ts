import { describe, expect, it } from 'vitest';
import { AUTH_STATE_KEY } from './auth-state';
import { clearSignedInStorage, CUSTOMER_STORAGE_KEYS, SIGNED_IN_STORAGE_KEYS } from './logout';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('clearSignedInStorage', () => {
  it('removes the sign-in state, the stored broadband product and address, and my pages', () => {
    expect(SIGNED_IN_STORAGE_KEYS).toEqual([
      AUTH_STATE_KEY,
      'lingon.selectedSubscription',
      'lingon.familyCheckout',
      'selectedProduct',
      'addressObject',
      'checkoutContact',
    ]);
    const local = memoryStorage({
      [AUTH_STATE_KEY]: '{}',
      selectedProduct: '{}',
      addressObject: '{}',
      theme: 'dark',
    });
    const session = memoryStorage({
      selectedProduct: '{}',
      'lingon.selectedSubscription': '0701234567',
      'lingon.familyCheckout': '{"personalNumber":"198503121231"}',
    });
    clearSignedInStorage([local, session, null]);
    expect([...local.map.keys()]).toEqual(['theme']);
    expect(session.map.size).toBe(0);
  });

  it('when the session ends, forgets the customer but keeps the broadband order going', () => {
    const local = memoryStorage({ [AUTH_STATE_KEY]: '{}', selectedProduct: '{}' });
    const session = memoryStorage({ 'lingon.familyCheckout': '{}', addressObject: '{}' });
    clearSignedInStorage([local, session], CUSTOMER_STORAGE_KEYS);
    expect([...local.map.keys()]).toEqual(['selectedProduct']);
    expect([...session.map.keys()]).toEqual(['addressObject']);
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
