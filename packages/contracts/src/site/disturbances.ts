import { z } from 'zod';
import { defineContract } from '../contract';

export const DISTURBANCE_SERVICES = ['mobil', 'bredband', 'tv', 'kundservice'] as const;

export const disturbanceSchema = z.object({
  id: z.string(),
  title: z.string().min(1).max(160),
  description: z.string().max(2000),
  /** Where: a municipality, region or 'Hela Sverige'. */
  area: z.string().max(120),
  services: z.array(z.enum(DISTURBANCE_SERVICES)).min(1),
  status: z.enum(['ongoing', 'resolved']),
  startedAt: z.iso.datetime({ offset: true }),
  /** Our best estimate while ongoing. */
  expectedResolvedAt: z.iso.datetime({ offset: true }).nullable(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Disturbance = z.infer<typeof disturbanceSchema>;

/** Disturbances for /driftstorningar: ongoing first, then resolved; newest first within each. */
export const disturbancesContract = defineContract({
  id: 'site.disturbances',
  method: 'GET',
  path: 'site/v1/disturbances',
  summary: 'Aktuella driftstörningar',
  query: z.object({ status: z.enum(['ongoing', 'resolved', 'all']).default('all') }),
  response: z.object({ disturbances: z.array(disturbanceSchema).max(100) }),
});
