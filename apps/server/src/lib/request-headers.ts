import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * A request header (`name` in lower case), read from the headers Node has already parsed when the
 * request came through the Node server: the adapter's web Request builds a whole web Headers on
 * the first `c.req.header()` call, for every request. Without Node (tests calling `app.request`)
 * it is read from the Request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Every request header by its lower-case name (as `c.req.header()` gives them). */
export function requestHeaders(c: Context): Record<string, string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header();
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
