import { ApiError } from '@lingon/contracts/errors';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Field errors of a zod result by the field's path ('alias', 'address.zipcode'). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The server's own words for a refused save, or a general one. */
export function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.fieldErrors[0]
    ? error.fieldErrors[0].message
    : 'Något gick fel hos oss. Ingenting har ändrats, försök igen.';
}
