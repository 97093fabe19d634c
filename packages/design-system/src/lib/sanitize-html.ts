/**
 * The one rich-text policy of the site, used by the server when content is stored or served and
 * by the browser as a second pass before it renders (docs/architecture.md "Rich text"). Both parse
 * the HTML with their own parser (the server htmlparser2, the browser an inert DOMParser
 * document, which runs no script and loads no image), turn it into `RichTextNode`s, and build the
 * output with `sanitizeNodes`: one allow-list, one serialiser, so the two cannot drift apart.
 */

export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
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
]);

/** Tags whose content is code or form state, not prose: dropped with everything inside. */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'head',
  'title',
]);

const VOID_TAGS = new Set(['br', 'hr']);

/** Site-relative paths (not protocol-relative), in-page anchors, https, mailto and tel. */
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside schemes ("java\nscript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(compact);
}

/** Parsed HTML as both parsers give it: text (entities decoded) and elements. */
export type RichTextNode =
  | { type: 'text'; text: string }
  | {
      type: 'element';
      tag: string;
      attributes: Readonly<Record<string, string>>;
      children: readonly RichTextNode[];
    };

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The attributes an allowed link keeps: a safe href, a title, and target=_blank with rel forced. */
function anchorAttributes(attributes: Readonly<Record<string, string>>): string {
  let out = '';
  const href = attributes['href']?.trim();
  if (href && isSafeHref(href)) out += ` href="${escapeAttribute(href)}"`;
  const title = attributes['title'];
  if (title) out += ` title="${escapeAttribute(title)}"`;
  if (attributes['target'] === '_blank') {
    // A new window must not get a handle on this one.
    out += ' target="_blank" rel="noopener noreferrer"';
  }
  return out;
}

/** Serialise nodes keeping only the allowed tags and attributes; unknown wrappers keep their text. */
export function sanitizeNodes(nodes: readonly RichTextNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeText(node.text);
      continue;
    }
    const tag = node.tag.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      out += sanitizeNodes(node.children);
      continue;
    }
    const attributes = tag === 'a' ? anchorAttributes(node.attributes) : '';
    out += VOID_TAGS.has(tag)
      ? `<${tag}${attributes}>`
      : `<${tag}${attributes}>${sanitizeNodes(node.children)}</${tag}>`;
  }
  return out;
}

/** The text of rich text without tags (dropped content left out), whitespace collapsed. */
export function plainTextOfNodes(nodes: readonly RichTextNode[]): string {
  const walk = (list: readonly RichTextNode[]): string =>
    list
      .map((node) => {
        if (node.type === 'text') return node.text;
        if (DROPPED_WITH_CONTENT.has(node.tag.toLowerCase())) return ' ';
        return ` ${walk(node.children)} `;
      })
      .join('');
  return walk(nodes).replace(/\s+/g, ' ').trim();
}

function fromDom(node: Node): RichTextNode | null {
  if (node.nodeType === 3) return { type: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== 1) return null; // comments, processing instructions
  const element = node as Element;
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    attributes[attribute.name.toLowerCase()] = attribute.value;
  }
  return {
    type: 'element',
    tag: element.localName,
    attributes,
    children: domChildren(element),
  };
}

function domChildren(parent: Node): RichTextNode[] {
  return Array.from(parent.childNodes).flatMap((child) => fromDom(child) ?? []);
}

/**
 * Keep only the allowed tags and attributes of `html`, in the browser. Without a DOM (prerendering
 * in Node) the input is returned unchanged: it comes from our own server, which sanitised it with
 * the same policy, and the browser runs this pass again when it renders.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return sanitizeNodes(domChildren(doc.body));
}
