import { describe, expect, it } from 'vitest';
import { formatPersonalNumber, formatPostcode } from './format';

describe('formatPostcode', () => {
  it('writes five digits as three and two', () => {
    expect(formatPostcode('22221')).toBe('222 21');
    expect(formatPostcode(' 222 21 ')).toBe('222 21');
  });

  it('leaves anything else as it is', () => {
    expect(formatPostcode('')).toBe('');
    expect(formatPostcode('2222')).toBe('2222');
    expect(formatPostcode('222221')).toBe('222221');
    expect(formatPostcode('SE-22221')).toBe('SE-22221');
  });
});

describe('formatPersonalNumber', () => {
  it('writes twelve digits as ÅÅÅÅMMDD-NNNN', () => {
    expect(formatPersonalNumber('198001019887')).toBe('19800101-9887');
    expect(formatPersonalNumber('19800101-9887')).toBe('19800101-9887');
  });

  it('leaves anything else as it is', () => {
    expect(formatPersonalNumber('')).toBe('');
    expect(formatPersonalNumber('800101-9887')).toBe('800101-9887');
    expect(formatPersonalNumber('1980010198')).toBe('1980010198');
  });
});
