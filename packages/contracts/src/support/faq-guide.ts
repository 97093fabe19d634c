import { z } from 'zod';
import { defineContract } from '../contract';
import { clientIdSchema, faqGuideSchema } from './model';

/** One guide by id; 404 `[{ field: 'params.id', … }]` when it does not exist. Counts one view per client. */
export const faqGuideContract = defineContract({
  id: 'support.faqGuide',
  method: 'GET',
  path: 'support/v1/faq/guides/:id',
  summary: 'En guide med id',
  params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Ogiltigt guide-id') }),
  query: z.object({ clientId: clientIdSchema }),
  response: faqGuideSchema,
});
