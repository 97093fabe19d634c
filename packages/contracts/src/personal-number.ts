import Personnummer from 'personnummer';
import { z } from 'zod';

/**
 * Swedish personal numbers (and coordination numbers), the one rule every form and endpoint uses.
 *
 * Input, as people type them: `YYYYMMDDNNNN`, `YYYYMMDD-NNNN`, `YYMMDD-NNNN`, `YYMMDDNNNN` and
 * `YYMMDD+NNNN` (100 years or older), read by the `personnummer` library: a 10-digit form gets
 * the century that makes the person 0–99 years old today, or 100+ with `+`.
 * Output: always the 12-digit form `YYYYMMDDNNNN` that BankID, orders and the server store.
 */
export const PERSONAL_NUMBER_FORMAT_MESSAGE = 'Ange personnumret som ÅÅÅÅMMDD-NNNN';
export const PERSONAL_NUMBER_INVALID_MESSAGE = 'Personnumret är inte giltigt';

/** The oldest a person whose personal number is taken may be. */
const OLDEST_AGE = 130;

const WRITTEN = /^(?:\d{2})?\d{6}[-+]?\d{4}$/;

/**
 * The 12-digit form of a written personal number; null when it is not a valid one (its checksum,
 * or a birth date in the future or more than 130 years ago).
 */
export function toPersonalNumber(input: string): string | null {
  const value = input.trim();
  if (!WRITTEN.test(value)) return null;
  try {
    const parsed = Personnummer.parse(value);
    // A birth date still to come, or of someone older than anyone alive, is no one's.
    if (parsed.getDate().getTime() > Date.now() || parsed.getAge() > OLDEST_AGE) return null;
    return parsed.format(true);
  } catch {
    return null;
  }
}

/** True for a checksum-valid Swedish personal number written with 12 digits (YYYYMMDDNNNC). */
export function isValidPersonalNumber(value: string): boolean {
  return /^\d{12}$/.test(value) && toPersonalNumber(value) === value;
}

/** Any written form → the 12-digit personal number; a clear message for the wrong shape or checksum. */
export const personalNumberSchema = z
  .string({ error: PERSONAL_NUMBER_FORMAT_MESSAGE })
  .max(20, PERSONAL_NUMBER_FORMAT_MESSAGE)
  .transform((value, ctx) => {
    if (!WRITTEN.test(value.trim())) {
      ctx.addIssue({ code: 'custom', message: PERSONAL_NUMBER_FORMAT_MESSAGE });
      return z.NEVER;
    }
    const normalised = toPersonalNumber(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: PERSONAL_NUMBER_INVALID_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });

/** A personal number shown with its last four digits hidden: 19850312-****. */
export function maskPersonalNumber(personalNumber: string): string {
  const digits = personalNumber.replace(/\D/g, '');
  return digits.length === 12 ? `${digits.slice(0, 8)}-****` : '********-****';
}
