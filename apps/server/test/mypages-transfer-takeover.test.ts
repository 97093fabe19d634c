import { randomUUID } from 'node:crypto';
import {
  ANNA_FAMILY_MSISDNS,
  ANNA_PERSONAL_NUMBER,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import {
  DEFAULT_SUBSCRIPTION_SETTINGS,
  type SubscriptionSettingsResponse,
} from '@lingon/contracts/mypages/subscription-settings';
import {
  TRANSFER_CODE_GUESSES_PER_HOUR,
  TRANSFER_REFUSAL_TEXT,
  type Transfer,
} from '@lingon/contracts/mypages/transfers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBankidOrder } from './broadband-helpers';
import { createTestServer } from './harness';
import { post, signIn, signOut } from './mypages-support';

const TRANSFERS = '/services/mypages/v1/transfers';
const SETTINGS = '/services/subscriptions/v1/settings';
const SIM_ORDER = '/services/lingon-mobile-subscription-order/v1/sim/order';
const PLAN_CHANGE = '/services/subscriptions/v1/planChange';
const PLAN_OPTIONS = '/services/subscriptions/v1/planChange/options';
const ADDON_CHANGE = '/services/subscriptions/v6/addons/change';
const FAMILY_ORDER = '/services/lingon-mobile-subscription-order/v1/family/order';
const [NUMBER, OTHER_FAMILY_NUMBER] = ANNA_FAMILY_MSISDNS;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

type Server = Awaited<typeof serverPromise>;

function keyed(server: Server, path: string, json: unknown) {
  return server.request(path, {
    method: 'POST',
    json,
    headers: { 'idempotency-key': randomUUID() },
  });
}

/** `from` (signed in) starts a transfer of `msisdn` to `to`; the transfer as answered. */
async function startTransfer(server: Server, from: string, to: string, msisdn: string) {
  await signIn(server, from);
  const res = await keyed(server, `${TRANSFERS}/create`, {
    msisdn,
    toPersonalNumber: to,
    invitation: { channel: 'EMAIL', email: 'ny.agare@example.se' },
    bankidOrderRef: await completedBankidOrder(server, from, { purpose: 'transfer' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Transfer;
}

async function acceptAs(server: Server, personalNumber: string, transfer: Transfer) {
  await signIn(server, personalNumber);
  return keyed(server, `${TRANSFERS}/accept`, {
    id: transfer.id,
    bankidOrderRef: await completedBankidOrder(server, personalNumber, { purpose: 'transfer' }),
  });
}

async function ownerOf(server: Server, msisdn: string) {
  const [row] = await server.db.query<{ personal_number: string }>(
    'select personal_number from mypages_subscriptions where id = $1',
    [msisdn],
  );
  return row?.personal_number;
}

describe('a transferred subscription comes to its new owner clean', () => {
  it('cancels the former owner’s SIM orders and plan change, resets settings, surf sims and addons', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    // What Anna sets up on the number before she transfers it.
    const forwarding = { voicemail: true, forwarding: 'ALWAYS', forwardTo: '0701234567' };
    expect(
      (
        await post(server, `${SETTINGS}/save`, {
          msisdn: NUMBER,
          kind: 'call',
          settings: forwarding,
        })
      ).status,
    ).toBe(200);
    const esim = await post(server, SIM_ORDER, {
      msisdn: NUMBER,
      kind: 'ESIM',
      email: 'anna.privat@example.se',
    });
    expect(esim.status).toBe(200);
    const { orderId: simOrderId } = (await esim.json()) as { orderId: string };
    const plan = await keyed(server, PLAN_CHANGE, { msisdn: NUMBER, planCode: 'FAM-30GB' });
    expect(plan.status).toBe(200);
    const { change } = (await plan.json()) as { change: { changeId: string; orderId: string } };
    const addon = await post(server, ADDON_CHANGE, {
      msisdn: NUMBER,
      addonName: 'EXTRA_SURF',
      activate: true,
      optionName: 'EXTRA_SURF_1GB',
    });
    expect(addon.status).toBe(200);
    const [before] = await server.db.query<{ surf_sim_count: number }>(
      'select surf_sim_count from mypages_subscriptions where id = $1',
      [NUMBER],
    );
    expect(before!.surf_sim_count).toBeGreaterThan(0);

    const transfer = await startTransfer(
      server,
      ANNA_PERSONAL_NUMBER,
      KARIN_PERSONAL_NUMBER,
      NUMBER,
    );
    const accepted = await acceptAs(server, KARIN_PERSONAL_NUMBER, transfer);
    expect(accepted.status).toBe(200);

    // Karin sees the defaults and no order of Anna's, and nothing of Anna's waits on the number.
    const settings = (await (
      await post(server, SETTINGS, { msisdn: NUMBER })
    ).json()) as SubscriptionSettingsResponse;
    expect(settings).toMatchObject({ ...DEFAULT_SUBSCRIPTION_SETTINGS, pendingSimOrders: [] });
    expect(JSON.stringify(settings)).not.toContain('anna.privat@example.se');
    const options = (await (await post(server, PLAN_OPTIONS, { msisdn: NUMBER })).json()) as {
      pendingChange: unknown;
    };
    expect(options.pendingChange).toBeNull();
    const orders = await server.db.query<{ order_id: string; status: string }>(
      'select order_id, status from mypages_orders where order_id = any($1::text[]) order by order_id',
      [[simOrderId, change.orderId].sort()],
    );
    expect(orders.map((order) => order.status)).toEqual(['CANCELLED', 'CANCELLED']);
    const [row] = await server.db.query<{ surf_sim_count: number; active_options: number }>(
      `select s.surf_sim_count,
         (select count(*)::int from mypages_addon_options o
           where o.subscription_id = s.id and o.option_active) as active_options
         from mypages_subscriptions s where s.id = $1`,
      [NUMBER],
    );
    expect(row).toEqual({ surf_sim_count: 0, active_options: 0 });
    const [waiting] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from mypages_subscription_changes
        where subscription_id = $1 and status = 'PENDING'`,
      [NUMBER],
    );
    expect(waiting!.n).toBe(0);
  });

  it('takes no family member on a main that is being transferred, and re-checks the rule on accept', async () => {
    const server = await serverPromise;
    // Karin owns NUMBER (a main now, from the test above) and starts moving it to Erik.
    expect(await ownerOf(server, NUMBER)).toBe(KARIN_PERSONAL_NUMBER);
    const transfer = await startTransfer(
      server,
      KARIN_PERSONAL_NUMBER,
      ERIK_PERSONAL_NUMBER,
      NUMBER,
    );
    const address = {
      name: 'Karin Svensson',
      street: 'Bärvägen 3',
      zipcode: '123 45',
      city: 'Lund',
    };
    const family = await keyed(server, FAMILY_ORDER, {
      order: {
        products: [
          {
            plan: { PlanCode: 'FAM-10GB', BindingPeriod: 12 },
            planOptions: {
              MainMsisdn: NUMBER,
              HiddenNumber: false,
              MsisdnOption: 'PORT_IN',
              Msisdn: '076-555 12 34',
              TransferFromSocialSecurityNumber: '19720614-2387',
            },
          },
        ],
        customer: {
          socialSecurityNumber: '19720614-2387',
          contactPhoneNumber: '070-765 43 21',
          swishPhoneNumber: 707654321,
          email: 'karin@example.se',
        },
        billingAddress: address,
        shippingAddress: address,
      },
      bankidOrderRef: await completedBankidOrder(server, KARIN_PERSONAL_NUMBER, {
        purpose: 'mobile-order',
      }),
    });
    expect(family.status).toBe(409);
    expect(await family.json()).toEqual([
      {
        field: 'body.order.products.0.planOptions.MainMsisdn',
        message: expect.stringMatching(/håller på att överlåtas/),
      },
    ]);

    // A family subscription joined to it all the same (as one ordered before the rule was
    // checked would be) stops the transfer when Erik accepts.
    await server.db.query('update mypages_subscriptions set main_msisdn = $1 where id = $2', [
      NUMBER,
      OTHER_FAMILY_NUMBER,
    ]);
    const refused = await acceptAs(server, ERIK_PERSONAL_NUMBER, transfer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual([
      { field: 'body.id', message: TRANSFER_REFUSAL_TEXT.HAS_FAMILY },
    ]);
    expect(await ownerOf(server, NUMBER)).toBe(KARIN_PERSONAL_NUMBER);
    const [stored] = await server.db.query<{ status: string }>(
      'select status from mypages_transfers where id = $1',
      [transfer.id],
    );
    expect(stored!.status).toBe('PENDING');
  });

  it('does not count a wrong code looked up from another site against the customer', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    // As the browser sends it: Sec-Fetch-Site says whether another site made it ask.
    const wrong = async (site: 'cross-site' | 'same-origin') =>
      (
        await server.request(`${TRANSFERS}/lookup?code=22222222`, {
          headers: { 'sec-fetch-site': site },
        })
      ).status;
    for (let i = 0; i <= TRANSFER_CODE_GUESSES_PER_HOUR; i++) {
      expect(await wrong('cross-site')).toBe(404);
    }
    const [misses] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from mypages_transfer_code_misses where personal_number = $1',
      [ERIK_PERSONAL_NUMBER],
    );
    expect(misses!.n).toBe(0);
    // Typed on our own pages, wrong codes still count towards the limit.
    for (let i = 0; i < TRANSFER_CODE_GUESSES_PER_HOUR; i++) {
      expect(await wrong('same-origin')).toBe(404);
    }
    expect(await wrong('same-origin')).toBe(429);
  });
});
