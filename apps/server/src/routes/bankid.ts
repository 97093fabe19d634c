import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The bankid services. */
export function bankidRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
