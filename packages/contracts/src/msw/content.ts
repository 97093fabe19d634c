import { delay, http, HttpResponse } from 'msw';
import { SERVICES_BASE } from '../brand';
import { dynamicPageContract, dynamicPageSchema } from '../content/dynamic-page';
import { contentEntriesContract, type EntriesResponse } from '../content/entries';
import { contentGraphqlContract } from '../content/graphql';
import { executeContentQuery, type ContentResolvers } from '../content/graphql-execute';
import { pageNotFoundMessage } from '../content/model';
import { navigationContract, navigationSchema } from '../content/navigation';
import {
  PRODUCT_LIST_TYPES,
  productListContract,
  productListSchema,
} from '../content/product-lists';
import { staticPageContract, staticPageSchema } from '../content/static-page';
import { toFieldErrors } from '../errors';
import { dynamicPages, navigation, productLists, staticPages } from '../fixtures/content';

const url = (path: string) => `*${SERVICES_BASE}${path}`;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const pages = staticPages.map((page) => staticPageSchema.parse(page));
const dynamic = dynamicPages.map((page) => dynamicPageSchema.parse(page));
const lists = Object.fromEntries(
  PRODUCT_LIST_TYPES.map((type) => [type, productListSchema.parse(productLists[type])]),
) as Record<(typeof PRODUCT_LIST_TYPES)[number], ReturnType<typeof productListSchema.parse>>;
const menus = navigationSchema.parse(navigation);

const fixtureResolvers = (options: { empty: boolean }): ContentResolvers => ({
  staticPage: async (slug) => (options.empty ? null : (pages.find((p) => p.slug === slug) ?? null)),
  dynamicPage: async (slug) =>
    options.empty ? null : (dynamic.find((p) => p.slug === slug) ?? null),
  productList: async (type) => (options.empty ? { ...lists[type], products: [] } : lists[type]),
  navigation: async () =>
    options.empty ? { ...menus, main: [], broadband: [], footer: [] } : menus,
});

function handlers(options: { empty: boolean }) {
  const resolvers = fixtureResolvers(options);
  const bySlug =
    (find: (slug: string) => Promise<unknown>, contract: typeof staticPageContract) =>
    async ({ request }: { request: Request }) => {
      const parsed = contract.query.safeParse(query(request));
      if (!parsed.success)
        return HttpResponse.json(toFieldErrors(parsed.error, 'query'), { status: 400 });
      const page = await find(parsed.data.slug);
      if (!page) {
        return HttpResponse.json(
          [{ field: 'query.slug', message: pageNotFoundMessage(parsed.data.slug) }],
          {
            status: 404,
          },
        );
      }
      return HttpResponse.json(page);
    };
  return [
    http.get(url(staticPageContract.path), bySlug(resolvers.staticPage, staticPageContract)),
    http.get(url(dynamicPageContract.path), bySlug(resolvers.dynamicPage, dynamicPageContract)),
    http.get(url(productListContract.path), async ({ params, request }) => {
      const parsedParams = productListContract.params.safeParse(params);
      const parsedQuery = productListContract.query.safeParse(query(request));
      if (!parsedParams.success) {
        return HttpResponse.json(toFieldErrors(parsedParams.error, 'params'), { status: 400 });
      }
      if (!parsedQuery.success) {
        return HttpResponse.json(toFieldErrors(parsedQuery.error, 'query'), { status: 400 });
      }
      return HttpResponse.json(await resolvers.productList(parsedParams.data.type));
    }),
    http.get(url(navigationContract.path), async () =>
      HttpResponse.json(await resolvers.navigation()),
    ),
    http.post(url(contentGraphqlContract.path), async ({ request }) => {
      const body = contentGraphqlContract.body.safeParse(await request.json().catch(() => null));
      if (!body.success)
        return HttpResponse.json(toFieldErrors(body.error, 'body'), { status: 400 });
      return HttpResponse.json(await executeContentQuery(body.data, resolvers));
    }),
    http.get(url(contentEntriesContract.path), ({ request }) => {
      const parsed = contentEntriesContract.query.safeParse(query(request));
      if (!parsed.success)
        return HttpResponse.json(toFieldErrors(parsed.error, 'query'), { status: 400 });
      const { content_type: type, skip, limit, locale } = parsed.data;
      const all: Array<{ id: string; fields: { updatedAt: string } }> = options.empty
        ? []
        : type === 'staticPage'
          ? pages.map((fields) => ({ id: `staticPage:${fields.slug}`, fields }))
          : type === 'dynamicPage'
            ? dynamic.map((fields) => ({ id: `dynamicPage:${fields.slug}`, fields }))
            : type === 'productList'
              ? Object.values(lists).map((fields) => ({ id: `productList:${fields.type}`, fields }))
              : [{ id: 'navigation:main', fields: menus }];
      const response = {
        sys: { type: 'Array' },
        total: all.length,
        skip,
        limit,
        items: all.slice(skip, skip + limit).map(({ id, fields }) => ({
          sys: {
            id,
            type: 'Entry',
            contentType: { sys: { id: type } },
            locale,
            updatedAt: fields.updatedAt,
          },
          fields,
        })),
      } as EntriesResponse;
      return HttpResponse.json(response);
    }),
  ];
}

const allPaths = [
  ['get', staticPageContract.path],
  ['get', dynamicPageContract.path],
  ['get', productListContract.path],
  ['get', navigationContract.path],
  ['post', contentGraphqlContract.path],
  ['get', contentEntriesContract.path],
] as const;

/** Content answered from the fixtures: slug lookups, product lists, navigation, GraphQL, entries. */
export const contentHandlers = handlers({ empty: false });

/** Every content call stays pending (loading states). */
export const contentLoadingHandlers = allPaths.map(([method, path]) =>
  http[method](url(path), async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
);

/** No pages, empty product lists and menus. */
export const contentEmptyHandlers = handlers({ empty: true });

/** Every content call fails with 503 (SPEC §8: content cards fail without a user-visible error). */
export const contentErrorHandlers = allPaths.map(([method, path]) =>
  http[method](url(path), () =>
    HttpResponse.json([{ field: 'service', message: 'Innehållet kunde inte hämtas' }], {
      status: 503,
    }),
  ),
);
