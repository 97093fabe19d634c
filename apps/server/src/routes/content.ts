import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The content services. */
export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
