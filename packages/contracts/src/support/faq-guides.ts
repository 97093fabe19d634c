import { z } from 'zod';
import { defineContract } from '../contract';
import { clientIdSchema, faqGuidePageSchema, pagingSchema } from './model';

export const faqGuidesQuerySchema = z.object({
  clientId: clientIdSchema,
  /** Only the guides of one category (its id or slug). */
  category: z.string().min(1).max(64).optional(),
  ...pagingSchema,
});

/** Guides paged by skip and take (take at most 50), most popular first. */
export const faqGuidesContract = defineContract({
  id: 'support.faqGuides',
  method: 'GET',
  path: 'support/v1/faq/guides',
  summary: 'Guider sidvis, populäraste först',
  query: faqGuidesQuerySchema,
  response: faqGuidePageSchema,
});
