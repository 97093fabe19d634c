import { z } from 'zod';

/**
 * A partner's id (`partner="…"` on the embedded address check): letters, digits and hyphens. An
 * order that carries one is recorded on the sales channel 'Partner' with that id. Its own module,
 * so the embed script does not carry the order's schemas.
 */
export const partnerIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'Ogiltigt partner-id');
export type PartnerId = z.infer<typeof partnerIdSchema>;
