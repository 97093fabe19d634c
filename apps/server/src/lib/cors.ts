import { addressSearchContract } from '@lingon/contracts/broadband/address-search';
import { evaluateAddressContract } from '@lingon/contracts/broadband/evaluate-address';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import type { AnyContract } from '@lingon/contracts/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { answerHeaders } from './security-headers';

/**
 * The public broadband calls the embeddable address check makes from a partner's page
 * (`/embed/address-check.js`): address search, address evaluation and the offering (products with
 * their content cards) of a home. They read no session and change nothing a visitor owns.
 */
export const CROSS_ORIGIN_CONTRACTS: readonly AnyContract[] = [
  addressSearchContract,
  evaluateAddressContract,
  productByPointContract,
];

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;
const ALLOW_HEADERS = 'content-type,accept';

/**
 * CORS for those calls only: any origin, never with credentials (`*` and no
 * `Access-Control-Allow-Credentials`, so a browser refuses a cookie-bearing cross-origin call and
 * never shows its answer). Every other `/services/*` call sends no CORS headers and stays
 * same-origin; its preflight is answered 405 (the service takes its own method only).
 *
 * The header joins the answer's own (`answerHeaders`), not `c.header()` (as hono/cors does): a
 * header set that way before the handler answers makes Hono copy the answer into a new streamed
 * Response, which costs more than the rest of a cached answer's work.
 */
export function mountPublicCors(app: Hono<AppEnv>): void {
  for (const contract of CROSS_ORIGIN_CONTRACTS) {
    app.use(`/services/${contract.path}`, async (c, next) => {
      if (c.req.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
            'Access-Control-Allow-Methods': contract.method,
            'Access-Control-Allow-Headers': ALLOW_HEADERS,
            Vary: 'Access-Control-Request-Headers',
          },
        });
      }
      answerHeaders(c)['Access-Control-Allow-Origin'] = '*';
      return next();
    });
  }
}
