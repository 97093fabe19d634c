import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  formatSwedishMobile,
  MSISDN_ID_MESSAGE,
  msisdnIdSchema,
  msisdnSchema,
  nationalMobileSchema,
  nationalPhoneSchema,
  normaliseFamilyPhoneNumber,
  SWEDISH_MOBILE_MESSAGE,
  SWEDISH_PHONE_MESSAGE,
  swedishPhoneSchema,
  toMsisdn,
  toNationalMobile,
} from './phone';

/** The schema refuses `input` with exactly `message`. */
function expectRefused(schema: z.ZodType, input: unknown, message: string) {
  const result = schema.safeParse(input);
  expect(result.success, String(input)).toBe(false);
  expect(result.error?.issues[0]?.message, String(input)).toBe(message);
}

const WRITTEN_FORMS = [
  '070-123 45 67',
  '0701234567',
  '070 123 45 67',
  '(070) 123 45 67',
  '+46701234567',
  '+46 70 123 45 67',
  '0046701234567',
  '46701234567',
];

describe('Swedish mobile numbers', () => {
  it('reads every common written form into both output forms', () => {
    for (const input of WRITTEN_FORMS) {
      expect(toMsisdn(input), input).toBe('46701234567');
      expect(toNationalMobile(input), input).toBe('0701234567');
      expect(msisdnSchema.parse(input)).toBe('46701234567');
      expect(nationalMobileSchema.parse(input)).toBe('0701234567');
    }
  });

  it('accepts each mobile series 070, 072, 073, 076, 079 and no other', () => {
    for (const series of ['070', '072', '073', '076', '079']) {
      expect(toMsisdn(`${series}1234567`)).toBe(`46${series.slice(1)}1234567`);
    }
    for (const series of ['071', '074', '075', '077', '078']) {
      expect(toMsisdn(`${series}1234567`), series).toBeNull();
    }
  });

  it('refuses landlines, wrong lengths, other countries and text', () => {
    for (const input of [
      '08-123 456 78',
      '070123456',
      '07012345678',
      '+4741234567',
      '+4670123456',
      '4670123456789',
      'abc',
      '',
    ]) {
      expect(toMsisdn(input), input).toBeNull();
      expectRefused(msisdnSchema, input, SWEDISH_MOBILE_MESSAGE);
      expectRefused(nationalMobileSchema, input, SWEDISH_MOBILE_MESSAGE);
    }
    expectRefused(nationalMobileSchema, undefined, SWEDISH_MOBILE_MESSAGE);
  });

  it('formats any form for people to read, and leaves other text as it is', () => {
    expect(formatSwedishMobile('46739876543')).toBe('073-987 65 43');
    expect(formatSwedishMobile('0739876543')).toBe('073-987 65 43');
    expect(formatSwedishMobile('+46 73 987 65 43')).toBe('073-987 65 43');
    expect(formatSwedishMobile('08-123 456 78')).toBe('08-123 456 78');
  });

  it('normalises family checkout numbers by SPEC §5', () => {
    // A hyphen at position 3 goes, a leading 07 loses its 0, whitespace goes, 46 is prefixed.
    expect(normaliseFamilyPhoneNumber('070-1234567')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('0701234567')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('070 123 45 67')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('070-123 45 67')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('  0701234567 ')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('46701234567')).toBe('46701234567');
    // Numeric input becomes text (a number has lost its leading 0).
    expect(normaliseFamilyPhoneNumber(701234567)).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber(46701234567)).toBe('46701234567');
    // Every form the one mobile rule reads, so a pasted number never becomes '46+46…'.
    expect(normaliseFamilyPhoneNumber('+46 70 123 45 67')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('0046701234567')).toBe('46701234567');
    expect(normaliseFamilyPhoneNumber('0701-234567')).toBe('46701234567');
    // Not a mobile number: transformed as the rule says (only the hyphen at position 3 goes),
    // for the server to refuse.
    expect(normaliseFamilyPhoneNumber('081-234567')).toBe('46081234567');
    expect(normaliseFamilyPhoneNumber('081-23-4567')).toBe('4608123-4567');
    expect(toMsisdn(normaliseFamilyPhoneNumber('081-234567'))).toBeNull();
  });

  it('takes only the stored form where a number identifies a subscription', () => {
    expect(msisdnIdSchema.parse('46701234567')).toBe('46701234567');
    for (const input of [
      '0701234567',
      '+46701234567',
      '46741234567',
      '4670123456',
      '46850012345',
    ]) {
      expectRefused(msisdnIdSchema, input, MSISDN_ID_MESSAGE);
    }
  });
});

describe('Swedish phone numbers, mobile or landline', () => {
  it('reads the written forms of landlines and mobiles into both output forms', () => {
    for (const [input, international] of [
      ['08-500 123 45', '46850012345'],
      ['+46 8 500 123 45', '46850012345'],
      ['0046850012345', '46850012345'],
      ['031-12 34 56', '4631123456'],
      ['070-123 45 67', '46701234567'],
      ['46701234567', '46701234567'],
      ['0771-40 40 40', '46771404040'],
    ] as const) {
      expect(swedishPhoneSchema.parse(input), input).toBe(international);
      expect(nationalPhoneSchema.parse(input), input).toBe(`0${international.slice(2)}`);
    }
  });

  it('refuses too short or long numbers, a 0 after the country code and other countries', () => {
    for (const input of [
      '',
      '12345',
      '08-12 34',
      '08-123 456 789',
      '0070123456',
      '+46 070 123 45 67',
      '+4570123456',
      '070-12A 45 67',
    ]) {
      expectRefused(swedishPhoneSchema, input, SWEDISH_PHONE_MESSAGE);
      expectRefused(nationalPhoneSchema, input, SWEDISH_PHONE_MESSAGE);
    }
  });
});
