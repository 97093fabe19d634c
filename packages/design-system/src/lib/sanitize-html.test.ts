// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSafeHref, plainTextOfNodes, sanitizeHtml, type RichTextNode } from './sanitize-html';
import { RICH_TEXT_CASES } from './sanitize-html-cases';

describe('sanitizeHtml in the browser', () => {
  it.each(RICH_TEXT_CASES.map((c) => [c.name, c.html, c.clean] as const))(
    '%s',
    (_name, html, clean) => {
      expect(sanitizeHtml(html)).toBe(clean);
      // A second pass changes nothing: server output goes through it unchanged.
      expect(sanitizeHtml(clean)).toBe(clean);
    },
  );
});

describe('plainTextOfNodes', () => {
  it('gives the words without markup or dropped content', () => {
    const nodes: RichTextNode[] = [
      {
        type: 'element',
        tag: 'p',
        attributes: {},
        children: [
          { type: 'text', text: 'Surfa  i ' },
          {
            type: 'element',
            tag: 'strong',
            attributes: {},
            children: [{ type: 'text', text: 'EU' }],
          },
        ],
      },
      { type: 'element', tag: 'script', attributes: {}, children: [{ type: 'text', text: 'x()' }] },
      {
        type: 'element',
        tag: 'li',
        attributes: {},
        children: [{ type: 'text', text: 'utan extra kostnad' }],
      },
    ];
    expect(plainTextOfNodes(nodes)).toBe('Surfa i EU utan extra kostnad');
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
    'villkor',
  ])('rejects %s', (href) => expect(isSafeHref(href)).toBe(false));
});
