import type { z } from 'zod';

/** What a value of each expected type is, in the words of a form: no type names. */
const EXPECTED: Record<string, string> = {
  string: 'Ska vara en text',
  number: 'Ska vara ett tal',
  int: 'Ska vara ett heltal',
  bigint: 'Ska vara ett heltal',
  boolean: 'Ska vara sant eller falskt',
  array: 'Ska vara en lista',
  tuple: 'Ska vara en lista',
  set: 'Ska vara en lista',
  object: 'Ska vara ett objekt med fält',
  record: 'Ska vara ett objekt med fält',
  map: 'Ska vara ett objekt med fält',
  date: 'Ska vara ett datum',
  undefined: 'Ska inte skickas med',
  never: 'Ska inte skickas med',
  null: 'Ska vara tomt',
};

const COUNTED: Record<string, [one: string, many: string]> = {
  string: ['tecken', 'tecken'],
  array: ['sak', 'saker'],
  set: ['sak', 'saker'],
};

function bound(origin: string, limit: number | bigint, word: 'Minst' | 'Högst'): string {
  const unit = COUNTED[origin];
  if (!unit) return `${word} ${limit}`;
  return `${word} ${limit} ${Number(limit) === 1 ? unit[0] : unit[1]}`;
}

/**
 * The services' messages for what a contract does not word itself (a field missing, of the
 * wrong type, too long, or not known): Swedish a customer or a partner's developer can act on,
 * without zod's type names ("förväntat object, fick null"). Anything else falls back to zod's
 * own Swedish (z.locales.sv).
 */
export const swedishMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && issue.expected !== 'undefined') return 'Saknas';
      return EXPECTED[issue.expected] ?? 'Ogiltigt värde';
    case 'too_big':
      // A whole number's own limit (2^53 − 1), not a rule of the service.
      if (issue.maximum === Number.MAX_SAFE_INTEGER) return 'För stort tal';
      return bound(issue.origin, issue.maximum, 'Högst');
    case 'too_small':
      if (issue.minimum === Number.MIN_SAFE_INTEGER) return 'För litet tal';
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Får inte vara tomt';
      return bound(issue.origin, issue.minimum, 'Minst');
    case 'invalid_value':
      return 'Ogiltigt val';
    case 'unrecognized_keys':
      return `Okänt fält: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Ange en giltig e-postadress' : 'Ogiltigt format';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Ogiltigt värde';
    case 'not_multiple_of':
      return `Ska vara en multipel av ${issue.divisor}`;
    default:
      return undefined;
  }
};
