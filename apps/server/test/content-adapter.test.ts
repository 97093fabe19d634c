import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSourceFromEnv, GraphqlContentSource } from '../src/content/graphql-source';
import { ContentSourceError, sanitizedSource } from '../src/content/source';

const recordings = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');
type Recording = { request: Record<string, unknown>; response: unknown };
const recording = (name: string): Recording =>
  JSON.parse(fs.readFileSync(path.join(recordings, `${name}.json`), 'utf8')) as Recording;

/** A fetch that answers one recording and remembers what it was asked. */
function replay(name: string, status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(recording(name).response), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const options = { url: 'https://content.example/services/content/graphql', token: 'secret-token' };

describe('GraphQL content adapter', () => {
  it('sends the operation with variables, locale and bearer token and maps the page', async () => {
    const { calls, fetchImpl } = replay('graphql-static-page');
    const source = new GraphqlContentSource({ ...options, fetch: fetchImpl });
    const page = await source.staticPage('ladda', 'sv-SE');
    expect(page?.title).toBe('Ladda kontantkort');
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe('https://content.example/services/content/graphql?locale=sv-SE');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>)['authorization']).toBe(
      'Bearer secret-token',
    );
    const body = JSON.parse(String(call.init.body));
    expect(body.query).toMatch(/^query StaticPage\(\$slug: String!\)/);
    expect(body.variables).toEqual(recording('graphql-static-page').request['variables']);
  });

  it('sanitises the remote rich text when wrapped', async () => {
    const { fetchImpl } = replay('graphql-static-page');
    const source = sanitizedSource(new GraphqlContentSource({ ...options, fetch: fetchImpl }));
    const page = await source.staticPage('ladda', 'sv-SE');
    const text = page?.sections.find((section) => section.type === 'text');
    expect(text && 'body' in text ? text.body : '').toBe(
      '<p>Saldot gäller i 12 månader.</p><a>x</a>',
    );
  });

  it('answers null for a missing page and maps product lists', async () => {
    const missing = new GraphqlContentSource({
      ...options,
      fetch: replay('graphql-static-page-missing').fetchImpl,
    });
    expect(await missing.staticPage('finns-inte', 'sv-SE')).toBeNull();
    const lists = new GraphqlContentSource({
      ...options,
      fetch: replay('graphql-product-list').fetchImpl,
    });
    const list = await lists.productList('short-term', 'sv-SE');
    expect(list?.products.map((card) => card.productId)).toEqual(['BB-ST-3D', 'BB-ST-7D']);
    expect(list?.products[0]?.highlighted).toBe(false);
  });

  it('fails with ContentSourceError on GraphQL errors, bad shapes, HTTP errors and network errors', async () => {
    const errors = new GraphqlContentSource({
      ...options,
      fetch: replay('graphql-error').fetchImpl,
    });
    await expect(errors.navigation('sv-SE')).rejects.toThrow(/maximum allowed complexity/);
    const shape = new GraphqlContentSource({
      ...options,
      fetch: replay('graphql-bad-shape').fetchImpl,
    });
    await expect(shape.dynamicPage('utland/spanien', 'sv-SE')).rejects.toBeInstanceOf(
      ContentSourceError,
    );
    const http = new GraphqlContentSource({
      ...options,
      fetch: replay('graphql-error', 502).fetchImpl,
    });
    await expect(http.navigation('sv-SE')).rejects.toThrow('Content service answered 502');
    const down = new GraphqlContentSource({
      ...options,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(down.navigation('sv-SE')).rejects.toThrow('Content service unreachable');
  });

  it('reads entries from the REST path beside the GraphQL endpoint', async () => {
    const { calls, fetchImpl } = replay('entries-product-list');
    const source = new GraphqlContentSource({ ...options, fetch: fetchImpl });
    const page = await source.entries('productList', 'sv-SE', 0, 1);
    expect(calls[0]?.url).toBe(
      'https://content.example/services/content/entries?content_type=productList&locale=sv-SE&skip=0&limit=1',
    );
    expect(page.total).toBe(4);
    expect(page.items[0]?.id).toBe('productList:bundle');
  });

  it('is chosen from the environment only when CONTENT_GRAPHQL_URL is set', () => {
    expect(contentSourceFromEnv({})).toBeNull();
    const source = contentSourceFromEnv({ CONTENT_GRAPHQL_URL: options.url, CONTENT_TOKEN: 't' });
    expect(source?.kind).toBe('graphql');
    expect(() => contentSourceFromEnv({ CONTENT_GRAPHQL_URL: 'ftp://x' })).toThrow();
  });
});
