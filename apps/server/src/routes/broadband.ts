import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The broadband services. */
export function broadbandRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return app;
}
