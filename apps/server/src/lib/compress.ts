import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from '../context';
import { requestHeader } from './request-headers';

/** The encodings a service answer is compressed with, in order of preference. */
export const ENCODINGS = ['gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Answers smaller than this (when their length is known) are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = /^application\/json/;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours (by q-value, `*` counts), or undefined. */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Add Accept-Encoding to the answer's Vary header unless it is there (or Vary is `*`). */
export function varyByEncoding(headers: Headers): void {
  const current = headers.get('Vary');
  if (current === '*' || (current && VARIES_BY_ENCODING.test(current))) return;
  headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * JSON answers compressed on the fly, as hono/compress does, with one difference: headers are set
 * on the answer itself. hono/compress sets Vary through `c.header()`, and `c.header()` on an
 * answer that is already made copies it into a new streamed Response, for every JSON answer even
 * when the client accepts no compression. An answer that already has a Content-Encoding (a
 * catalogue answer compressed once, lib/http.ts) is left as it is.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A contract's answer that is compressed already or too small to gain (lib/http.ts).
    if (c.get('encodingSettled')) return;
    const res = c.res;
    const headers = res.headers;
    const length = headers.get('Content-Length');
    if (
      res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < COMPRESS_THRESHOLD) ||
      !JSON_TYPE.test(headers.get('Content-Type') ?? '') ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    varyByEncoding(headers);
    const encoding = selectEncoding(requestHeader(c, 'accept-encoding'));
    if (!encoding || !res.body) return;
    // The compressed copy gets the headers as they are now, read before the body: the Node
    // adapter's Response builds its body from the headers it was made with, so a copy made
    // from the answer itself (`new Response(body, res)`, or Hono's merge when `c.res` is
    // replaced) would drop those set on it since (CORS, Vary).
    const compressed = new Headers(headers);
    compressed.delete('Content-Length');
    compressed.set('Content-Encoding', encoding);
    const etag = compressed.get('ETag');
    if (etag && !etag.startsWith('W/')) compressed.set('ETag', `W/${etag}`);
    const body = res.body.pipeThrough(new CompressionStream(encoding));
    // Cleared first, so Hono does not merge the old answer's headers back over these.
    c.res = undefined as unknown as Response;
    c.res = new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: compressed,
    });
  };
}
