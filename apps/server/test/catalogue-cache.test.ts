import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/lib/catalogue-cache';

describe('CatalogueCache', () => {
  it('reuses an answer within its time and asks again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CatalogueCache<number>(10, 1000, () => now);
    const load = async () => (loads += 1);
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('asks once for equal requests that arrive while the first is loading', async () => {
    let loads = 0;
    let release: (value: string) => void = () => {};
    const cache = new CatalogueCache<string>(10, 1000);
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache<string>(10, 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    let loads = 0;
    const cache = new CatalogueCache<string>(2, 1000);
    const load = (key: string) => async () => {
      loads += 1;
      return key;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', load('a'));
    expect(loads).toBe(3);
    await cache.get('b', load('b'));
    expect(loads).toBe(4);
  });
});
