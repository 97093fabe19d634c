import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-to';

describe('signInPath', () => {
  it('remembers the page asked for, with its query', () => {
    expect(signInPath('/mitt-lingon/faktura')).toBe(
      '/mitt-lingon?returnTo=%2Fmitt-lingon%2Ffaktura',
    );
    expect(signInPath('/mitt-lingon/ordrar/detaljer?id=A-1')).toBe(
      '/mitt-lingon?returnTo=%2Fmitt-lingon%2Fordrar%2Fdetaljer%3Fid%3DA-1',
    );
  });

  it('needs no reminder for the start page of my pages', () => {
    expect(signInPath('/mitt-lingon')).toBe('/mitt-lingon');
    expect(signInPath('/mitt-lingon/')).toBe('/mitt-lingon');
  });

  it('drops a target that is not a path on this site', () => {
    expect(signInPath('https://evil.example/')).toBe('/mitt-lingon');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/mitt-lingon/faktura', '/mitt-lingon/faktura'],
    ['/mitt-lingon/ordrar?tab=2#x', '/mitt-lingon/ordrar?tab=2#x'],
  ])('accepts the relative path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/mitt-lingon',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'mitt-lingon/faktura',
  ])('refuses %s (no open redirect)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
