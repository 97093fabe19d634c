import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RP_ERROR_STATUS, type RpCall, type RpErrorCode } from './rp-types';
import {
  cancelSimOrder,
  collectSimOrder,
  createSimOrder,
  SimError,
  type SimServices,
} from './simulator';

/** Where the simulator's RP API lives on this server. */
export const SIM_RP_BASE_PATH = '/bankid-sim/rp/v6.0/';

const ORDER_CALLS: RpCall[] = ['auth', 'sign', 'phone/auth', 'phone/sign'];

function rpError(c: Context, errorCode: RpErrorCode, details: string) {
  return c.json({ errorCode, details }, RP_ERROR_STATUS[errorCode] as ContentfulStatusCode);
}

/**
 * The simulator's RP API 6.0, answering like the real service: POST only (405), exactly
 * `application/json` (415, also for `; charset=`), errors as `{errorCode, details}`.
 */
export function simulatorRpApp(services: () => SimServices): Hono {
  const app = new Hono();
  const endpoints = [...ORDER_CALLS, 'collect', 'cancel'];

  app.all(`${SIM_RP_BASE_PATH}*`, async (c) => {
    const endpoint = c.req.path.slice(SIM_RP_BASE_PATH.length);
    if (!endpoints.includes(endpoint)) return rpError(c, 'notFound', 'Not found');
    if (c.req.method !== 'POST') return rpError(c, 'methodNotAllowed', 'Method not allowed');
    const contentType = (c.req.header('content-type') ?? '').trim().toLowerCase();
    if (contentType !== 'application/json') {
      return rpError(c, 'unsupportedMediaType', 'Content-Type must be application/json');
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return rpError(c, 'invalidParameters', 'Invalid JSON');
    }
    try {
      const sim = services();
      if (endpoint === 'collect') return c.json(await collectSimOrder(sim, body));
      if (endpoint === 'cancel') {
        await cancelSimOrder(sim, body);
        return c.json({});
      }
      return c.json(await createSimOrder(sim, endpoint as RpCall, body));
    } catch (error) {
      if (error instanceof SimError) return rpError(c, error.errorCode, error.details);
      console.error('[bankid-sim]', error);
      return rpError(c, 'internalError', 'Internal error');
    }
  });
  return app;
}
