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
import { fieldErrors, fromOtherSite, PRIVATE_CACHE_CONTROL, route } from '../lib/http';
import { requestHeader } from '../lib/request-headers';
import { sameSitePath } from '../lib/return-path';

/**
 * Why this logout may not end the session (the header that says so), or null when it may. The site logs out with a POST of its own (SPEC §4); a
 * navigation (GET) ends it only when the browser says it was made on this site or by the visitor
 * (Sec-Fetch-Site `same-origin` or `none`: the address typed or bookmarked). Another site's link,
 * image or redirect chain would otherwise end a customer's session, since the SameSite=Lax cookie
 * comes along with a top-level GET from anywhere. A POST from another site's page is refused as
 * every signed-in call is (`fromOtherSite`).
 */
function logoutRefusal(c: Context<AppEnv>): string | null {
  if (c.req.method !== 'GET') return fromOtherSite(c) ? 'headers.origin' : null;
  const site = requestHeader(c, 'sec-fetch-site')?.trim().toLowerCase();
  return site === 'same-origin' || site === 'none' ? null : 'headers.sec-fetch-site';
}

/** A logout that did not come from this site: nothing ends, and the visitor is told where to go. */
export const LOGOUT_ELSEWHERE_MESSAGE =
  'Utloggningen kom inte från Lingons webbplats. Logga ut under Mitt Lingon.';

async function logout(c: Context<AppEnv>) {
  const refused = logoutRefusal(c);
  if (refused) return fieldErrors(c, 403, [{ field: refused, message: LOGOUT_ELSEWHERE_MESSAGE }]);
  await destroySession(c);
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
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
