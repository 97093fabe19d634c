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
