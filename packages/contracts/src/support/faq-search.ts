import { z } from 'zod';
import { defineContract } from '../contract';
import { clientIdSchema, faqGuidePageSchema, pagingSchema } from './model';

export const faqSearchQuerySchema = z.object({
  clientId: clientIdSchema,
  q: z.string().trim().min(2, 'Skriv minst 2 tecken').max(100, 'Högst 100 tecken'),
  ...pagingSchema,
});

/** Guides whose title or text contains every word of `q` (case-insensitive), most popular first. */
export const faqSearchContract = defineContract({
  id: 'support.faqSearch',
  method: 'GET',
  path: 'support/v1/faq/search',
  summary: 'Sök bland guiderna',
  query: faqSearchQuerySchema,
  response: faqGuidePageSchema.extend({ query: z.string() }),
});
