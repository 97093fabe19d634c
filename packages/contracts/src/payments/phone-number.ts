import { z } from 'zod';

/**
 * A Swedish mobile number in the international form without `+` (46 7X XXX XX XX), as Swish
 * and the prepaid systems store it. Accepts `070-123 45 67`, `0701234567`, `+46701234567`,
 * `0046701234567` and `46701234567`; returns null for anything that is not a Swedish mobile number.
 */
export function normaliseSwedishMobile(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, '');
  let digits: string;
  if (/^\+46\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^0046\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^07\d+$/.test(compact)) digits = `46${compact.slice(1)}`;
  else if (/^467\d+$/.test(compact)) digits = compact;
  else return null;
  // Swedish mobile series: 070, 072, 073, 076, 079 followed by seven digits.
  return /^467[02369]\d{7}$/.test(digits) ? digits : null;
}

export const swedishMobileSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalised = normaliseSwedishMobile(value);
    if (!normalised) {
      ctx.addIssue({
        code: 'custom',
        message: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67',
      });
      return z.NEVER;
    }
    return normalised;
  });

/** `46701234567` → `070-123 45 67`, for receipts and tester pages. */
export function formatSwedishMobile(msisdn: string): string {
  const local = msisdn.startsWith('46') ? `0${msisdn.slice(2)}` : msisdn;
  const match = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(local);
  return match ? `${match[1]}-${match[2]} ${match[3]} ${match[4]}` : msisdn;
}
