import { z } from 'zod';

const latestBuildSchema = z.object({ id: z.string().min(1), timestamp: z.number() });
export type LatestBuild = z.infer<typeof latestBuildSchema>;

/** The body of builds/latest.json, or null when it is not what the build writes. */
export function parseLatestBuild(body: unknown): LatestBuild | null {
  const parsed = latestBuildSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Whether the deployed build differs from the running one (never in the dev server). */
export function isNewBuild(currentId: string, latest: LatestBuild | null): boolean {
  if (!latest || currentId === 'dev') return false;
  return latest.id !== currentId;
}
