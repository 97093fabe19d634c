import { isLoggedInContract } from '@lingon/contracts/account/is-logged-in';
import { LOGOUT_LANDING_PATH, LOGOUT_PATH } from '@lingon/contracts/account/logout';
import { bankidCancelContract } from '@lingon/contracts/bankid/cancel';
import { bankidStartContract } from '@lingon/contracts/bankid/start';
import { bankidStatusContract } from '@lingon/contracts/bankid/status';
import { Hono, type Context } from 'hono';
import { cancelOrder, orderStatus, startOrder } from '../bankid/orders';
import { rpClientFor, simulatorFor } from '../bankid/rp-provider';
import { simulatorsOnly } from '../bankid/sim-page';
import { SIM_RP_BASE_PATH } from '../bankid/sim-http';
import { bankidTesterRoutes } from '../bankid/tester';
import type { AppEnv } from '../context';
import { destroySession, requireSession } from '../lib/auth';
import { route } from '../lib/http';
import { sameSitePath } from '../lib/return-path';

async function logout(c: Context<AppEnv>) {
  await destroySession(c);
  c.header('Cache-Control', 'no-store');
  const redirectTo = sameSitePath(c.req.query('post_logout_redirect_uri'), LOGOUT_LANDING_PATH);
  const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
  if (c.req.method === 'POST' && wantsJson) return c.json({ loggedOut: true, redirectTo });
  return c.redirect(redirectTo, 303);
}

/**
 * BankID for the site (start, status, cancel), the login check and logout, and, when
 * SIMULATORS is on, the RP API simulator, its tester page and control API.
 */
export function bankidRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, bankidStartContract, ({ body, c }) => {
    const services = c.get('services');
    return startOrder(services, rpClientFor(services), c, body);
  });
  route(app, bankidStatusContract, async ({ body, c }) => {
    const services = c.get('services');
    c.header('Cache-Control', 'no-store');
    return orderStatus(services, rpClientFor(services), c, body);
  });
  route(app, bankidCancelContract, ({ body, c }) => {
    const services = c.get('services');
    return cancelOrder(services, rpClientFor(services), c, body.orderRef);
  });

  route(app, isLoggedInContract, async ({ c }) => {
    c.header('Cache-Control', 'no-store');
    const session = await requireSession(c);
    return { isLoggedIn: session !== null, authMethod: session?.authMethod ?? null };
  });

  app.post(LOGOUT_PATH, logout);
  app.get(LOGOUT_PATH, logout);

  app.use('/bankid-sim', simulatorsOnly);
  app.use('/bankid-sim/*', simulatorsOnly);
  app.all(`${SIM_RP_BASE_PATH}*`, (c) => simulatorFor(c.get('services')).fetch(c.req.raw));
  app.route('/', bankidTesterRoutes());

  return app;
}
