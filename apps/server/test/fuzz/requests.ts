import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { AnyContract } from '@lingon/contracts/contract';

/** Requests for fuzzing (fuzz.test.ts): what is sent, and what every answer must look like. */

/** What an HTTP parser lets through in a header value: tab, printable ASCII and Latin-1. */
export const headerSafe = (value: unknown) =>
  String(value)
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')
    .slice(0, 16_000);

/** Fails with the status and body when the answer is a 5xx or a 4xx of another shape. */
export async function expectSafeAnswer(res: Response, label: string): Promise<void> {
  // Decoded as a browser would: a client that accepts gzip gets gzip.
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text = (
    encoding === 'gzip'
      ? gunzipSync(raw)
      : encoding === 'deflate'
        ? inflateSync(raw)
        : encoding === 'br'
          ? brotliDecompressSync(raw)
          : raw
  ).toString('utf8');
  const problem = `${label}: ${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(problem);
  if (res.status < 400 || res.status >= 500) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON: ${problem}`);
  }
  const shaped =
    Array.isArray(body) &&
    body.length > 0 &&
    body.every(
      (item) =>
        item &&
        typeof item === 'object' &&
        typeof (item as Record<string, unknown>)['field'] === 'string' &&
        typeof (item as Record<string, unknown>)['message'] === 'string',
    );
  if (!shaped) throw new Error(`not [{ field, message }]: ${problem}`);
}

/** Bodies that are not JSON, or JSON no schema expects. */
export const MALFORMED_BODIES = [
  '{"broken": ',
  '{',
  '}',
  '[',
  'nul',
  'undefined',
  "{'single': 'quotes'}",
  '{"a": 1,}',
  '{"a": 01}',
  '{"a": NaN}',
  '\uFEFF{}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"a": 1, "a": {"b": 2}}',
  '{"__proto__": {"admin": true}}',
  '1e999',
  '-0',
  'null',
  'true',
  '"text"',
  '[]',
  '[{}]',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '\u0000',
  '\uD800',
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  '',
];

/** Percent-encoded text as a browser would send it, whatever the string holds. */
function encode(value: unknown): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** The contract's path with its parameters filled, encoded, or a raw (maybe malformed) escape. */
export function pathOf(contract: AnyContract, params: unknown, raw: string | null): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return contract.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (raw !== null) return raw;
    const value = values[name];
    return value === undefined || value === '' ? 'x' : encode(value);
  });
}

export function queryOf(query: unknown, raw: string | null): string {
  if (raw !== null) return `?${raw}`;
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) {
        search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const RAW_PATH_PARAMS = [
  '%',
  '%E0%A4%A',
  '%2e%2e',
  '..',
  '%00',
  '%C0%AE',
  '%F0%9F',
  '%FF%FE',
];
export const RAW_QUERIES = ['%', 'a=%', '=&=&', 'a[]=1&a[]=2', '%00=%00', 'a=%E0%A4%A', '&&&', 'a'];
