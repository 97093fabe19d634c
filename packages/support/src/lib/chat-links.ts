import { isInternalHref } from '@lingon/design-system/link-provider';

/** A piece of a chat message: plain text, or a link to a path on this site. */
export type ChatTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

/**
 * A site path in a message, optionally named: `”Title” – /path` (the bot's suggested guides,
 * chatAutoAnswer in @lingon/contracts/site/chat) or a bare `/path` an agent typed. The path
 * starts the text or follows a space or an opening bracket (so `24/7` and `och/eller` stay text),
 * is one or more slug segments and may end in a query or an anchor; a full stop, comma or bracket
 * after it is not part of it.
 */
const SITE_PATH =
  /(?:([”“"])([^”“"\n]{1,160})[”"] [–—-] )?(?<=^|[\s(])(\/[\p{L}\d_-]+(?:\/[\p{L}\d_-]+)*\/?(?:[?#][\p{L}\d_=&%+-]+)?)/gu;

/**
 * Split a chat message into text and links to this site's own paths, for the widget to render
 * as React elements (the text is never read as HTML). A named path reads as its title, kept in
 * its quotation marks; a bare path reads as itself. Addresses of other sites stay text.
 */
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const [whole, open, title, href = ''] = match;
    if (!isInternalHref(href)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (title !== undefined) {
      parts.push({ kind: 'text', text: open ?? '”' });
      parts.push({ kind: 'link', href, text: title.trim() });
      parts.push({ kind: 'text', text: '”' });
    } else {
      parts.push({ kind: 'link', href, text: href });
    }
    last = start + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return mergeText(parts);
}

/** Neighbouring text pieces as one (the quotation marks join the text around them). */
function mergeText(parts: ChatTextPart[]): ChatTextPart[] {
  const merged: ChatTextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
