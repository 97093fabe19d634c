/**
 * A defensive second pass over rich text the server has already sanitised: an allow-list walker
 * over an inert DOMParser document (parsing there runs no script and loads no image). It keeps
 * the same tags and attributes as the server's whitelist, so for server output it is a no-op;
 * it only matters if a proxy, cache or a future content source hands us something unexpected.
 */

const ALLOWED_TAGS = new Set([
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
const DROPPED_WITH_CONTENT = new Set([
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

/** Site-relative paths (not protocol-relative), in-page anchors, https, mailto and tel. */
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside schemes ("java\nscript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(compact);
}

function copyAnchorAttributes(from: Element, to: Element): void {
  const href = from.getAttribute('href');
  if (href !== null && isSafeHref(href.trim())) to.setAttribute('href', href.trim());
  const title = from.getAttribute('title');
  if (title) to.setAttribute('title', title);
  if (from.getAttribute('target') === '_blank') {
    to.setAttribute('target', '_blank');
    // A new window must not get a handle on this one.
    to.setAttribute('rel', 'noopener noreferrer');
  }
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      // Unknown wrappers (span, div, font …) go, their text stays.
      cleanChildren(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    if (tag === 'a') copyAnchorAttributes(element, clean);
    cleanChildren(element, clean, doc);
    target.appendChild(clean);
  }
}

/**
 * Keep only the allowed tags and attributes of `html`. Without a DOM (prerendering in Node) the
 * input is returned unchanged: it comes from our own server, which sanitised it already, and
 * the browser runs this pass again when it renders.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const container = doc.createElement('div');
  cleanChildren(doc.body, container, doc);
  return container.innerHTML;
}
