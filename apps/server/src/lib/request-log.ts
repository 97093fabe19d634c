import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { requestHeader } from './request-headers';
import { answerHeaders } from './security-headers';

/** YYMMDD (or YYYYMMDD) with a real month and day (a samordningsnummer's day + 60), then four. */
const PERSONAL_NUMBER =
  /\b(?:19|20)?\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]|6[1-9]|[78]\d|9[01])[-+]?\d{4}\b/g;
const EMAIL = /[^\s@"'<>/?&=]+@[^\s@"'<>/?&=]+\.[a-z]{2,}/gi;
/** Swedish numbers in every written form: 07…, +467…, 467…, 08-…, with spaces or dashes. */
const PHONE = /(?:\+46|\b46|\b0)[\s-]?\d{1,3}(?:[\s-]?\d){5,8}\b/g;

/**
 * Text fit for a log: personal numbers, e-mail addresses and phone numbers replaced by what they
 * are. Logs are read by more people and kept longer than the data they describe.
 */
export function maskPersonalData(text: string): string {
  // Every pattern needs an @ or five digits in a row (a space or dash between them at most):
  // most paths have neither and skip the three scans.
  if (!MAY_HOLD_PERSONAL_DATA.test(text)) return text;
  return text
    .replace(EMAIL, '[e-post]')
    .replace(PERSONAL_NUMBER, '[personnummer]')
    .replace(PHONE, '[telefon]');
}

const MAY_HOLD_PERSONAL_DATA = /@|\d(?:[\s-]?\d){4}/;

/**
 * Request lines wait here for the end of the current turn of the event loop and are then written
 * together: one write for many requests instead of one each. Written before the process exits;
 * a crash loses at most the lines of that one turn.
 */
let pending: string[] = [];
let scheduled = false;

/** Write the request lines that are waiting (also at exit). */
export function flushRequestLog(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  process.stdout.write(text);
}

process.on('exit', flushRequestLog);

function writeLine(line: string) {
  pending.push(`${line}\n`);
  if (scheduled) return;
  scheduled = true;
  setImmediate(flushRequestLog);
}

/** The path and query of a request URL, percent-decoded where that is valid. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start === -1 ? '/' : url.slice(start);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An incoming X-Request-Id is kept when it looks like one; otherwise the server makes one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One JSON line per request on standard output: its id (also sent back as X-Request-Id), method,
 * masked path, status and duration. Called as the request comes in; the function it returns
 * writes the line once the answer is made. With LOG_REQUESTS=0 (the test suites) nothing is
 * written.
 */
export function startRequestLog(c: Context<AppEnv>): () => void {
  const given = requestHeader(c, 'x-request-id');
  const id = given && REQUEST_ID.test(given) ? given : randomUUID();
  c.set('requestId', id);
  answerHeaders(c)['X-Request-Id'] = id;
  const started = performance.now();
  return () => {
    if (!c.get('config').LOG_REQUESTS) return;
    writeLine(
      JSON.stringify({
        time: new Date().toISOString(),
        requestId: id,
        method: c.req.method,
        path: maskPersonalData(pathOf(c.req.url)),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}

/** An unexpected error as one JSON line: the request it broke, its message and stack, masked. */
export function logError(
  requestId: string | undefined,
  method: string,
  path: string,
  error: unknown,
) {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      requestId,
      method,
      path: maskPersonalData(path),
      error: maskPersonalData(err.message),
      stack: maskPersonalData(err.stack ?? ''),
    }),
  );
}
