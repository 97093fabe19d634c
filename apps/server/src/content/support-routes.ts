import { faqCategoriesContract } from '@lingon/contracts/support/faq-categories';
import { faqGuideContract } from '@lingon/contracts/support/faq-guide';
import { faqGuidesContract } from '@lingon/contracts/support/faq-guides';
import { faqSearchContract } from '@lingon/contracts/support/faq-search';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { HttpError, route } from '../lib/http';
import { getGuide, listCategories, listGuides, searchGuides } from './support-store';

/** The support FAQ service (SPEC §7): categories, guides by popularity, guide by id, search. */
export function supportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, faqCategoriesContract, async ({ c }) => ({
    categories: await listCategories(c.get('db')),
  }));

  route(app, faqGuidesContract, ({ query, c }) =>
    listGuides(c.get('db'), { skip: query.skip, take: query.take, category: query.category }),
  );

  route(app, faqSearchContract, ({ query, c }) =>
    searchGuides(c.get('db'), { q: query.q, skip: query.skip, take: query.take }),
  );

  route(app, faqGuideContract, async ({ params, query, c }) => {
    const guide = await getGuide(c.get('db'), {
      id: params.id,
      clientId: query.clientId,
      now: c.get('services').now(),
    });
    if (!guide)
      throw new HttpError(404, [{ field: 'params.id', message: `Guiden ${params.id} finns inte` }]);
    return guide;
  });

  return app;
}
