import { z } from 'zod';

/**
 * Swedish mobile numbers: the one rule every form and endpoint uses (docs/architecture.md).
 *
 * Input, as people type them: `070-123 45 67`, `0701234567`, `+46 70 123 45 67`,
 * `0046701234567`, `46701234567` (spaces, hyphens and brackets ignored). Only the Swedish mobile
 * series count: 070, 072, 073, 076 and 079 followed by seven digits (071 is machine-to-machine,
 * 074 paging; landlines and other countries are refused).
 *
 * Output, by what the receiver stores:
 * - `msisdnSchema` → the international form without `+`, `46701234567` (subscriptions, Swish,
 *   payments, prepaid);
 * - `nationalMobileSchema` → the national form, `0701234567` (contact numbers on orders);
 * - `formatSwedishMobile` → `070-123 45 67` for people to read.
 */
export const SWEDISH_MOBILE_MESSAGE = 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67';

const MSISDN = /^467[02369]\d{7}$/;

/** The number as `46XXXXXXXXX`, or null when it is not a Swedish mobile number. */
export function toMsisdn(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let digits: string;
  if (/^\+46\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^0046\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^07\d+$/.test(compact)) digits = `46${compact.slice(1)}`;
  else if (/^467\d+$/.test(compact)) digits = compact;
  else return null;
  return MSISDN.test(digits) ? digits : null;
}

/** The number as `07XXXXXXXX`, or null when it is not a Swedish mobile number. */
export function toNationalMobile(input: string): string | null {
  const msisdn = toMsisdn(input);
  return msisdn ? `0${msisdn.slice(2)}` : null;
}

function mobileSchema(normalise: (input: string) => string | null) {
  return z
    .string({ error: SWEDISH_MOBILE_MESSAGE })
    .max(30, SWEDISH_MOBILE_MESSAGE)
    .transform((value, ctx) => {
      const normalised = normalise(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: SWEDISH_MOBILE_MESSAGE });
        return z.NEVER;
      }
      return normalised;
    });
}

/** Any written form → `46701234567`. */
export const msisdnSchema = mobileSchema(toMsisdn);

/** Any written form → `0701234567`. */
export const nationalMobileSchema = mobileSchema(toNationalMobile);

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
