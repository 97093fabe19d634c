import { RICH_TEXT_CASES } from '@lingon/design-system/lib/sanitize-html-cases';
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from '../src/content/sanitize';

describe('rich text on the server: the same policy and answers as the browser', () => {
  it.each(RICH_TEXT_CASES.map((c) => [c.name, c.html, c.clean] as const))(
    '%s',
    (_name, html, clean) => {
      expect(sanitizeRichText(html)).toBe(clean);
      expect(sanitizeRichText(clean)).toBe(clean);
    },
  );

  it('gives searchable text without markup, scripts or entities', () => {
    expect(
      plainText(
        '<p>Surfa&nbsp;i <strong>EU</strong></p><script>x()</script><ul><li>A &amp; B</li></ul>',
      ),
    ).toBe('Surfa i EU A & B');
  });
});
