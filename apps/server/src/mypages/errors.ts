import { HttpError } from '../lib/http';

/**
 * A number, uid or customer that is not the signed-in customer's is answered as not found, the
 * same as one that does not exist, so that nobody can probe whose numbers exist.
 */
export function notFound(field: string, message = 'Hittades inte'): HttpError {
  return new HttpError(404, [{ field, message }]);
}
