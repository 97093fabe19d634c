import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The payments services. */
export function paymentsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
