import { z } from 'zod';
import { defineContract } from '../contract';
import { dynamicPageSchema } from './dynamic-page';
import { localeSchema } from './model';
import { navigationSchema } from './navigation';
import { productListSchema } from './product-lists';
import { staticPageSchema } from './static-page';

/**
 * The content system's GraphQL surface (SPEC §7 Content): POST `{ query, variables }` with
 * `?locale=sv-SE`. It answers a small, real subset — the root fields below, with aliases,
 * arguments as literals or `$variables` — and always whole objects (sub-selections are accepted
 * but not projected). A missing page is `null`, as in Contentful; other problems are `errors`.
 */
export const GRAPHQL_ROOT_FIELDS = [
  'staticPage',
  'dynamicPage',
  'productList',
  'navigation',
] as const;
export type GraphqlRootField = (typeof GRAPHQL_ROOT_FIELDS)[number];

export const GRAPHQL_MAX_QUERY_LENGTH = 10_000;

export const graphqlRequestSchema = z.object({
  query: z
    .string()
    .min(1, 'Frågan saknas')
    .max(GRAPHQL_MAX_QUERY_LENGTH, `Frågan får vara högst ${GRAPHQL_MAX_QUERY_LENGTH} tecken`),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});
export type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

export const graphqlErrorSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.object({ code: z.string() }).optional(),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

/**
 * One root field's value; keys of `data` are the field names or their aliases. Most specific
 * first: a union keeps the first match and objects drop unknown keys, so a dynamic page must not
 * be read as a static page.
 */
export const graphqlValueSchema = z.union([
  dynamicPageSchema,
  productListSchema,
  navigationSchema,
  staticPageSchema,
  z.null(),
]);

export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), graphqlValueSchema).nullable().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponseSchema>;

export const contentGraphqlContract = defineContract({
  id: 'content.graphql',
  method: 'POST',
  path: 'content/graphql',
  summary:
    'Innehållssystemets GraphQL-yta (statiska och dynamiska sidor, produktlistor, navigering)',
  query: z.object({ locale: localeSchema }),
  body: graphqlRequestSchema,
  response: graphqlResponseSchema,
});

/** The operations the site sends; the server and the remote adapter both speak them. */
export const CONTENT_QUERIES = {
  staticPage:
    'query StaticPage($slug: String!) { staticPage(slug: $slug) { title slug metadata sections updatedAt } }',
  dynamicPage:
    'query DynamicPage($slug: String!) { dynamicPage(slug: $slug) { kind title slug metadata parent children sections updatedAt } }',
  productList:
    'query ProductList($type: String!) { productList(type: $type) { type title intro products updatedAt } }',
  navigation: 'query Navigation { navigation { main broadband footer legal updatedAt } }',
} as const satisfies Record<GraphqlRootField, string>;
