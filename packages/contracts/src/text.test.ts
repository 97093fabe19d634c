import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DISALLOWED_CHARACTER_MESSAGE, oneLine } from './text';

const name = oneLine(z.string().trim().min(1, 'Ange namn').max(20));

describe('oneLine', () => {
  it.each([
    ['a tab', 'Anna\tAndersson'],
    ['a line feed', 'Anna\nAndersson'],
    ['a carriage return', 'Anna\rAndersson'],
    ['a line separator', 'Anna\u2028Andersson'],
    ['a paragraph separator', 'Anna\u2029Andersson'],
    ['a zero-width space', 'Anna\u200BAndersson'],
    ['a word joiner', 'Anna\u2060Andersson'],
    ['a byte-order mark inside', 'Anna\uFEFFAndersson'],
  ])('refuses %s inside the text', (_, text) => {
    const result = name.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      DISALLOWED_CHARACTER_MESSAGE,
    ]);
  });

  it('trims line breaks and tabs around the text, and keeps what writing systems need', () => {
    expect(name.parse('\tAnna Andersson\n')).toBe('Anna Andersson');
    // Joiners (emoji, Persian), directional marks and letters of any language.
    expect(name.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(name.parse('👩\u200D👧 Zoë\u200E')).toBe('👩\u200D👧 Zoë\u200E');
  });

  it('keeps the checks of the schema it is given', () => {
    expect(name.safeParse('').error?.issues[0]?.message).toBe('Ange namn');
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
  });
});
