import { apiCall } from '@lingon/contracts/client';
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
import { useContractQuery, type ContractQueryOptions } from '@lingon/contracts/query';
import { useMemo } from 'react';

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

type GraphqlAnswer = Awaited<ReturnType<typeof apiCall<typeof contentGraphqlContract>>>;

/**
 * Read one root field out of the content system's answer. A missing page is null, as is a slug
 * the system rejects as malformed (such an address cannot be a page either); other GraphQL
 * errors throw a ContentQueryError.
 */
export function readContent<F extends GraphqlRootField>(
  request: ContentRequest<F>,
  response: GraphqlAnswer,
): Result<F> | null {
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
 * Ask the content system's GraphQL surface for one root field (SPEC §7 Content: POST with
 * `?locale=sv-SE` and a query body) outside React: route loaders and prerendering.
 */
export async function fetchContent<F extends GraphqlRootField>(
  request: ContentRequest<F>,
): Promise<Result<F> | null> {
  return readContent(request, await apiCall(contentGraphqlContract, callInput(request)));
}

/**
 * One root field in a widget. The SWR cache holds the contract's own answer (the whole GraphQL
 * response), and the field is read out of it here, so any other reader of the same call sees
 * the same shape. `data` is null when there is no such page; a GraphQL error is `error`.
 */
export function useContent<F extends GraphqlRootField>(request: ContentRequest<F> | null) {
  const query = useContractQuery(
    contentGraphqlContract,
    request ? callInput(request) : null,
    contentSwrOptions,
  );
  // The request is rebuilt on every render; its text is what identifies it.
  const requestText = request ? JSON.stringify(request) : null;
  const read = useMemo(() => {
    if (requestText === null || query.data === undefined) {
      return { data: undefined, error: undefined };
    }
    try {
      const parsed = JSON.parse(requestText) as ContentRequest<F>;
      return { data: readContent(parsed, query.data), error: undefined };
    } catch (error) {
      return { data: undefined, error };
    }
  }, [query.data, requestText]);
  return {
    data: read.data,
    error: query.error ?? read.error,
    isLoading: query.isLoading,
    isValidating: query.isValidating,
    /** Ask the content system again (the retry of an error state). */
    retry: () => void query.mutate(),
  };
}

/**
 * Content changes rarely: no refetch on focus, and no retries for answers that will not change
 * (a malformed request); network and server errors are retried by SWR's back-off.
 */
export const contentSwrOptions: ContractQueryOptions<typeof contentGraphqlContract> = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !isApiError(error, 'validation'),
};
