import { z } from 'zod';
import { personalNumberSchema } from './personal-number';

/**
 * Headers of every telemarketing call (SPEC §6): the channel key taken from `?key=` and the
 * customer's personal number. The server answers 403 for an unknown key.
 */
export const telemarketingHeadersSchema = z.object({
  'x-telemarketing-key': z.string().min(1).max(200),
  tm_customer: personalNumberSchema,
});
