import {
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import {
  EXPENSE_CEILING_FORMAT_MESSAGE,
  FORWARD_TO_OWN_NUMBER_MESSAGE,
} from '@lingon/contracts/mypages/subscription-settings';
import { SERVICE } from '@lingon/contracts/brand';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const ALIAS = '/services/subscriptions/v1/alias';
const SETTINGS = '/services/subscriptions/v1/settings';
const SAVE = '/services/subscriptions/v1/settings/save';
const SIM_ORDER = '/services/lingon-mobile-subscription-order/v1/sim/order';
const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';
const ORDERS = `/services/${SERVICE.order}/v3/order/history`;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

describe('subscription alias', () => {
  it('names a subscription, shows it in the list, and removes it again', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, ALIAS, { msisdn: ERIK_MSISDN, alias: '  Eriks kort ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msisdn: ERIK_MSISDN, displayName: 'Eriks kort' });
    const list = await (await server.request(SUBSCRIPTIONS)).json();
    expect(list.mobileSubscriptions[0].displayName).toBe('Eriks kort');
    await post(server, ALIAS, { msisdn: ERIK_MSISDN, alias: '' });
    const after = await (await server.request(SUBSCRIPTIONS)).json();
    expect(after.mobileSubscriptions[0].displayName).toBeNull();
    expect((await auditRows(server, 'mypages_subscription')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses more than 20 characters, someone else’s number and a signed-out visitor', async () => {
    const server = await serverPromise;
    expect((await post(server, ALIAS, { msisdn: ERIK_MSISDN, alias: 'x' })).status).toBe(401);
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const long = await post(server, ALIAS, { msisdn: ERIK_MSISDN, alias: 'a'.repeat(21) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual([
      { field: 'body.alias', message: 'Namnet får vara högst 20 tecken' },
    ]);
    expect((await post(server, ALIAS, { msisdn: ANNA_MSISDN, alias: 'Min' })).status).toBe(404);
  });
});

describe('subscription settings', () => {
  it('starts from the defaults and keeps each saved part', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const first = await (await post(server, SETTINGS, { msisdn: ANNA_MSISDN })).json();
    expect(first).toEqual({
      call: { voicemail: true, forwarding: 'NONE', forwardTo: null },
      expense: { ceiling: null },
      blocks: { premiumNumbers: false, roamingData: false, purchases: false },
      pendingSimOrders: [],
    });
    const saved = await post(server, SAVE, {
      msisdn: ANNA_MSISDN,
      kind: 'call',
      settings: { voicemail: false, forwarding: 'BUSY', forwardTo: '070-111 22 33' },
    });
    expect(saved.status).toBe(200);
    await post(server, SAVE, { msisdn: ANNA_MSISDN, kind: 'expense', settings: { ceiling: 500 } });
    await post(server, SAVE, {
      msisdn: ANNA_MSISDN,
      kind: 'blocks',
      settings: { premiumNumbers: true, roamingData: true, purchases: false },
    });
    expect(await (await post(server, SETTINGS, { msisdn: ANNA_MSISDN })).json()).toEqual({
      call: { voicemail: false, forwarding: 'BUSY', forwardTo: '0701112233' },
      expense: { ceiling: 500 },
      blocks: { premiumNumbers: true, roamingData: true, purchases: false },
      pendingSimOrders: [],
    });
    // Any written form, a landline too, is kept in the one national form.
    await post(server, SAVE, {
      msisdn: ANNA_MSISDN,
      kind: 'call',
      settings: { voicemail: false, forwarding: 'ALWAYS', forwardTo: '+46 8 500 123 45' },
    });
    expect((await (await post(server, SETTINGS, { msisdn: ANNA_MSISDN })).json()).call).toEqual({
      voicemail: false,
      forwarding: 'ALWAYS',
      forwardTo: '0850012345',
    });
  });

  it('refuses a forwarding without a number and a ceiling out of range', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const forwarding = await post(server, SAVE, {
      msisdn: ANNA_MSISDN,
      kind: 'call',
      settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: null },
    });
    expect(forwarding.status).toBe(400);
    expect((await forwarding.json())[0].message).toBe('Ange numret samtalen ska kopplas till');
    const ceiling = await post(server, SAVE, {
      msisdn: ANNA_MSISDN,
      kind: 'expense',
      settings: { ceiling: 20000 },
    });
    expect(ceiling.status).toBe(400);
  });

  it('refuses forwarding calls to the subscription’s own number, in any written form', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const family = ANNA_FAMILY_MSISDNS[0];
    const before = await (await post(server, SETTINGS, { msisdn: family })).json();
    for (const [forwarding, forwardTo] of [
      ['ALWAYS', '070-123 45 68'],
      ['BUSY', '+46 70 123 45 68'],
      ['NO_ANSWER', '0701234568'],
    ]) {
      const res = await post(server, SAVE, {
        msisdn: family,
        kind: 'call',
        settings: { voicemail: true, forwarding, forwardTo },
      });
      expect(res.status, `${forwarding} ${forwardTo}`).toBe(400);
      expect(await res.json()).toEqual([
        { field: 'body.settings.forwardTo', message: FORWARD_TO_OWN_NUMBER_MESSAGE },
      ]);
    }
    expect(await (await post(server, SETTINGS, { msisdn: family })).json()).toEqual(before);
    // Another of the customer's own numbers is a number like any other.
    const other = await post(server, SAVE, {
      msisdn: family,
      kind: 'call',
      settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: '070-123 45 67' },
    });
    expect(other.status).toBe(200);
    expect((await other.json()).call.forwardTo).toBe('0701234567');
  });

  it('asks for whole kronor when the ceiling is not a number', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    for (const ceiling of ['abc', 12.5]) {
      const res = await post(server, SAVE, {
        msisdn: ANNA_MSISDN,
        kind: 'expense',
        settings: { ceiling },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual([
        { field: 'body.settings.ceiling', message: EXPENSE_CEILING_FORMAT_MESSAGE },
      ]);
    }
  });
});

describe('eSIM and SIM card orders', () => {
  it('records the order in the order history and refuses a second while one is on its way', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, SIM_ORDER, {
      msisdn: ERIK_MSISDN,
      kind: 'ESIM',
      email: 'erik@example.se',
    });
    expect(res.status).toBe(200);
    const { orderId } = await res.json();
    const history = await (await server.request(ORDERS)).json();
    expect(history.items[0]).toMatchObject({ orderId, category: 'SIM', title: 'Nytt eSIM' });
    const again = await post(server, SIM_ORDER, {
      msisdn: ERIK_MSISDN,
      kind: 'ESIM',
      email: 'erik@example.se',
    });
    expect(again.status).toBe(409);
    expect((await again.json())[0].message).toMatch(/redan beställt ett eSIM/);
    const card = await post(server, SIM_ORDER, {
      msisdn: ERIK_MSISDN,
      kind: 'SIM',
      address: { name: 'Erik', street: 'Storgatan 1', zipcode: '123 45', city: 'Umeå' },
    });
    expect(card.status).toBe(200);
  });

  it('shows the orders on their way with the settings until they are done', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const msisdn = ANNA_FAMILY_MSISDNS[1];
    const esim = await (
      await post(server, SIM_ORDER, { msisdn, kind: 'ESIM', email: ' anna@example.se ' })
    ).json();
    const card = await (
      await post(server, SIM_ORDER, {
        msisdn,
        kind: 'SIM',
        address: { name: 'Anna', street: 'Lingonvägen 12', zipcode: '123 45', city: 'Stockholm' },
      })
    ).json();
    const settings = await (await post(server, SETTINGS, { msisdn })).json();
    expect(settings.pendingSimOrders).toEqual([
      {
        orderId: esim.orderId,
        kind: 'ESIM',
        status: 'RECEIVED',
        orderedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        email: 'anna@example.se',
        deliveryAddress: null,
      },
      {
        orderId: card.orderId,
        kind: 'SIM',
        status: 'RECEIVED',
        orderedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        email: null,
        // Where it is posted, as stored (the postcode's digits).
        deliveryAddress: {
          name: 'Anna',
          street: 'Lingonvägen 12',
          zipcode: '12345',
          city: 'Stockholm',
        },
      },
    ]);
    // Only that subscription's orders, and a save answers them too.
    expect(
      (await (await post(server, SETTINGS, { msisdn: ANNA_MSISDN })).json()).pendingSimOrders,
    ).toEqual([]);
    const saved = await post(server, SAVE, {
      msisdn,
      kind: 'blocks',
      settings: { premiumNumbers: true, roamingData: false, purchases: false },
    });
    expect((await saved.json()).pendingSimOrders).toHaveLength(2);
    // A shipped eSIM is still on its way; a delivered one is not, and another may be ordered.
    await server.db.query("update mypages_orders set status = 'SHIPPED' where order_id = $1", [
      esim.orderId,
    ]);
    expect(
      (await (await post(server, SETTINGS, { msisdn })).json()).pendingSimOrders[0].status,
    ).toBe('SHIPPED');
    await server.db.query("update mypages_orders set status = 'DELIVERED' where order_id = $1", [
      esim.orderId,
    ]);
    expect(
      (await (await post(server, SETTINGS, { msisdn })).json()).pendingSimOrders.map(
        (order: { kind: string }) => order.kind,
      ),
    ).toEqual(['SIM']);
    const again = await post(server, SIM_ORDER, { msisdn, kind: 'ESIM', email: 'anna@example.se' });
    expect(again.status).toBe(200);
  });

  it('refuses a bad postcode with a field error', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, SIM_ORDER, {
      msisdn: ANNA_MSISDN,
      kind: 'SIM',
      address: { name: 'Anna', street: 'Lingonvägen 12', zipcode: '12', city: 'Stockholm' },
    });
    expect(res.status).toBe(400);
    expect((await res.json())[0].field).toBe('body.address.zipcode');
  });
});

describe('POST account/v3/phone', () => {
  it('stores the number in the international form and shows it in customer info', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, '/services/account/v3/phone', { phone: '070-987 65 43' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactPhone: '46709876543' });
    const info = await (await server.request('/services/account/v3/customer/info')).json();
    expect(info.userProfileData.contactPhone).toBe('46709876543');
  });

  it('refuses something that is not a Swedish number, and a signed-out visitor', async () => {
    const server = await serverPromise;
    expect((await post(server, '/services/account/v3/phone', { phone: '0701234567' })).status).toBe(
      401,
    );
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, '/services/account/v3/phone', { phone: '12345' });
    expect(res.status).toBe(400);
    expect((await res.json())[0]).toEqual({
      field: 'body.phone',
      message: 'Ange ett svenskt telefonnummer, t.ex. 070-123 45 67',
    });
  });
});

describe('right of use (subscriptions/v1/users)', () => {
  it('says who uses each mobile subscription, and keeps a change', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const before = await (await server.request('/services/subscriptions/v1/users')).json();
    expect(before.users).toHaveLength(3);
    expect(before.users.every((u: { userName: unknown }) => u.userName === null)).toBe(true);
    const family = before.users[1].msisdn;
    const saved = await post(server, '/services/subscriptions/v1/users', {
      msisdn: family,
      userName: ' Olle Andersson ',
    });
    expect(saved.status).toBe(200);
    const after = await (await server.request('/services/subscriptions/v1/users')).json();
    expect(after.users[1]).toMatchObject({ msisdn: family, userName: 'Olle Andersson' });
    await post(server, '/services/subscriptions/v1/users', { msisdn: family, userName: '' });
    const cleared = await (await server.request('/services/subscriptions/v1/users')).json();
    expect(cleared.users[1].userName).toBeNull();
  });

  it('refuses digits in a name and someone else’s number', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const digits = await post(server, '/services/subscriptions/v1/users', {
      msisdn: ANNA_MSISDN,
      userName: 'R2D2',
    });
    expect(digits.status).toBe(400);
    expect((await digits.json())[0].field).toBe('body.userName');
    const other = await post(server, '/services/subscriptions/v1/users', {
      msisdn: ERIK_MSISDN,
      userName: 'Erik',
    });
    expect(other.status).toBe(404);
  });
});
