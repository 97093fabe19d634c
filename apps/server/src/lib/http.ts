import { deflateSync, gzipSync } from 'node:zlib';
import type { AnyContract, ContractResponse } from '@lingon/contracts/contract';
import { toFieldErrors, type FieldError } from '@lingon/contracts/errors';
import { DISALLOWED_CHARACTER_MESSAGE } from '@lingon/contracts/text';
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { COMPRESS_THRESHOLD, selectEncoding, type Encoding } from './compress';
import { requestHeader, requestHeaders } from './request-headers';
import { requireSession, requireTelemarketing, type Session } from './auth';
import { hit, RATE_LIMITS } from './rate-limit';
import { answerHeaders } from './security-headers';

/**
 * How an answer that belongs to one customer is cached: not at all. A call that reads a session
 * or a telemarketing key answers one customer's data (personal number, address, invoices), and a
 * shared cache or CDN could otherwise keep it by its own rules: the session cookie does not stop
 * shared caching the way an Authorization header does. Every 401 and 403 says the same, so that
 * a refusal is never served in place of the answer that follows signing in.
 */
export const PRIVATE_CACHE_CONTROL = 'no-store, private';

function keepPrivate(c: Context): void {
  answerHeaders(c as Context<AppEnv>)['Cache-Control'] = PRIVATE_CACHE_CONTROL;
}

/** Answer with the validation error list (SPEC §3: pairs of field and message). */
export function fieldErrors(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
  errors: FieldError[],
) {
  if (status === 401 || status === 403) keepPrivate(c);
  return c.json(errors, status);
}

/** The refusal of a signed-in call made from another site's page (`fromOtherSite`). */
export const OTHER_SITE_MESSAGE = 'Förfrågan kom från en annan webbplats och togs inte emot.';

/**
 * Whether a request was made by another site's page, as the browser tells it: Sec-Fetch-Site
 * `cross-site` or `same-site` (a sibling host is another origin too), or an Origin that is not
 * this site's (`null` included: a sandboxed frame or a redirect from elsewhere). This site is the
 * host the request was sent to (the site's dev server forwards it unchanged) or that of
 * PUBLIC_URL. A request with neither header (an older browser, a program) is not refused here:
 * the session cookie is SameSite=Lax and every call with a body must be JSON, which a page of
 * another site cannot send without CORS, which only the public broadband calls allow.
 */
export function fromOtherSite(c: Context<AppEnv>): boolean {
  const site = requestHeader(c, 'sec-fetch-site')?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = requestHeader(c, 'origin')?.trim();
  if (origin === undefined || origin === '') return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  if (!host) return true;
  const own = [requestHeader(c, 'host')];
  try {
    own.push(new URL(c.req.url).host);
  } catch {
    // No address of its own to compare with: the Host header and PUBLIC_URL decide.
  }
  const publicUrl = c.get('config')?.PUBLIC_URL;
  if (publicUrl) {
    try {
      own.push(new URL(publicUrl).host);
    } catch {
      // Not a URL: only the request's own host counts.
    }
  }
  return !own.some((candidate) => candidate?.toLowerCase() === host);
}

export interface HandlerInput<C extends AnyContract> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  headers: z.output<C['headers']>;
  /** The signed-in customer for `session` contracts; the TM customer for `telemarketing` ones. */
  session: Session | null;
  c: Context<AppEnv>;
}

/** Thrown by handlers for an expected 4xx answer: becomes `[{ field, message }]` with the status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly errors: FieldError[],
  ) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
  }
}

/** The answer a handler gave that does not match its contract (logged where it is found). */
function responseMismatch(): HttpError {
  return new HttpError(503, [{ field: 'response', message: 'Tjänsten svarade med fel format' }]);
}

/**
 * A contract's answer checked against its response schema and serialised once, for an answer that
 * is given again and again (the catalogue cache): a handler returns it as it is, and `route`
 * sends the JSON (or its compressed copy, made on first use) without parsing or serialising
 * anything per request.
 */
export class PreparedAnswer {
  private readonly compressed = new Map<Encoding, Uint8Array<ArrayBuffer>>();

  private utf8: Uint8Array<ArrayBuffer> | undefined;

  constructor(readonly json: string) {}

  /** The JSON as UTF-8 bytes, encoded once: sent as they are, uncompressed. */
  bytes(): Uint8Array<ArrayBuffer> {
    // A copy of its own: a small Buffer may sit in Node's shared pool.
    return (this.utf8 ??= new Uint8Array(Buffer.from(this.json, 'utf8')));
  }

  encoded(encoding: Encoding): Uint8Array<ArrayBuffer> {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      // A copy of its own: a small Buffer may sit in Node's shared pool.
      bytes = new Uint8Array(encoding === 'gzip' ? gzipSync(this.json) : deflateSync(this.json));
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Check `answer` against the contract's response schema once and keep its JSON; 503 if it fails. */
export function prepareAnswer<C extends AnyContract>(
  contract: C,
  answer: ContractResponse<C>,
): PreparedAnswer {
  const checked = contract.response.safeParse(answer);
  if (!checked.success) {
    console.error(`[${contract.id}] response does not match its contract`, checked.error.issues);
    throw responseMismatch();
  }
  return new PreparedAnswer(JSON.stringify(checked.data));
}

/** A prepared answer, compressed as compressJson (lib/compress.ts) would, but once. */
function sendPrepared(c: Context<AppEnv>, answer: PreparedAnswer): Response {
  c.set('encodingSettled', true);
  const encoding =
    c.req.method === 'HEAD' ? undefined : selectEncoding(requestHeader(c, 'accept-encoding'));
  if (!encoding) return c.body(answer.bytes(), 200, { ...JSON_TYPE, Vary: 'Accept-Encoding' });
  return c.body(answer.encoded(encoding), 200, {
    ...JSON_TYPE,
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
  });
}

/**
 * A handler's checked answer: a small one (most are) is sent as it is, since compressing it would
 * not make it smaller; a larger one is left to compressJson.
 */
function sendJson(c: Context<AppEnv>, data: unknown): Response {
  const json = JSON.stringify(data);
  if (json.length < COMPRESS_THRESHOLD) c.set('encodingSettled', true);
  return c.body(json, 200, { ...JSON_TYPE });
}

/**
 * Copied into every answer's headers, never passed itself: the Node adapter adds the answer's
 * Content-Length to the record it is given.
 */
const JSON_TYPE = { 'Content-Type': 'application/json' } as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Control characters no one types (C0 but tab, line feed and carriage return; DEL; C1) and the
 * bidirectional embeddings, overrides and isolates, which make a stored name or address read
 * differently from what it is ("Anna\u202Eanrak" shows as "Annakarna").
 */
const INVISIBLE_CONTROL =
  // eslint-disable-next-line no-control-regex -- these characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const unstorable = (text: string) => INVISIBLE_CONTROL.test(text) || LONE_SURROGATE.test(text);
const UNSTORABLE_CHARACTERS = new RegExp(
  `${INVISIBLE_CONTROL.source}|${LONE_SURROGATE.source}`,
  'g',
);

/**
 * Field errors for every string in a request part that PostgreSQL cannot store, or should not:
 * U+0000 (text columns refuse it, and the query fails), lone surrogates (not Unicode, silently
 * replaced on the way in) and invisible control characters (INVISIBLE_CONTROL). Checked before any schema or handler sees the value, so no contract can forget it.
 * A loop, not recursion: a body may nest thousands of levels deep.
 */
export function unstorableText(
  value: unknown,
  field: string,
  out: FieldError[] = [],
): FieldError[] {
  // Paths as links to their parent, spelt out only for an error: deep bodies stay cheap.
  type Place = { key: string; parent: Place | null };
  const spell = (place: Place): string => {
    const keys: string[] = [];
    for (let at: Place | null = place; at; at = at.parent) keys.unshift(at.key);
    // The refused key itself is named with its unstorable characters shown as U+FFFD.
    return keys.join('.').replace(UNSTORABLE_CHARACTERS, '\uFFFD');
  };
  const pending: [unknown, Place][] = [[value, { key: field, parent: null }]];
  while (pending.length > 0 && out.length < 10) {
    const [item, place] = pending.pop() as [unknown, Place];
    if (typeof item === 'string') {
      if (unstorable(item))
        out.push({ field: spell(place), message: DISALLOWED_CHARACTER_MESSAGE });
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = { key, parent: place };
        if (unstorable(key)) out.push({ field: spell(at), message: DISALLOWED_CHARACTER_MESSAGE });
        else pending.push([child, at]);
      }
    }
  }
  return out;
}

/**
 * The request body as text. On the Node adapter a body of declared length that no one has read
 * (the body limit checked its length from the header, app.ts) is read straight from the
 * connection: `c.req.text()` would first build a web Request around it and read it through a web
 * stream, a tenth of a small call's time. Anything else, a chunked body the body limit has read or
 * a request made in process, goes through Hono. Decoded as UTF-8 with a BOM dropped, as `text()`
 * does, but null when the bytes are not UTF-8: `text()` would put U+FFFD in their place, and a name
 * sent in Latin-1 would be stored as "J�rg" without a word.
 */
async function requestText(c: Context<AppEnv>): Promise<string | null> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (
    !incoming ||
    incoming.readableFlowing !== null ||
    incoming.readableEnded ||
    requestHeader(c, 'content-length') === undefined ||
    requestHeader(c, 'transfer-encoding') !== undefined
  ) {
    return utf8(new Uint8Array(await c.req.arrayBuffer()));
  }
  // A small body has usually come in with the headers: once the stream holds as many bytes as
  // the request declared, they are taken at once instead of waiting for the stream's events.
  // (Node's parser marks the request complete only after the handler has started.) The stream
  // then ends by itself, with no one listening.
  if (incoming.readableLength === Number(requestHeader(c, 'content-length'))) {
    const chunks: Buffer[] = [];
    for (let chunk = incoming.read() as Buffer | null; chunk; chunk = incoming.read()) {
      chunks.push(chunk);
    }
    return utf8(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
  }
  // Events, not `for await`: a stream's async iterator costs more than reading a small body.
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)),
    );
    incoming.once('error', reject);
    // A client that goes away mid-body: nothing is answered, but nothing waits for ever either.
    incoming.once('close', () => reject(new Error('The request closed before its body ended')));
  });
  return utf8(body);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

function utf8(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** The `charset` parameter of a Content-Type, lower case and unquoted; undefined without one. */
function charsetOf(parameters: string[]): string | undefined {
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=', 2);
    if (name.trim().toLowerCase() === 'charset') {
      return value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return undefined;
}

function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/**
 * Mount one contract: validate params, query, headers and body with its schemas (400 with field
 * errors on bad input), authorise, optionally inject a fault, run the handler and check the answer
 * against the response schema so that the server can never drift from the contract.
 */
export function route<C extends AnyContract>(
  app: Hono<AppEnv>,
  contract: C,
  handler: (
    input: HandlerInput<C>,
  ) =>
    | Promise<ContractResponse<C> | PreparedAnswer | Response>
    | ContractResponse<C>
    | PreparedAnswer
    | Response,
): void {
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  app.on(method.toUpperCase(), `/services/${contract.path}`, async (c) => {
    const config = c.get('config');
    if (contract.auth !== 'public') keepPrivate(c);
    const fault = config.SIMULATE_FAULTS ? requestHeader(c, 'x-simulate-fault') : undefined;
    if (fault && (contract.id === fault || contract.id.startsWith(`${fault}.`))) {
      return fieldErrors(c, 503, [{ field: 'service', message: `Simulerat fel i ${contract.id}` }]);
    }

    const limit = RATE_LIMITS[contract.id];
    if (limit) {
      const verdict = await hit(c, limit);
      if (verdict.limited) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        return fieldErrors(c, 429, verdict.errors);
      }
    }

    const errors: FieldError[] = [];
    const rawParams = c.req.param();
    const rawQuery = queryObject(c);
    unstorableText(rawParams, 'params', errors);
    unstorableText(rawQuery, 'query', errors);
    const params = contract.params.safeParse(rawParams);
    if (!params.success) errors.push(...toFieldErrors(params.error, 'params'));
    const query = contract.query.safeParse(rawQuery);
    if (!query.success) errors.push(...toFieldErrors(query.error, 'query'));
    const headers = contract.headers.safeParse(requestHeaders(c));
    if (!headers.success) errors.push(...toFieldErrors(headers.error, 'headers'));

    // Who may call it first: a caller who may not is told so, whatever else is wrong.
    let session: Session | null = null;
    if (contract.auth === 'session') {
      // A call that changes something for the signed-in customer is taken from this site's pages
      // only (the cookie would come along with another site's form or script as well). The
      // public calls, the partner pages' address check among them, are not asked.
      if (contract.method !== 'GET' && fromOtherSite(c)) {
        return fieldErrors(c, 403, [{ field: 'headers.origin', message: OTHER_SITE_MESSAGE }]);
      }
      session = await requireSession(c);
      if (!session)
        return fieldErrors(c, 401, [{ field: 'session', message: 'Du är inte inloggad' }]);
    } else if (contract.auth === 'telemarketing') {
      const tm = await requireTelemarketing(c);
      if ('errors' in tm) return fieldErrors(c, tm.status, tm.errors);
      session = tm.session;
    }

    let rawBody: unknown = undefined;
    if (contract.method !== 'GET') {
      const text = await requestText(c);
      if (text === null || text.trim() !== '') {
        const [mediaType = '', ...parameters] = (requestHeader(c, 'content-type') ?? '').split(';');
        // The media type itself, not a prefix of it.
        if (mediaType.trim().toLowerCase() !== 'application/json') {
          return fieldErrors(c, 415, [
            { field: 'body', message: 'Content-Type måste vara application/json' },
          ]);
        }
        // JSON is UTF-8 (RFC 8259); a body said to be in another encoding is not read as it.
        const charset = charsetOf(parameters);
        if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
          return fieldErrors(c, 415, [
            { field: 'body', message: 'Teckenkodningen måste vara UTF-8' },
          ]);
        }
        if (text === null) {
          return fieldErrors(c, 400, [{ field: 'body', message: 'Texten är inte giltig UTF-8' }]);
        }
        try {
          rawBody = JSON.parse(text);
        } catch {
          return fieldErrors(c, 400, [{ field: 'body', message: 'Ogiltig JSON' }]);
        }
      }
    }
    unstorableText(rawBody, 'body', errors);
    const body = contract.body.safeParse(rawBody);
    if (!body.success) errors.push(...toFieldErrors(body.error, 'body'));

    if (errors.length > 0) return fieldErrors(c, 400, errors);

    try {
      const result = await handler({
        params: params.data,
        query: query.data,
        body: body.data,
        headers: headers.data,
        session,
        c,
      } as HandlerInput<C>);
      if (result instanceof Response) return result;
      if (result instanceof PreparedAnswer) return sendPrepared(c, result);
      const checked = contract.response.safeParse(result);
      if (!checked.success) {
        console.error(
          `[${contract.id}] response does not match its contract`,
          checked.error.issues,
        );
        const mismatch = responseMismatch();
        return fieldErrors(c, mismatch.status, mismatch.errors);
      }
      return sendJson(c, checked.data);
    } catch (error) {
      if (error instanceof HttpError) return fieldErrors(c, error.status, error.errors);
      throw error;
    }
  });
}
