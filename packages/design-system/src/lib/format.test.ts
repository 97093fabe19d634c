import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatNumber, formatPrice, formatSpeed } from './format';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatNumber(1188)).toBe(`1${NBSP}188`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('leaves numbers below a thousand ungrouped', () => {
    expect(formatNumber(295)).toBe('295');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes öre with a decimal comma and two decimals', () => {
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,50`);
    expect(formatNumber(79.2)).toBe('79,20');
  });

  it('drops decimals that round away', () => {
    expect(formatNumber(349.999)).toBe('350');
  });

  it('rejects non-finite input', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('defaults to a monthly price', () => {
    expect(formatPrice(295)).toBe(`295${NBSP}kr/mån`);
    expect(formatPrice(350)).toBe(`350${NBSP}kr/mån`);
  });

  it('formats one-off prices in kronor', () => {
    expect(formatPrice(1188, 'kr')).toBe(`1${NBSP}188${NBSP}kr`);
    expect(formatPrice(2990, 'kr')).toBe(`2${NBSP}990${NBSP}kr`);
  });

  it('omits the unit when it is empty', () => {
    expect(formatPrice(490, '')).toBe('490');
  });

  it('reads as the plain text a user sees once spaces are normalised', () => {
    expect(formatPrice(295).replace(/\s/g, ' ')).toBe('295 kr/mån');
    expect(formatPrice(1188, 'kr').replace(/\s/g, ' ')).toBe('1 188 kr');
  });
});

describe('formatSpeed', () => {
  it('writes a down/up pair in Mbit/s', () => {
    expect(formatSpeed({ down: 250, up: 250 })).toBe(`250/250${NBSP}Mbit/s`);
    expect(formatSpeed({ down: 100, up: 10 })).toBe(`100/10${NBSP}Mbit/s`);
  });

  it('does not group gigabit speeds', () => {
    expect(formatSpeed({ down: 1000, up: 1000 })).toBe(`1000/1000${NBSP}Mbit/s`);
  });

  it('rejects speeds that are not positive numbers', () => {
    expect(() => formatSpeed({ down: 0, up: 100 })).toThrow(RangeError);
    expect(() => formatSpeed({ down: 100, up: Number.NaN })).toThrow(RangeError);
  });
});

describe('formatBadgeCount', () => {
  it('shows the count up to the cap', () => {
    expect(formatBadgeCount(3)).toBe('3');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(1500)).toBe('99+');
  });

  it('honours a custom cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });

  it('never shows negative or fractional counts', () => {
    expect(formatBadgeCount(-2)).toBe('0');
    expect(formatBadgeCount(2.7)).toBe('2');
  });
});
