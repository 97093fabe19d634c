import { describe, expect, it } from 'vitest';
import {
  isValidPersonalNumber,
  PERSONAL_NUMBER_FORMAT_MESSAGE,
  PERSONAL_NUMBER_INVALID_MESSAGE,
  personalNumberSchema,
  toPersonalNumber,
} from './personal-number';

describe('personal numbers', () => {
  it('accepts the demo customers', () => {
    for (const pnr of ['198503121231', '199001010017', '197206142387']) {
      expect(isValidPersonalNumber(pnr)).toBe(true);
      expect(personalNumberSchema.parse(pnr)).toBe(pnr);
    }
  });

  it('reads the forms people type into the 12-digit form', () => {
    for (const written of [
      '198503121231',
      '19850312-1231',
      '850312-1231',
      '8503121231',
      ' 850312-1231 ',
    ]) {
      expect(toPersonalNumber(written), written).toBe('198503121231');
      expect(personalNumberSchema.parse(written)).toBe('198503121231');
    }
    // '+' marks someone 100 or older.
    expect(personalNumberSchema.parse('250312+1234')).toBe('192503121234');
  });

  it('says which is wrong: the shape or the number', () => {
    for (const shape of ['850312 1231', '85-03-12-1231', '19850312121', 'abc', '']) {
      const result = personalNumberSchema.safeParse(shape);
      expect(result.success, shape).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PERSONAL_NUMBER_FORMAT_MESSAGE);
    }
    for (const checksum of ['198503121232', '850312-1232', '19851312-1231']) {
      const result = personalNumberSchema.safeParse(checksum);
      expect(result.success, checksum).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PERSONAL_NUMBER_INVALID_MESSAGE);
    }
    expect(isValidPersonalNumber('8503121231')).toBe(false);
  });

  it('refuses a birth date in the future or of someone older than anyone alive', () => {
    // Valid checksums, impossible people.
    for (const impossible of ['20991231-1231', '850312+1231', '18850312-1231']) {
      const result = personalNumberSchema.safeParse(impossible);
      expect(result.success, impossible).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PERSONAL_NUMBER_INVALID_MESSAGE);
    }
  });
});
