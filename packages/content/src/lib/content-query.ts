import { apiCall, swrKey } from '@lingon/contracts/client';
import { dynamicPageSchema, type DynamicPage } from '@lingon/contracts/content/dynamic-page';
import {
  CONTENT_QUERIES,
  contentGraphqlContract,
  type GraphqlError,
  type GraphqlRootField,
} from '@lingon/contracts/content/graphql';
import { DEFAULT_LOCALE, type Locale } from '@lingon/contracts/content/model';
import { navigationSchema, type Navigation } from '@lingon/contracts/content/navigation';
import { productListSchema, type ProductList } from '@lingon/contracts/content/product-lists';
import { staticPageSchema, type StaticPage } from '@lingon/contracts/content/static-page';
import { isApiError } from '@lingon/contracts/errors';
import type { SWRConfiguration } from 'swr';

/** The content system answered with GraphQL errors (other than a malformed slug). */
export class ContentQueryError extends Error {
  readonly errors: GraphqlError[];
  constructor(errors: GraphqlError[]) {
    super(errors.map((error) => error.message).join('; ') || 'Content query failed');
    this.name = 'ContentQueryError';
    this.errors = errors;
  }
}

const parsers = {
  staticPage: (value: unknown): StaticPage => staticPageSchema.parse(value),
  dynamicPage: (value: unknown): DynamicPage => dynamicPageSchema.parse(value),
  productList: (value: unknown): ProductList => productListSchema.parse(value),
  navigation: (value: unknown): Navigation => navigationSchema.parse(value),
} satisfies Record<GraphqlRootField, (value: unknown) => unknown>;

type Result<F extends GraphqlRootField> = ReturnType<(typeof parsers)[F]>;

export interface ContentRequest<F extends GraphqlRootField> {
  field: F;
  variables: Record<string, string>;
  locale: Locale;
}

export function contentRequest<F extends GraphqlRootField>(
  field: F,
  variables: Record<string, string> = {},
  locale: Locale = DEFAULT_LOCALE,
): ContentRequest<F> {
  return { field, variables, locale };
}

function callInput(request: ContentRequest<GraphqlRootField>) {
  return {
    query: { locale: request.locale },
    body: { query: CONTENT_QUERIES[request.field], variables: request.variables },
  };
}

/** The SWR key: the GraphQL call with its operation and variables. */
export function contentKey(request: ContentRequest<GraphqlRootField>) {
  return swrKey(contentGraphqlContract, callInput(request));
}

/**
 * Ask the content system's GraphQL surface for one root field (SPEC §7 Content: POST with
 * `?locale=sv-SE` and a query body). A missing page answers null, as does a slug the system
 * rejects as malformed (such an address cannot be a page either); other errors throw.
 */
export async function fetchContent<F extends GraphqlRootField>(
  request: ContentRequest<F>,
): Promise<Result<F> | null> {
  const response = await apiCall(contentGraphqlContract, callInput(request));
  const errors = response.errors ?? [];
  const value = response.data?.[request.field] ?? null;
  if (errors.length > 0) {
    const badSlug = errors.every((error) => error.extensions?.code === 'BAD_USER_INPUT');
    if (badSlug && 'slug' in request.variables) return null;
    throw new ContentQueryError(errors);
  }
  if (value === null) return null;
  return parsers[request.field](value) as Result<F>;
}

/**
 * Content changes rarely: no refetch on focus, and no retries for answers that will not change
 * (a malformed request); network and server errors are retried by SWR's back-off.
 */
export const contentSwrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !isApiError(error, 'validation'),
};
