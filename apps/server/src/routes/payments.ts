import { cancelPaymentContract } from '@lingon/contracts/payments/cancel';
import { paymentStatusContract } from '@lingon/contracts/payments/status';
import { Hono } from 'hono';
import { simulatorsOnly } from '../bankid/sim-page';
import type { AppEnv } from '../context';
import { route } from '../lib/http';
import { cancelPayment, getPayment } from '../payments/service';
import { paymentTesterRoutes } from '../payments/tester';

/**
 * Prepaid top-up payments (the payment simulator), its tester page and control API.
 *
 * No call creates a payment: a top-up creates its own (prepaid/topups.ts), with the amount and
 * order reference of the top-up, so no visitor can ask anyone's Swish for an amount of their
 * choosing. A payment is read and cancelled by its id, a random UUID that only the top-up's
 * answer gives out (to the browser that made it): knowing it is what lets the payer's page poll
 * the payment and cancel it when the payer leaves.
 */
export function paymentsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
