import { z } from 'zod';
import { defineContract } from '../contract';
import { dynamicPageSchema } from './dynamic-page';
import { CONTENT_LIMITS, localeSchema } from './model';
import { navigationSchema } from './navigation';
import { productListSchema } from './product-lists';
import { staticPageSchema } from './static-page';

export const CONTENT_TYPES = ['staticPage', 'dynamicPage', 'productList', 'navigation'] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES, {
  message: `Okänd innehållstyp, använd ${CONTENT_TYPES.join(', ')}`,
});
export type ContentType = z.infer<typeof contentTypeSchema>;

export const entriesQuerySchema = z.object({
  content_type: contentTypeSchema,
  locale: localeSchema,
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTENT_LIMITS.products)
    .default(CONTENT_LIMITS.products),
});

const sysSchema = <T extends ContentType>(type: T) =>
  z.object({
    id: z.string(),
    type: z.literal('Entry'),
    contentType: z.object({ sys: z.object({ id: z.literal(type) }) }),
    locale: localeSchema,
    updatedAt: z.iso.datetime({ offset: true }),
  });

export const entrySchema = z.union([
  z.object({ sys: sysSchema('staticPage'), fields: staticPageSchema }),
  z.object({ sys: sysSchema('dynamicPage'), fields: dynamicPageSchema }),
  z.object({ sys: sysSchema('productList'), fields: productListSchema }),
  z.object({ sys: sysSchema('navigation'), fields: navigationSchema }),
]);
export type Entry = z.infer<typeof entrySchema>;

/** A page of entries of one content type, shaped like a Contentful REST collection. */
export const entriesResponseSchema = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  items: z.array(entrySchema),
});
export type EntriesResponse = z.infer<typeof entriesResponseSchema>;

/** The content system's REST entries path (SPEC §7 Content). */
export const contentEntriesContract = defineContract({
  id: 'content.entries',
  method: 'GET',
  path: 'content/entries',
  summary: 'Innehållsposter av en typ, sidvis (REST)',
  query: entriesQuerySchema,
  response: entriesResponseSchema,
});
