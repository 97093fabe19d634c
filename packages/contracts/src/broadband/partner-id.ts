import { z } from 'zod';

/**
 * A partner's id (`partner="…"` on the embedded address check): 1–40 of the ASCII letters A–Z
 * and a–z, digits and hyphens, starting with a letter or digit (`hyresvard-syd`). An order that
 * carries one is recorded on the sales channel 'Partner' with that id. Its own module, so the
 * embed script does not carry the order's schemas.
 */
export const PARTNER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export const partnerIdSchema = z.string().trim().regex(PARTNER_ID_PATTERN, 'Ogiltigt partner-id');
export type PartnerId = z.infer<typeof partnerIdSchema>;
