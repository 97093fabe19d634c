import { describe, expect, it } from 'vitest';
import { sameSitePath } from '../src/lib/return-path';

describe('sameSitePath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(sameSitePath('/mitt-lingon?x=1#a', '/start')).toBe('/mitt-lingon?x=1#a');
    expect(sameSitePath('/', '/start')).toBe('/');
  });

  it('encodes what a Location header may not carry as it is', () => {
    expect(sameSitePath('/sök/åäö', '/start')).toBe('/s%C3%B6k/%C3%A5%C3%A4%C3%B6');
  });

  it.each([
    undefined,
    '',
    'start',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000',
    '/x\u007f',
    `/${'a'.repeat(2001)}`,
    '/..//evil.example/phish',
    '/.//evil.example',
    '/x/..//evil.example',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value, '/start')).toBe('/start');
  });
});
