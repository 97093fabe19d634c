import { z } from 'zod';
import { defineContract } from '../contract';
import { localeSchema, pageMetadataSchema, sectionsSchema, slugSchema } from './model';

/** A static content page (SPEC §3): title, slug, metadata and up to 20 typed sections. */
export const staticPageSchema = z.object({
  title: z.string().min(1).max(160),
  /** Path without the leading slash; the start page is ''. */
  slug: z.string().max(200),
  metadata: pageMetadataSchema,
  sections: sectionsSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageQuerySchema = z.object({ slug: slugSchema, locale: localeSchema });

/** A static page by slug; 404 `[{ field: 'query.slug', message: 'Page Not Found: /<slug>' }]`. */
export const staticPageContract = defineContract({
  id: 'content.staticPage',
  method: 'GET',
  path: 'content/v1/static-page',
  summary: 'En statisk innehållssida per slug',
  query: staticPageQuerySchema,
  response: staticPageSchema,
});
