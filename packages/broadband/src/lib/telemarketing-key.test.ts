import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { TELEMARKETING_KEY } from './storage-keys';
import {
  telemarketingKeyAtom,
  telemarketingKeyFromSearch,
  telemarketingModeAtom,
} from './telemarketing-key';

describe('telemarketingKeyFromSearch', () => {
  it('reads the trimmed ?key= of the address', () => {
    expect(telemarketingKeyFromSearch('?key=tm-key-1')).toBe('tm-key-1');
    expect(telemarketingKeyFromSearch('?partner=x&key=%20support%20')).toBe('support');
  });

  it('is null without a key, or for a value too long to be one', () => {
    expect(telemarketingKeyFromSearch('')).toBeNull();
    expect(telemarketingKeyFromSearch('?key=')).toBeNull();
    expect(telemarketingKeyFromSearch('?key=%20%20')).toBeNull();
    expect(telemarketingKeyFromSearch(`?key=${'k'.repeat(201)}`)).toBeNull();
  });
});

describe('telemarketingKeyAtom', () => {
  let session: MemoryStorage;
  beforeEach(() => {
    session = new MemoryStorage();
    vi.stubGlobal('sessionStorage', session);
    return () => vi.unstubAllGlobals();
  });

  it('keeps the key in session storage, validated, and gives one mode object per key', () => {
    const store = createStore();
    expect(store.get(telemarketingModeAtom)).toBeNull();
    store.set(telemarketingKeyAtom, 'tm-key-1');
    expect(JSON.parse(session.getItem(TELEMARKETING_KEY) ?? 'null')).toBe('tm-key-1');
    const mode = store.get(telemarketingModeAtom);
    expect(mode).toEqual({ key: 'tm-key-1' });
    expect(store.get(telemarketingModeAtom)).toBe(mode);
  });

  it('reads a stored key as it loads, and drops one that is not a key once mounted', async () => {
    // As the public broadband pages store it (useTelemarketingKeyFromUrl) before the checkout's
    // code loads: its first render is already in the agent's channel.
    session.setItem(TELEMARKETING_KEY, JSON.stringify('stored-key'));
    vi.resetModules();
    const loaded = await import('./telemarketing-key');
    expect(createStore().get(loaded.telemarketingModeAtom)).toEqual({ key: 'stored-key' });

    session.setItem(TELEMARKETING_KEY, JSON.stringify(''));
    const other = createStore();
    const unsubscribeOther = other.sub(telemarketingModeAtom, () => {});
    expect(other.get(telemarketingModeAtom)).toBeNull();
    expect(session.getItem(TELEMARKETING_KEY)).toBeNull();
    unsubscribeOther();
  });
});
