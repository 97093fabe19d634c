// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize-html';

// The same string as unsafeRichText in the contracts fixtures: the design system imports no
// workspace package.
const unsafeRichText =
  '<p onclick="alert(1)">Hej <a href="javascript:alert(2)">klicka</a><script>alert(3)</script><img src="x" onerror="alert(4)"> <strong>bra</strong></p>';

describe('sanitizeHtml', () => {
  it('keeps the server whitelist unchanged', () => {
    const html =
      '<p>Hej <strong>du</strong>, läs <a href="/support">mer</a>.</p><ul><li>Ett</li></ul><h2>Rubrik</h2>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, images and javascript: links', () => {
    const clean = sanitizeHtml(unsafeRichText);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(clean).toContain('<strong>bra</strong>');
    expect(clean).toContain('<a>klicka</a>');
    expect(clean).toMatch(/^<p>Hej /);
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><span style="color:red">Text</span></div>')).toBe('Text');
  });

  it('drops style and object with their content', () => {
    expect(sanitizeHtml('<style>p{}</style><object>x</object><p>Kvar</p>')).toBe('<p>Kvar</p>');
  });

  it('forces rel on links that open a new window and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://example.se" target="_blank">A</a>')).toBe(
      '<a href="https://example.se" target="_blank" rel="noopener noreferrer">A</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top" rel="opener">B</a>')).toBe(
      '<a href="/x">B</a>',
    );
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

describe('isSafeHref', () => {
  it.each(['/bredband', '#faq', 'https://lingon.se', 'mailto:hej@lingon.se', 'tel:+46771'])(
    'allows %s',
    (href) => expect(isSafeHref(href)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    '//evil.example',
    'http://x',
    'data:text/html,x',
  ])('rejects %s', (href) => expect(isSafeHref(href)).toBe(false));
});
