import { describe, expect, it } from 'vitest';
import { formatSwedishMobile, normaliseSwedishMobile, swedishMobileSchema } from './phone-number';

describe('Swedish mobile numbers', () => {
  it('normalises the common ways of writing one', () => {
    for (const input of [
      '070-123 45 67',
      '0701234567',
      '+46701234567',
      '+46 70 123 45 67',
      '0046701234567',
      '46701234567',
    ]) {
      expect(normaliseSwedishMobile(input)).toBe('46701234567');
    }
  });

  it('rejects landlines, short numbers and other countries', () => {
    expect(normaliseSwedishMobile('08-123 456 78')).toBeNull();
    expect(normaliseSwedishMobile('070123456')).toBeNull();
    expect(normaliseSwedishMobile('07012345678')).toBeNull();
    expect(normaliseSwedishMobile('+4741234567')).toBeNull();
    expect(normaliseSwedishMobile('0741234567')).toBeNull();
    expect(normaliseSwedishMobile('abc')).toBeNull();
  });

  it('gives a Swedish message in the schema and formats for display', () => {
    const result = swedishMobileSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/svenskt mobilnummer/);
    expect(swedishMobileSchema.parse(' 073 987 65 43 ')).toBe('46739876543');
    expect(formatSwedishMobile('46739876543')).toBe('073-987 65 43');
  });
});
