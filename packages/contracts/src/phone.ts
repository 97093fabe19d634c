import { z } from 'zod';

/**
 * Swedish phone numbers: the one rule every form and endpoint uses (docs/architecture.md).
 *
 * Input, as people type them: `070-123 45 67`, `0701234567`, `+46 70 123 45 67`,
 * `0046701234567`, `46701234567` (spaces, hyphens, dots and brackets ignored). A mobile number is
 * one of the Swedish mobile series: 070, 072, 073, 076 and 079 followed by seven digits (071 is
 * machine-to-machine, 074 paging; landlines and other countries are refused). Where a landline
 * will do as well (a contact number, call forwarding) any Swedish number counts: a national
 * number of 7 to 9 digits after the 0, e.g. `08-500 123 45`.
 *
 * Output, by what the receiver stores:
 * - `msisdnSchema` → the international form without `+`, `46701234567` (subscriptions, Swish,
 *   payments, prepaid);
 * - `nationalMobileSchema` → the national form, `0701234567` (contact numbers on orders);
 * - `msisdnIdSchema` → only the stored form `46701234567`, for numbers that identify a
 *   subscription on the wire and are never typed;
 * - `swedishPhoneSchema` / `nationalPhoneSchema` → `46850012345` / `0850012345` for any number;
 * - `formatSwedishMobile` → `070-123 45 67` for people to read.
 */
export const SWEDISH_MOBILE_MESSAGE = 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67';
export const SWEDISH_PHONE_MESSAGE = 'Ange ett svenskt telefonnummer, t.ex. 070-123 45 67';
export const MSISDN_ID_MESSAGE = 'Ange mobilnumret som 467XXXXXXXX';

const MSISDN = /^467[02369]\d{7}$/;
/** 46, then the national number without its 0: 7 to 9 digits, never starting with 0. */
const SWEDISH_NUMBER = /^46[1-9]\d{6,8}$/;

/** Any Swedish number as `46` + the national number without 0, or null. */
export function toSwedishNumber(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let digits: string;
  if (/^\+46\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^0046\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0[1-9]\d+$/.test(compact)) digits = `46${compact.slice(1)}`;
  else if (/^46\d+$/.test(compact)) digits = compact;
  else return null;
  return SWEDISH_NUMBER.test(digits) ? digits : null;
}

/** The number as `46XXXXXXXXX`, or null when it is not a Swedish mobile number. */
export function toMsisdn(input: string): string | null {
  const digits = toSwedishNumber(input);
  return digits && MSISDN.test(digits) ? digits : null;
}

/** The number as `07XXXXXXXX`, or null when it is not a Swedish mobile number. */
export function toNationalMobile(input: string): string | null {
  const msisdn = toMsisdn(input);
  return msisdn ? `0${msisdn.slice(2)}` : null;
}

function phoneSchema(normalise: (input: string) => string | null, message: string) {
  return z
    .string({ error: message })
    .max(30, message)
    .transform((value, ctx) => {
      const normalised = normalise(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });
}

/** Any written form of a mobile number → `46701234567`. */
export const msisdnSchema = phoneSchema(toMsisdn, SWEDISH_MOBILE_MESSAGE);

/** Any written form of a mobile number → `0701234567`. */
export const nationalMobileSchema = phoneSchema(toNationalMobile, SWEDISH_MOBILE_MESSAGE);

/** A subscription's number exactly as services send it, `46701234567`; no other written form. */
export const msisdnIdSchema = z
  .string({ error: MSISDN_ID_MESSAGE })
  .trim()
  .regex(MSISDN, MSISDN_ID_MESSAGE);

/** Any written form of any Swedish number, mobile or landline → `46850012345`. */
export const swedishPhoneSchema = phoneSchema(toSwedishNumber, SWEDISH_PHONE_MESSAGE);

/** Any written form of any Swedish number, mobile or landline → `0850012345`. */
export const nationalPhoneSchema = phoneSchema((input) => {
  const digits = toSwedishNumber(input);
  return digits ? `0${digits.slice(2)}` : null;
}, SWEDISH_PHONE_MESSAGE);

/** `46701234567` or `0701234567` (or any written form) → `070-123 45 67`; other text as given. */
export function formatSwedishMobile(value: string): string {
  const national = toNationalMobile(value);
  const match = national ? /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(national) : null;
  return match ? `${match[1]}-${match[2]} ${match[3]} ${match[4]}` : value;
}

/**
 * SPEC §5, family checkout: numeric input becomes text, a hyphen at position 3 is removed, a
 * leading '07' loses the 0, whitespace is removed and '46' is prefixed when missing. For a Swedish
 * mobile number this is `toMsisdn`; other input is transformed as the rule says, for the server to
 * refuse.
 */
export function normaliseFamilyPhoneNumber(input: string | number): string {
  const text = String(input);
  const msisdn = toMsisdn(text);
  if (msisdn) return msisdn;
  let value = text.length > 3 && text[3] === '-' ? `${text.slice(0, 3)}${text.slice(4)}` : text;
  if (value.startsWith('07')) value = value.slice(1);
  value = value.replace(/\s/g, '');
  return value.startsWith('46') ? value : `46${value}`;
}
