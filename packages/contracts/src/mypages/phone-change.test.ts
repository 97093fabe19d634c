import { describe, expect, it } from 'vitest';
import { contactPhoneSchema } from './phone-change';

describe('contactPhoneSchema', () => {
  it.each([
    ['070-123 45 67', '46701234567'],
    ['+46 70 123 45 67', '46701234567'],
    ['0046701234567', '46701234567'],
    ['46701234567', '46701234567'],
    ['08-500 123 45', '46850012345'],
  ])('reads %s as %s', (input, stored) => {
    expect(contactPhoneSchema.parse(input)).toBe(stored);
  });

  it.each(['', '12345', '+4570123456', '070-12A 45 67', '0070123456'])('refuses %s', (input) => {
    expect(contactPhoneSchema.safeParse(input).success).toBe(false);
  });
});
