/**
 * How a form shows values people recognise, not how services store them. Each formatter leaves a
 * value it does not recognise as it is, so a half-typed or foreign value is never mangled.
 */

/** "22221" → "222 21", as Swedish postcodes are written. */
export function formatPostcode(value: string): string {
  const match = /^(\d{3}) ?(\d{2})$/.exec(value.trim());
  return match ? `${match[1]} ${match[2]}` : value;
}

/** "198001019887" → "19800101-9887" (ÅÅÅÅMMDD-NNNN, the form people and BankID write). */
export function formatPersonalNumber(value: string): string {
  const match = /^(\d{8})-?(\d{4})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : value;
}
