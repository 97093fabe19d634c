import { IDEMPOTENCY_KEY_HEADER } from '@lingon/contracts/payments/create';
import { numberCheckContract } from '@lingon/contracts/prepaid/number-check';
import {
  topUpCreateContract,
  topUpPayContract,
  topUpStatusContract,
} from '@lingon/contracts/prepaid/topup';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { route } from '../lib/http';
import { checkNumber, createTopUp, getTopUp, payTopUp } from '../prepaid/topups';

/** The prepaid service: number check and top-up orders (SPEC §2 "Prepaid top-up"). */
export function prepaidRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, numberCheckContract, ({ body, c }) => checkNumber(c.get('db'), body.msisdn));
  route(app, topUpCreateContract, ({ body, headers, c }) =>
    createTopUp(c.get('services'), body, headers[IDEMPOTENCY_KEY_HEADER]),
  );
  route(app, topUpStatusContract, ({ params, c }) => {
    c.header('Cache-Control', 'no-store');
    return getTopUp(c.get('services'), params.topUpId);
  });
  route(app, topUpPayContract, ({ params, body, headers, c }) =>
    payTopUp(c.get('services'), params.topUpId, body, headers[IDEMPOTENCY_KEY_HEADER]),
  );
  return app;
}
