import type { z } from 'zod';

/** Said of a character a field cannot keep: the services say it of every such refusal. */
export const DISALLOWED_CHARACTER_MESSAGE = 'Texten innehåller ett otillåtet tecken';

/**
 * What a one-line field (a name, a street, a city) cannot hold inside it: a tab or a line break
 * (U+2028 and U+2029 too), which the form's single line never shows and which split the name or
 * address line of a letter or an invoice; and the zero-width space, word joiner and byte-order mark,
 * which make two names that look the same differ. Leading and trailing ones are trimmed first.
 * The zero-width joiner and non-joiner, and the left-to-right and right-to-left marks, stay:
 * writing systems and emoji need them, and they reorder nothing. (Control characters no one types
 * and the bidirectional overrides are refused in every field by the services.)
 */
const NOT_ONE_LINE = /[\t\n\r\u2028\u2029\u200B\u2060\uFEFF]/;

/** `schema` (a trimmed string) that also refuses what a one-line field cannot hold (NOT_ONE_LINE). */
export function oneLine(schema: z.ZodString): z.ZodString {
  return schema.refine((text) => !NOT_ONE_LINE.test(text), DISALLOWED_CHARACTER_MESSAGE);
}
