import { describe, expect, it } from 'vitest';
import { isValidPersonalNumber, personalNumberSchema } from './personal-number';

describe('personal numbers', () => {
  it('accepts the demo customers', () => {
    for (const pnr of ['198503121231', '199001010017', '197206142387']) {
      expect(isValidPersonalNumber(pnr)).toBe(true);
    }
  });
  it('rejects a wrong checksum and the short form', () => {
    expect(isValidPersonalNumber('198503121232')).toBe(false);
    expect(isValidPersonalNumber('8503121231')).toBe(false);
    expect(personalNumberSchema.safeParse('19850312-1231').success).toBe(false);
  });
});
