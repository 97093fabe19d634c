import { dynamicPageContract } from '@lingon/contracts/content/dynamic-page';
import { contentEntriesContract, type EntriesResponse } from '@lingon/contracts/content/entries';
import { contentGraphqlContract } from '@lingon/contracts/content/graphql';
import { executeContentQuery } from '@lingon/contracts/content/graphql-execute';
import { pageNotFoundMessage } from '@lingon/contracts/content/model';
import { navigationContract } from '@lingon/contracts/content/navigation';
import { productListContract } from '@lingon/contracts/content/product-lists';
import { staticPageContract } from '@lingon/contracts/content/static-page';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { contentSourceFromEnv } from '../content/graphql-source';
import { LocalContentSource } from '../content/local-source';
import { reviewsWidgetRoutes } from '../content/reviews-widget';
import { siteRoutes } from '../content/site-routes';
import { ContentSourceError, sanitizedSource, type ContentSource } from '../content/source';
import { supportRoutes } from '../content/support-routes';
import { HttpError, route } from '../lib/http';

export interface ContentRoutesOptions {
  /** Replaces the source chosen from the environment (tests). */
  source?: ContentSource;
}

const unavailable = () =>
  new HttpError(503, [{ field: 'content', message: 'Innehållet kunde inte hämtas just nu' }]);

/** Run a source call; a failing content service is a 503 with a field error, not a 500. */
async function fromSource<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ContentSourceError) {
      console.error('[content]', error.message);
      throw unavailable();
    }
    throw error;
  }
}

/** The content services (pages, product lists, navigation, GraphQL, entries), support FAQ and site calls. */
export function contentRoutes(options: ContentRoutesOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const remote = options.source ?? contentSourceFromEnv();
  const sourceFor = (c: Context<AppEnv>) =>
    sanitizedSource(remote ?? new LocalContentSource(c.get('db')));

  route(app, staticPageContract, async ({ query, c }) => {
    const page = await fromSource(() => sourceFor(c).staticPage(query.slug, query.locale));
    if (!page)
      throw new HttpError(404, [{ field: 'query.slug', message: pageNotFoundMessage(query.slug) }]);
    return page;
  });

  route(app, dynamicPageContract, async ({ query, c }) => {
    const page = await fromSource(() => sourceFor(c).dynamicPage(query.slug, query.locale));
    if (!page)
      throw new HttpError(404, [{ field: 'query.slug', message: pageNotFoundMessage(query.slug) }]);
    return page;
  });

  route(app, productListContract, async ({ params, query, c }) => {
    const list = await fromSource(() => sourceFor(c).productList(params.type, query.locale));
    if (!list) {
      throw new HttpError(404, [
        { field: 'params.type', message: `Produktlistan ${params.type} finns inte` },
      ]);
    }
    return list;
  });

  route(app, navigationContract, async ({ query, c }) => {
    const navigation = await fromSource(() => sourceFor(c).navigation(query.locale));
    if (!navigation)
      throw new HttpError(404, [{ field: 'navigation', message: 'Menyn finns inte' }]);
    return navigation;
  });

  route(app, contentGraphqlContract, async ({ query, body, c }) => {
    const source = sourceFor(c);
    const { locale } = query;
    return fromSource(() =>
      executeContentQuery(body, {
        staticPage: (slug) => source.staticPage(slug, locale),
        dynamicPage: (slug) => source.dynamicPage(slug, locale),
        productList: (type) => source.productList(type, locale),
        navigation: () => source.navigation(locale),
      }),
    );
  });

  route(app, contentEntriesContract, async ({ query, c }) => {
    const { content_type: type, locale, skip, limit } = query;
    const page = await fromSource(() => sourceFor(c).entries(type, locale, skip, limit));
    return {
      sys: { type: 'Array' },
      total: page.total,
      skip,
      limit,
      items: page.items.map(({ id, fields }) => ({
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
  });

  app.route('/', supportRoutes());
  app.route('/', siteRoutes());
  app.route('/', reviewsWidgetRoutes());
  return app;
}
