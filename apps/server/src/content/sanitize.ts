import {
  plainTextOfNodes,
  sanitizeNodes,
  type RichTextNode,
} from '@lingon/design-system/lib/sanitize-html';
import type { Section } from '@lingon/contracts/content/model';
import { parseDocument } from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];

/**
 * Rich text as the site may render it: the design system's one policy (allowed tags, safe link
 * addresses, dropped scripts and styles) over htmlparser2's parse of the HTML, so the server and
 * the browser's second pass keep exactly the same markup.
 */
function toNodes(children: readonly ChildNode[]): RichTextNode[] {
  return children.flatMap((child): RichTextNode[] => {
    if (child.type === 'text') return [{ type: 'text', text: child.data }];
    if (child.type === 'tag' || child.type === 'script' || child.type === 'style') {
      return [
        {
          type: 'element',
          tag: child.name,
          attributes: child.attribs,
          children: toNodes(child.children),
        },
      ];
    }
    return []; // comments, directives, CDATA
  });
}

function parse(html: string): RichTextNode[] {
  return toNodes(parseDocument(html, { decodeEntities: true }).children);
}

export function sanitizeRichText(html: string): string {
  return sanitizeNodes(parse(html));
}

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
  return plainTextOfNodes(parse(html));
}
