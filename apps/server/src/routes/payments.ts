import { cancelPaymentContract } from '@lingon/contracts/payments/cancel';
import { createPaymentContract, IDEMPOTENCY_KEY_HEADER } from '@lingon/contracts/payments/create';
import { paymentStatusContract } from '@lingon/contracts/payments/status';
import { Hono } from 'hono';
import { simulatorsOnly } from '../bankid/sim-page';
import type { AppEnv } from '../context';
import { route } from '../lib/http';
import { cancelPayment, createPayment, getPayment } from '../payments/service';
import { paymentTesterRoutes } from '../payments/tester';

/** Prepaid top-up payments (the payment simulator), its tester page and control API. */
export function paymentsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, createPaymentContract, ({ body, headers, c }) =>
    createPayment(c.get('services'), body, headers[IDEMPOTENCY_KEY_HEADER]),
  );
  route(app, paymentStatusContract, ({ params, c }) => {
    c.header('Cache-Control', 'no-store');
    return getPayment(c.get('services'), params.paymentId);
  });
  route(app, cancelPaymentContract, ({ params, c }) =>
    cancelPayment(c.get('services'), params.paymentId),
  );

  // The payment service is the simulator: without SIMULATORS only its tester pages are hidden.
  app.use('/payment-sim', simulatorsOnly);
  app.use('/payment-sim/*', simulatorsOnly);
  app.route('/', paymentTesterRoutes());
  return app;
}
