import { ApiError } from '@lingon/contracts/errors';
import { isValidPersonalNumber } from '@lingon/contracts/personal-number';

/**
 * Telemarketing/support mode (SPEC §6): the site took `?key=` from the address. The server tells
 * a support key from a telemarketing key and records the sales channel ('Support' or 'TM').
 */
export interface TelemarketingMode {
  key: string;
}

/** The headers of every telemarketing call, or null while the customer's number is not valid. */
export function telemarketingHeaders(
  mode: TelemarketingMode,
  personalNumber: string,
): { 'x-telemarketing-key': string; tm_customer: string } | null {
  const number = personalNumber.trim();
  if (!mode.key || !isValidPersonalNumber(number)) return null;
  return { 'x-telemarketing-key': mode.key, tm_customer: number };
}

/** Shown instead of the generic errors when the server refuses the key: retrying cannot help. */
export const INVALID_KEY_TITLE = 'Nyckeln i länken gäller inte';
export const INVALID_KEY_TEXT =
  'Beställningar åt kunder kräver en giltig nyckel. Öppna sidan igen med länken du fått (?key=…).';

/** Whether a telemarketing call was refused because the key is unknown (403 on the key header). */
export function isInvalidTelemarketingKey(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.fieldErrors.some((fieldError) => fieldError.field === 'headers.x-telemarketing-key')
  );
}
