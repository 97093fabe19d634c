import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The mypages services. */
export function mypagesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
