import { z } from 'zod';

/**
 * The build manifests the site publishes as static files (SPEC §7 Build and delivery). Not
 * `/services/` calls: the site build writes them and the browser polls `latest.json` with a
 * timestamp query; when its id differs from the running build's, the app reloads on the next
 * navigation.
 */
export const BUILDS_LATEST_PATH = '/builds/latest.json';
export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}
/** `{page}/_payload.json` of a prerendered page. */
export function payloadPath(pagePath: string): string {
  return `${pagePath.replace(/\/$/, '')}/_payload.json`;
}

export const buildIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const buildLatestSchema = z.object({
  id: buildIdSchema,
  /** Milliseconds since the epoch when the build was made. */
  timestamp: z.number().int().nonnegative(),
});
export type BuildLatest = z.infer<typeof buildLatestSchema>;

export const routeRuleSchema = z.object({
  redirect: z
    .object({ to: z.string(), statusCode: z.number().int().min(300).max(399).default(302) })
    .optional(),
  prerender: z.boolean().optional(),
  /** Paths the chat widget is not loaded on (SPEC §2). */
  noChat: z.boolean().optional(),
  /** Served without the shared plugins (the payment page). */
  standalone: z.boolean().optional(),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

export const buildMetaSchema = z.object({
  id: buildIdSchema,
  timestamp: z.number().int().nonnegative(),
  /** Route rules by path pattern (`/kontantkort/ladda/kassa/**`). */
  routeRules: z.record(z.string(), routeRuleSchema),
  /** Paths of the prerendered pages (they have a `_payload.json`). */
  prerendered: z.array(z.string().regex(/^\//)),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;
