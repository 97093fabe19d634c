import { delay, http, HttpResponse } from 'msw';
import { SERVICES_BASE } from '../brand';
import { toFieldErrors } from '../errors';
import {
  faqCategoriesWithCounts,
  faqCategoryFixtures,
  faqGuideFixtures,
  faqGuideSummary,
} from '../fixtures/support';
import { faqCategoriesContract } from '../support/faq-categories';
import { faqGuideContract } from '../support/faq-guide';
import { faqGuidesContract } from '../support/faq-guides';
import { faqSearchContract } from '../support/faq-search';

const url = (path: string) => `*${SERVICES_BASE}${path}`;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const invalid = (error: Parameters<typeof toFieldErrors>[0], part: string) =>
  HttpResponse.json(toFieldErrors(error, part), { status: 400 });

const byPopularity = [...faqGuideFixtures].sort((a, b) => b.popularity - a.popularity);

function handlers(options: { empty: boolean }) {
  const guides = options.empty ? [] : byPopularity;
  return [
    http.get(url(faqCategoriesContract.path), ({ request }) => {
      const parsed = faqCategoriesContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      return HttpResponse.json({ categories: options.empty ? [] : faqCategoriesWithCounts() });
    }),
    http.get(url(faqGuidesContract.path), ({ request }) => {
      const parsed = faqGuidesContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      const { skip, take, category } = parsed.data;
      const categoryId = faqCategoryFixtures.find(
        (c) => c.id === category || c.slug === category,
      )?.id;
      const matching = category
        ? guides.filter((guide) => guide.categoryId === categoryId)
        : guides;
      return HttpResponse.json({
        total: matching.length,
        skip,
        take,
        guides: matching.slice(skip, skip + take).map(faqGuideSummary),
      });
    }),
    http.get(url(faqSearchContract.path), ({ request }) => {
      const parsed = faqSearchContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      const { q, skip, take } = parsed.data;
      const words = q.toLocaleLowerCase('sv-SE').split(/\s+/).filter(Boolean);
      const matching = guides.filter((guide) => {
        const text = `${guide.title} ${guide.body.replace(/<[^>]*>/g, ' ')}`.toLocaleLowerCase(
          'sv-SE',
        );
        return words.every((word) => text.includes(word));
      });
      return HttpResponse.json({
        query: q,
        total: matching.length,
        skip,
        take,
        guides: matching.slice(skip, skip + take).map(faqGuideSummary),
      });
    }),
    http.get(url(faqGuideContract.path), ({ params, request }) => {
      const parsedQuery = faqGuideContract.query.safeParse(query(request));
      if (!parsedQuery.success) return invalid(parsedQuery.error, 'query');
      const guide = guides.find((candidate) => candidate.id === params['id']);
      const category = faqCategoryFixtures.find((c) => c.id === guide?.categoryId);
      if (!guide || !category) {
        return HttpResponse.json(
          [{ field: 'params.id', message: `Guiden ${String(params['id'])} finns inte` }],
          {
            status: 404,
          },
        );
      }
      return HttpResponse.json({
        ...guide,
        category,
        related: guides
          .filter((other) => other.categoryId === guide.categoryId && other.id !== guide.id)
          .slice(0, 3)
          .map(faqGuideSummary),
      });
    }),
  ];
}

const paths = [
  faqCategoriesContract.path,
  faqGuidesContract.path,
  faqSearchContract.path,
  faqGuideContract.path,
];

/** The support FAQ answered from the fixtures (paging, category filter, search, guide by id). */
export const supportHandlers = handlers({ empty: false });
/** Every FAQ call stays pending. */
export const supportLoadingHandlers = paths.map((path) =>
  http.get(url(path), async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
);
/** No categories and no guides. */
export const supportEmptyHandlers = handlers({ empty: true });
/** Every FAQ call fails with 503. */
export const supportErrorHandlers = paths.map((path) =>
  http.get(url(path), () =>
    HttpResponse.json([{ field: 'service', message: 'Kundservice kunde inte nås' }], {
      status: 503,
    }),
  ),
);
