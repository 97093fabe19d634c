import { addonChangeContract } from '@lingon/contracts/mypages/addon-change';
import { addonsContract } from '@lingon/contracts/mypages/addons';
import { autogiroContract, autogiroSignUpContract } from '@lingon/contracts/mypages/autogiro';
import {
  availableChangesContract,
  broadbandChangeContract,
} from '@lingon/contracts/mypages/available-changes';
import { consentsContract, saveConsentsContract } from '@lingon/contracts/mypages/consents';
import { customerInfoContract } from '@lingon/contracts/mypages/customer-info';
import { connectedSubscriptionsContract } from '@lingon/contracts/mypages/connected-subscriptions';
import { documentsContract } from '@lingon/contracts/mypages/documents';
import { referralsContract } from '@lingon/contracts/mypages/referrals';
import { emailChangeContract } from '@lingon/contracts/mypages/email-change';
import { phoneChangeContract } from '@lingon/contracts/mypages/phone-change';
import {
  planChangeContract,
  planChangeOptionsContract,
} from '@lingon/contracts/mypages/plan-change';
import {
  saveSubscriptionUserContract,
  subscriptionUsersContract,
} from '@lingon/contracts/mypages/subscription-users';
import { getSubscriptionsContract } from '@lingon/contracts/mypages/get-subscriptions';
import { hashedUidContract } from '@lingon/contracts/mypages/hashed-uid';
import { invoicesContract } from '@lingon/contracts/mypages/invoices';
import { msisdnFromUidContract } from '@lingon/contracts/mypages/msisdn-from-uid';
import { offeringProductsContract } from '@lingon/contracts/mypages/offering-products';
import { optOutsContract, saveOptOutsContract } from '@lingon/contracts/mypages/opt-outs';
import { orderHistoryContract } from '@lingon/contracts/mypages/order-history';
import { subscriptionDetailsContract } from '@lingon/contracts/mypages/subscription-details';
import {
  aliasContract,
  saveSubscriptionSettingsContract,
  simOrderContract,
  subscriptionSettingsContract,
} from '@lingon/contracts/mypages/subscription-settings';
import {
  extraSurfPackagesContract,
  extraSurfPurchaseContract,
} from '@lingon/contracts/mypages/extra-surf';
import {
  familyOfferContract,
  familyOrderContract,
  familyOrderSummaryContract,
} from '@lingon/contracts/mypages/family-order';
import {
  surfsimOrderContract,
  surfsimValidateContract,
} from '@lingon/contracts/mypages/surfsim-validate';
import {
  transferAcceptContract,
  transferCreateContract,
  transferDeclineContract,
  transferLookupContract,
  transfersContract,
  transferWithdrawContract,
} from '@lingon/contracts/mypages/transfers';
import { topUpsContract, usageContract } from '@lingon/contracts/mypages/usage';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Session } from '../lib/auth';
import { route } from '../lib/http';
import { changeEmail, changePhone, customerInfo, hashedUid } from '../mypages/account';
import { changeAddon } from '../mypages/addons';
import { autogiroStatus, signUpForAutogiro } from '../mypages/autogiro';
import { changeBroadbandSpeed } from '../mypages/broadband-change';
import { availableChanges, currentOffering } from '../mypages/catalogue';
import { listDocuments, listOrders } from '../mypages/documents';
import { applyDuePlanChanges, orderPlanChange, planChangeOptions } from '../mypages/plan-change';
import { listReferrals } from '../mypages/referrals';
import { orderSurfsim } from '../mypages/surfsim';
import { extraSurfPackages, purchaseExtraSurf } from '../mypages/extra-surf';
import {
  acceptTransfer,
  createTransfer,
  declineTransfer,
  listTransfers,
  lookupTransfer,
  withdrawTransfer,
} from '../mypages/transfers';
import { familyOffer, familyOrderSummary, orderFamilySubscription } from '../mypages/family';
import { listInvoices } from '../mypages/invoices';
import { listPermissions, savePermissions } from '../mypages/permissions';
import {
  orderSim,
  saveSubscriptionSettings,
  saveSubscriptionUser,
  setAlias,
  subscriptionSettings,
  subscriptionUsers,
} from '../mypages/settings';
import { subscriptionTopUps, subscriptionUsage } from '../mypages/usage';
import {
  listSubscriptions,
  msisdnFromUid,
  subscriptionAddons,
  subscriptionDetails,
  surfsimCheck,
  connectedSubscriptions,
} from '../mypages/subscriptions';

/** route() has already answered 401 for a session contract without a session. */
function customer(session: Session | null): Session {
  if (!session) throw new Error('A session contract ran without a session');
  return session;
}

/**
 * The my-pages services. Every session call reads and writes only the signed-in customer's own
 * data: queries are scoped by the session's personal number, and a number that is not theirs is
 * answered 404 like one that does not exist.
 */
export function mypagesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // A plan change whose day has come is in effect before the subscriptions are read.
  route(app, getSubscriptionsContract, async ({ session, c }) => {
    await applyDuePlanChanges(
      c.get('db'),
      customer(session).personalNumber,
      c.get('services').now(),
    );
    return listSubscriptions(c.get('db'), customer(session).personalNumber);
  });
  route(app, subscriptionDetailsContract, async ({ session, body, c }) => {
    await applyDuePlanChanges(
      c.get('db'),
      customer(session).personalNumber,
      c.get('services').now(),
    );
    return subscriptionDetails(c.get('db'), customer(session).personalNumber, body.msisdn);
  });
  route(app, planChangeOptionsContract, async ({ session, body, c }) => {
    const now = c.get('services').now();
    await applyDuePlanChanges(c.get('db'), customer(session).personalNumber, now);
    return planChangeOptions(c.get('db'), customer(session).personalNumber, body.msisdn, now);
  });
  route(app, planChangeContract, async ({ session, body, headers, c }) => {
    const now = c.get('services').now();
    await applyDuePlanChanges(c.get('db'), customer(session).personalNumber, now);
    return orderPlanChange(c.get('db'), customer(session), body, headers['idempotency-key'], now);
  });
  route(app, broadbandChangeContract, ({ session, body, headers, c }) =>
    changeBroadbandSpeed(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
    ),
  );
  route(app, addonsContract, async ({ session, body, c }) => ({
    addons: await subscriptionAddons(c.get('db'), customer(session).personalNumber, body.msisdn),
  }));
  route(app, aliasContract, ({ session, body, c }) =>
    setAlias(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, subscriptionSettingsContract, ({ session, body, c }) =>
    subscriptionSettings(c.get('db'), customer(session).personalNumber, body.msisdn),
  );
  route(app, saveSubscriptionSettingsContract, ({ session, body, c }) =>
    saveSubscriptionSettings(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, simOrderContract, ({ session, body, c }) =>
    orderSim(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, autogiroContract, ({ session, c }) =>
    autogiroStatus(c.get('db'), customer(session).personalNumber),
  );
  route(app, autogiroSignUpContract, ({ session, body, c }) =>
    signUpForAutogiro(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, usageContract, ({ session, body, c }) =>
    subscriptionUsage(
      c.get('db'),
      customer(session).personalNumber,
      body.msisdn,
      c.get('services').now(),
    ),
  );
  route(app, topUpsContract, ({ session, body, c }) =>
    subscriptionTopUps(c.get('db'), customer(session).personalNumber, body.msisdn),
  );
  route(app, addonChangeContract, ({ session, body, c }) =>
    changeAddon(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, invoicesContract, ({ session, c }) =>
    listInvoices(c.get('db'), customer(session).personalNumber),
  );
  route(app, customerInfoContract, ({ session, c }) =>
    customerInfo(c.get('db'), customer(session).personalNumber),
  );
  route(app, subscriptionUsersContract, ({ session, c }) =>
    subscriptionUsers(c.get('db'), customer(session).personalNumber),
  );
  route(app, saveSubscriptionUserContract, ({ session, body, c }) =>
    saveSubscriptionUser(c.get('db'), customer(session), body, c.get('services').now()),
  );
  route(app, phoneChangeContract, ({ session, body, c }) =>
    changePhone(c.get('db'), customer(session), body.phone, c.get('services').now()),
  );
  route(app, emailChangeContract, ({ session, body, c }) =>
    changeEmail(c.get('db'), customer(session), body.email, c.get('services').now()),
  );
  route(app, hashedUidContract, async ({ session, c }) => ({
    hashedUid: await hashedUid(c.get('db'), c.get('config'), customer(session).personalNumber),
  }));
  route(app, orderHistoryContract, async ({ session, c }) => ({
    items: await listOrders(c.get('db'), customer(session).personalNumber),
  }));
  route(app, documentsContract, ({ session, c }) =>
    listDocuments(c.get('db'), customer(session).personalNumber, c.get('services').now()),
  );
  route(app, referralsContract, ({ session, c }) =>
    listReferrals(
      c.get('db'),
      customer(session).personalNumber,
      c.get('config').PUBLIC_URL ?? new URL(c.req.url).origin,
    ),
  );
  route(app, availableChangesContract, ({ session, c }) =>
    availableChanges(c.get('db'), customer(session).personalNumber),
  );
  route(app, consentsContract, async ({ session, c }) => ({
    permissionTexts: await listPermissions(
      c.get('db'),
      'consent',
      customer(session).personalNumber,
    ),
  }));
  route(app, saveConsentsContract, async ({ session, body, c }) => ({
    permissionTexts: await savePermissions(
      c.get('db'),
      'consent',
      customer(session),
      body,
      c.get('services').now(),
    ),
  }));
  route(app, optOutsContract, async ({ session, c }) => ({
    permissionTexts: await listPermissions(
      c.get('db'),
      'opt-out',
      customer(session).personalNumber,
    ),
  }));
  route(app, saveOptOutsContract, async ({ session, body, c }) => ({
    permissionTexts: await savePermissions(
      c.get('db'),
      'opt-out',
      customer(session),
      body,
      c.get('services').now(),
    ),
  }));
  route(app, connectedSubscriptionsContract, async ({ session, c }) => {
    await applyDuePlanChanges(
      c.get('db'),
      customer(session).personalNumber,
      c.get('services').now(),
    );
    return connectedSubscriptions(c.get('db'), customer(session).personalNumber);
  });
  route(app, surfsimValidateContract, ({ session, body, c }) =>
    surfsimCheck(c.get('db'), customer(session).personalNumber, body.msisdn),
  );
  route(app, surfsimOrderContract, ({ session, body, headers, c }) =>
    orderSurfsim(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
    ),
  );
  route(app, extraSurfPackagesContract, ({ c }) =>
    extraSurfPackages(c.get('db'), c.get('services').now()),
  );
  route(app, extraSurfPurchaseContract, ({ session, body, headers, c }) =>
    purchaseExtraSurf(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
    ),
  );
  route(app, transfersContract, ({ session, c }) =>
    listTransfers(c.get('db'), customer(session).personalNumber, c.get('services').now()),
  );
  route(app, transferCreateContract, ({ session, body, headers, c }) =>
    createTransfer(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
      // The invitation links to the site's accept page.
      { siteUrl: c.get('config').PUBLIC_URL ?? new URL(c.req.url).origin },
    ),
  );
  route(app, transferLookupContract, ({ session, query, headers, c }) =>
    lookupTransfer(
      c.get('db'),
      customer(session).personalNumber,
      query.code,
      c.get('services').now(),
      // A page on another site can make the browser send the lookup, but not count its misses.
      { crossSite: headers['sec-fetch-site'] === 'cross-site' },
    ),
  );
  route(app, transferAcceptContract, ({ session, body, headers, c }) =>
    acceptTransfer(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
    ),
  );
  route(app, transferDeclineContract, ({ session, body, c }) =>
    declineTransfer(c.get('db'), customer(session), body.id, c.get('services').now()),
  );
  route(app, transferWithdrawContract, ({ session, body, c }) =>
    withdrawTransfer(c.get('db'), customer(session), body.id, c.get('services').now()),
  );
  route(app, familyOfferContract, ({ session, c }) =>
    familyOffer(c.get('db'), customer(session).personalNumber),
  );
  route(app, familyOrderContract, ({ session, body, headers, c }) =>
    orderFamilySubscription(
      c.get('db'),
      customer(session),
      body,
      headers['idempotency-key'],
      c.get('services').now(),
    ),
  );
  route(app, familyOrderSummaryContract, ({ session, params, c }) =>
    familyOrderSummary(c.get('db'), customer(session).personalNumber, params.orderId),
  );
  route(app, offeringProductsContract, ({ c }) => currentOffering(c.get('db')));
  route(app, msisdnFromUidContract, async ({ session, query, c }) => ({
    msisdn: await msisdnFromUid(c.get('db'), customer(session).personalNumber, query.uid),
  }));

  return app;
}
