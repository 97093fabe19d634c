import { clientIdSchema } from '@lingon/contracts/support/model';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID_KEY, getClientId } from './client-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('getClientId', () => {
  it('makes a valid random id and keeps it', () => {
    const storage = memoryStorage();
    const id = getClientId(storage);
    expect(clientIdSchema.safeParse(id).success).toBe(true);
    expect(storage.values.get(CLIENT_ID_KEY)).toBe(id);
    expect(getClientId(storage)).toBe(id);
  });

  it('gives different visitors different ids', () => {
    expect(getClientId(memoryStorage())).not.toBe(getClientId(memoryStorage()));
  });

  it('reuses a stored id', () => {
    const storage = memoryStorage({ [CLIENT_ID_KEY]: 'abcdef12-3456' });
    expect(getClientId(storage)).toBe('abcdef12-3456');
  });

  it('replaces a stored value that is not a valid id', () => {
    const storage = memoryStorage({ [CLIENT_ID_KEY]: 'x<script>' });
    const id = getClientId(storage);
    expect(id).not.toBe('x<script>');
    expect(storage.values.get(CLIENT_ID_KEY)).toBe(id);
  });

  it('falls back to one id per page when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const first = getClientId(broken);
    expect(clientIdSchema.safeParse(first).success).toBe(true);
    expect(getClientId(broken)).toBe(first);
    expect(getClientId(undefined)).toBe(first);
  });
});
