import { z } from 'zod';
import { defineContract } from '../contract';
import {
  CONTENT_LIMITS,
  linkSchema,
  localeSchema,
  pageMetadataSchema,
  sectionsSchema,
  slugSchema,
} from './model';

/** The templates a dynamic page is rendered with. */
export const DYNAMIC_PAGE_KINDS = ['country', 'guide', 'campaign'] as const;

/**
 * A dynamic page: a templated page in a family (a country under /utland, a mobile guide under
 * /mobilguide, a campaign), with a link to its parent and its children.
 */
export const dynamicPageSchema = z.object({
  kind: z.enum(DYNAMIC_PAGE_KINDS),
  title: z.string().min(1).max(160),
  slug: z.string().max(200),
  metadata: pageMetadataSchema,
  parent: linkSchema.optional(),
  children: z.array(linkSchema).max(CONTENT_LIMITS.subItems).default([]),
  sections: sectionsSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DynamicPage = z.infer<typeof dynamicPageSchema>;
export type DynamicPageKind = DynamicPage['kind'];

export const dynamicPageQuerySchema = z.object({ slug: slugSchema, locale: localeSchema });

export const dynamicPageContract = defineContract({
  id: 'content.dynamicPage',
  method: 'GET',
  path: 'content/v1/dynamic-page',
  summary: 'En dynamisk innehållssida per slug',
  query: dynamicPageQuerySchema,
  response: dynamicPageSchema,
});
