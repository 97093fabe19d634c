/** Where every same-site path is resolved, to tell a path on this site from one that leaves it. */
const HERE = 'http://here.invalid';

/**
 * A path on this site to send the browser back to (a redirect's Location), from a query or form
 * value; `fallback` for anything else: another host (`//x`, `/\x`), a scheme, and control
 * characters, which browsers drop from a URL (so `/<TAB>/x` would be `//x`) and which may not
 * be in a header at all. The path is given back percent-encoded, as a Location header must be.
 */
export function sameSitePath(value: string | undefined, fallback: string): string {
  if (!value || value.length > 2000) return fallback;
  // One leading slash, and no backslash, C0 control or DEL anywhere.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if ([...value].some((char) => char < ' ' || char === '\u007f')) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  // Dot segments are folded only now ('/..//x' is '//x'): the folded path must still be one.
  if (url.origin !== HERE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
