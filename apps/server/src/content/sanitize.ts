import sanitizeHtml from 'sanitize-html';
import type { Section } from '@lingon/contracts/content/model';

/**
 * The rich text the site may render as HTML: a small whitelist of tags and attributes. Scripts,
 * styles, event handlers, images and every URL scheme but https, mailto and tel (plus site-relative
 * paths) are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'code',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes['target'] && attributes['target'] !== '_blank') delete attributes['target'];
      // A new window must not get a handle on this one.
      if (attributes['target'] === '_blank') attributes['rel'] = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Sanitise every rich-text field of a page's sections (text bodies and FAQ answers). */
export function sanitizeSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    switch (section.type) {
      case 'text':
        return { ...section, body: sanitizeRichText(section.body) };
      case 'faq':
        return {
          ...section,
          items: section.items.map((item) => ({ ...item, answer: sanitizeRichText(item.answer) })),
        };
      default:
        return section;
    }
  });
}

/** The text of rich text without tags, for search. */
export function plainText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
