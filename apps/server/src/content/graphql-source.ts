import { dynamicPageSchema } from '@lingon/contracts/content/dynamic-page';
import { entriesResponseSchema, type ContentType } from '@lingon/contracts/content/entries';
import {
  CONTENT_QUERIES,
  graphqlErrorSchema,
  type GraphqlRootField,
} from '@lingon/contracts/content/graphql';
import type { Locale } from '@lingon/contracts/content/model';
import { navigationSchema } from '@lingon/contracts/content/navigation';
import { productListSchema, type ProductListType } from '@lingon/contracts/content/product-lists';
import { staticPageSchema } from '@lingon/contracts/content/static-page';
import { z } from 'zod';
import { ContentSourceError, type ContentSource, type EntriesPage } from './source';

export interface GraphqlContentSourceOptions {
  /** The GraphQL endpoint, e.g. https://content.example/services/content/graphql. */
  url: string;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** The REST entries endpoint; defaults to the GraphQL URL with `graphql` replaced by `entries`. */
  entriesUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const envelopeSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
});

/**
 * Content from a Contentful-style GraphQL service that speaks the content surface of
 * `content/graphql` (the same operations this server answers, so one server can be the content
 * service of another). Every answer is validated against the contract schemas.
 */
export class GraphqlContentSource implements ContentSource {
  readonly kind = 'graphql' as const;
  private readonly fetch: typeof fetch;
  private readonly entriesUrl: string;

  constructor(private readonly options: GraphqlContentSourceOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.entriesUrl = options.entriesUrl ?? options.url.replace(/graphql\/?$/, 'entries');
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers['authorization'] = `Bearer ${this.options.token}`;
    return headers;
  }

  private async request(url: URL, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (cause) {
      throw new ContentSourceError(`Content service unreachable: ${url.origin}`, { cause });
    }
    if (!response.ok) throw new ContentSourceError(`Content service answered ${response.status}`);
    try {
      return await response.json();
    } catch (cause) {
      throw new ContentSourceError('Content service answered with invalid JSON', { cause });
    }
  }

  private async query<T>(
    field: GraphqlRootField,
    variables: Record<string, unknown>,
    locale: Locale,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    const url = new URL(this.options.url);
    url.searchParams.set('locale', locale);
    const json = await this.request(url, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ query: CONTENT_QUERIES[field], variables }),
    });
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success)
      throw new ContentSourceError('Content service answered an unknown shape');
    const value = envelope.data.data?.[field];
    if (envelope.data.errors?.length && (value === undefined || value === null)) {
      throw new ContentSourceError(
        `Content service error: ${envelope.data.errors.map((error) => error.message).join('; ')}`,
      );
    }
    if (value === undefined || value === null) return null;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ContentSourceError(`Content service ${field} does not match its schema`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  staticPage(slug: string, locale: Locale) {
    return this.query('staticPage', { slug }, locale, staticPageSchema);
  }
  dynamicPage(slug: string, locale: Locale) {
    return this.query('dynamicPage', { slug }, locale, dynamicPageSchema);
  }
  productList(type: ProductListType, locale: Locale) {
    return this.query('productList', { type }, locale, productListSchema);
  }
  navigation(locale: Locale) {
    return this.query('navigation', {}, locale, navigationSchema);
  }

  async entries(
    type: ContentType,
    locale: Locale,
    skip: number,
    limit: number,
  ): Promise<EntriesPage> {
    const url = new URL(this.entriesUrl);
    url.searchParams.set('content_type', type);
    url.searchParams.set('locale', locale);
    url.searchParams.set('skip', String(skip));
    url.searchParams.set('limit', String(limit));
    const parsed = entriesResponseSchema.safeParse(
      await this.request(url, { headers: this.headers() }),
    );
    if (!parsed.success)
      throw new ContentSourceError('Content service entries have an unknown shape');
    return {
      total: parsed.data.total,
      items: parsed.data.items.map((item) => ({ id: item.sys.id, fields: item.fields })),
    };
  }
}

/**
 * The remote source when CONTENT_GRAPHQL_URL is set (with CONTENT_TOKEN and optional
 * CONTENT_ENTRIES_URL), else null for the local store. Read here rather than in config.ts so
 * that the content area owns its settings.
 */
export function contentSourceFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl?: typeof fetch,
): GraphqlContentSource | null {
  const url = env['CONTENT_GRAPHQL_URL']?.trim();
  if (!url) return null;
  const settings = z
    .object({
      url: z.url({ protocol: /^https?$/, message: 'CONTENT_GRAPHQL_URL must be an http(s) URL' }),
      entriesUrl: z.url({ protocol: /^https?$/ }).optional(),
      token: z.string().min(1).optional(),
    })
    .parse({
      url,
      entriesUrl: env['CONTENT_ENTRIES_URL']?.trim() || undefined,
      token: env['CONTENT_TOKEN']?.trim() || undefined,
    });
  return new GraphqlContentSource({ ...settings, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}
