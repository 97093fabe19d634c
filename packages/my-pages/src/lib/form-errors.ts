import { ApiError } from '@lingon/contracts/errors';

/** The server's own words for a refused save, or a general one. */
export function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.fieldErrors[0]
    ? error.fieldErrors[0].message
    : 'Något gick fel hos oss. Ingenting har ändrats, försök igen.';
}
