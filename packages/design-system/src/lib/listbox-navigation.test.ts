import { describe, expect, it } from 'vitest';
import { isPrintableKey, listboxOptionId, nextActiveIndex } from './listbox-navigation';

describe('nextActiveIndex', () => {
  it('starts on the first option going down and on the last going up', () => {
    expect(nextActiveIndex(-1, 'next', 4, false)).toBe(0);
    expect(nextActiveIndex(-1, 'previous', 4, false)).toBe(3);
    expect(nextActiveIndex(-1, 'next', 4, true)).toBe(0);
    expect(nextActiveIndex(-1, 'previous', 4, true)).toBe(3);
  });

  it('moves one step inside the list', () => {
    expect(nextActiveIndex(1, 'next', 4, false)).toBe(2);
    expect(nextActiveIndex(2, 'previous', 4, true)).toBe(1);
  });

  it('wraps past the ends when looping', () => {
    expect(nextActiveIndex(3, 'next', 4, true)).toBe(0);
    expect(nextActiveIndex(0, 'previous', 4, true)).toBe(3);
  });

  it('holds at the ends without looping', () => {
    expect(nextActiveIndex(3, 'next', 4, false)).toBe(3);
    expect(nextActiveIndex(0, 'previous', 4, false)).toBe(0);
  });

  it('jumps to the first and last option', () => {
    expect(nextActiveIndex(2, 'first', 4, false)).toBe(0);
    expect(nextActiveIndex(-1, 'last', 4, true)).toBe(3);
  });

  it('treats an index past a shrunk list as nothing active', () => {
    expect(nextActiveIndex(7, 'next', 3, false)).toBe(0);
    expect(nextActiveIndex(7, 'previous', 3, false)).toBe(2);
  });

  it('has nothing to activate in an empty list', () => {
    expect(nextActiveIndex(-1, 'next', 0, true)).toBe(-1);
    expect(nextActiveIndex(0, 'last', 0, false)).toBe(-1);
  });
});

describe('listboxOptionId', () => {
  it('turns whitespace in the key into underscores', () => {
    expect(listboxOptionId('r1-list', 'Storgatan 1, Lund-22222')).toBe(
      'r1-list-option-Storgatan_1,_Lund-22222',
    );
    expect(listboxOptionId('r1-list', 'SE-12-A-1002')).toBe('r1-list-option-SE-12-A-1002');
  });
});

describe('isPrintableKey', () => {
  const key = (
    value: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) => ({
    key: value,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('accepts single characters, also Swedish letters and digits', () => {
    expect(isPrintableKey(key('1'))).toBe(true);
    expect(isPrintableKey(key('ö'))).toBe(true);
  });

  it('rejects named keys and shortcuts', () => {
    expect(isPrintableKey(key('ArrowDown'))).toBe(false);
    expect(isPrintableKey(key('Enter'))).toBe(false);
    expect(isPrintableKey(key('a', { ctrlKey: true }))).toBe(false);
    expect(isPrintableKey(key('v', { metaKey: true }))).toBe(false);
    expect(isPrintableKey(key('2', { altKey: true }))).toBe(false);
  });
});
