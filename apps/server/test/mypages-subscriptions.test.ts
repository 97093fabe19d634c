import {
  ANNA_BROADBAND_ID,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ANNA_PORTED_MSISDN,
  ERIK_MSISDN,
  ERIK_PERSONAL_NUMBER,
  KARIN_PERSONAL_NUMBER,
} from '@lingon/contracts/fixtures/mypages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { auditRows, post, signIn, signOut } from './mypages-support';

const SUBSCRIPTIONS = '/services/subscriptions/v9/getSubscriptions';
const DETAILS = '/services/subscriptions/v6/subscriptionDetails';
const ADDONS = '/services/subscriptions/v6/addons';
const ADDON_CHANGE = '/services/subscriptions/v6/addons/change';
const SURFSIM = '/services/lingon-mobile-subscription-order/v2/surfsim/validate';
const MSISDN_FROM_UID = '/services/subscriptions/v8/getMsisdnFromUid';

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

describe('GET subscriptions/v9/getSubscriptions', () => {
  it("lists Anna's mobile and broadband subscriptions with their addons", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(SUBSCRIPTIONS);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mobileSubscriptions.map((s: { id: string }) => s.id)).toEqual([
      ANNA_MSISDN,
      '46701234568',
      ANNA_PORTED_MSISDN,
    ]);
    expect(body.broadbandSubscriptions).toHaveLength(1);
    expect(body.broadbandSubscriptions[0]).toMatchObject({
      id: ANNA_BROADBAND_ID,
      subscriptionType: 'BROADBAND',
      name: 'Bredband 250/250',
    });
    const main = body.mobileSubscriptions[0];
    expect(main).toMatchObject({
      subscriptionType: 'POSTPAID_VOICE',
      name: 'Lingon Mobil 30 GB',
      displayName: 'Min mobil',
      advertisementStatus: 'ALLOWED',
      trafficStatusCode: 'ACTIVE',
      mainMsisdn: null,
      prepaidExpireDate: null,
    });
    expect(main.commitmentEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(main.addons.find((a: { name: string }) => a.name === 'EXTRA_SURF')).toEqual({
      name: 'EXTRA_SURF',
      active: true,
      title: 'Extrasurf varje månad',
      price: 99,
      category: 'SURF',
      options: [
        { name: 'EXTRA_SURF_1GB', title: '1 GB', price: 49, optionActive: false },
        { name: 'EXTRA_SURF_5GB', title: '5 GB', price: 99, optionActive: true },
        { name: 'EXTRA_SURF_10GB', title: '10 GB', price: 149, optionActive: false },
      ],
    });
    expect(body.mobileSubscriptions[1].mainMsisdn).toBe(ANNA_MSISDN);
    expect(main).not.toHaveProperty('balance');
  });

  it('shows Erik only his own prepaid subscription', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const body = await (await server.request(SUBSCRIPTIONS)).json();
    expect(body.mobileSubscriptions.map((s: { id: string }) => s.id)).toEqual([ERIK_MSISDN]);
    expect(body.mobileSubscriptions[0].subscriptionType).toBe('PREPAID_VOICE');
    expect(body.broadbandSubscriptions).toEqual([]);
  });

  it('answers empty lists for Karin', async () => {
    const server = await serverPromise;
    await signIn(server, KARIN_PERSONAL_NUMBER);
    const res = await server.request(SUBSCRIPTIONS);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mobileSubscriptions: [], broadbandSubscriptions: [] });
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    const res = await server.request(SUBSCRIPTIONS);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual([{ field: 'session', message: 'Du är inte inloggad' }]);
  });

  it('is 401 with an expired session', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    server.setClock(() => new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect((await server.request(SUBSCRIPTIONS)).status).toBe(401);
    } finally {
      server.setClock(() => new Date());
    }
  });
});

describe('POST subscriptions/v6/subscriptionDetails', () => {
  it('answers the subscription with its balance', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, DETAILS, { msisdn: ERIK_MSISDN });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: ERIK_MSISDN, subscriptionType: 'PREPAID_VOICE' });
    expect(body.prepaidExpireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.balance).toMatchObject({
      data: { remaining: 6.5, total: 15, unit: 'GB', remainingRollover: 0 },
      messages: { remaining: 120, total: 500 },
      calls: { remaining: 45, total: 100 },
      saldo: { remaining: 87.5 },
    });
  });

  it("answers Anna's postpaid balance with unlimited calls and no saldo", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const body = await (await post(server, DETAILS, { msisdn: ANNA_MSISDN })).json();
    expect(body.balance.calls).toEqual({ remaining: -1, total: -1 });
    expect(body.balance.saldo).toBeNull();
    expect(body.balance.data.remainingExtraSurf).toBe(5);
  });

  it('answers a null balance for a newly ported number', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, DETAILS, { msisdn: ANNA_PORTED_MSISDN });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(ANNA_PORTED_MSISDN);
    expect(body.balance).toBeNull();
  });

  it("is 404 for Anna's number when Erik asks, the same as for an unknown number", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const theirs = await post(server, DETAILS, { msisdn: ANNA_MSISDN });
    const unknown = await post(server, DETAILS, { msisdn: '46709999999' });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await theirs.json()).toEqual(await unknown.json());
  });

  it('is 400 with field errors for a malformed number', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, DETAILS, { msisdn: '0701234567' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      { field: 'body.msisdn', message: 'Ange mobilnumret som 467XXXXXXXX' },
    ]);
    const missing = await post(server, DETAILS, {});
    expect(missing.status).toBe(400);
    expect((await missing.json())[0].field).toBe('body.msisdn');
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await post(server, DETAILS, { msisdn: ANNA_MSISDN })).status).toBe(401);
  });
});

describe('POST subscriptions/v6/addons', () => {
  it("lists the addons of Anna's number", async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, ADDONS, { msisdn: ANNA_MSISDN });
    expect(res.status).toBe(200);
    const { addons } = await res.json();
    expect(addons.map((a: { name: string }) => a.name)).toEqual([
      'EXTRA_SURF',
      'ROAMING_WORLD',
      'MUSIC_STREAMING',
      'MOBILE_SECURITY',
    ]);
    expect(addons.map((a: { active: boolean }) => a.active)).toEqual([true, false, true, false]);
  });

  it('answers an empty list for a subscription without addons', async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect(await (await post(server, ADDONS, { msisdn: ERIK_MSISDN })).json()).toEqual({
      addons: [],
    });
  });

  it("is 404 when Erik asks for Anna's addons", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, ADDONS, { msisdn: ANNA_MSISDN });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual([
      { field: 'body.msisdn', message: 'Abonnemanget hittades inte' },
    ]);
  });

  it('is 400 for extra fields and 401 without a session', async () => {
    const server = await serverPromise;
    expect((await post(server, ADDONS, { msisdn: ANNA_MSISDN })).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, ADDONS, { msisdn: ANNA_MSISDN, personalNumber: '1' });
    expect(res.status).toBe(400);
  });
});

describe('POST subscriptions/v6/addons/change', () => {
  it('activates an option, audits it, and reports a repeat as already active', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const change = {
      msisdn: ANNA_MSISDN,
      addonName: 'ROAMING_WORLD',
      activate: true,
      optionName: 'ROAMING_WORLD_1GB',
    };
    const res = await post(server, ADDON_CHANGE, change);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      action: null,
      addon: { name: 'ROAMING_WORLD', active: true },
    });
    const rows = await auditRows(server, 'mypages_addon');
    expect(rows.at(-1)).toEqual({
      actor: ANNA_PERSONAL_NUMBER,
      action: 'addon.activate',
      entity_id: `${ANNA_MSISDN}:ROAMING_WORLD`,
      old_value: { activeOption: null },
      new_value: { activeOption: 'ROAMING_WORLD_1GB' },
    });
    const again = await (await post(server, ADDON_CHANGE, change)).json();
    expect(again).toMatchObject({ success: true, action: 'ALREADY_ACTIVE' });
    expect(await auditRows(server, 'mypages_addon')).toHaveLength(rows.length);
  });

  it('switches between options so that one stays active', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'EXTRA_SURF',
      activate: true,
      optionName: 'EXTRA_SURF_10GB',
    });
    const { addon } = await res.json();
    expect(addon.price).toBe(149);
    expect(addon.options.filter((o: { optionActive: boolean }) => o.optionActive)).toEqual([
      { name: 'EXTRA_SURF_10GB', title: '10 GB', price: 149, optionActive: true },
    ]);
  });

  it('deactivates an addon and reports a repeat as already inactive', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const change = { msisdn: ANNA_MSISDN, addonName: 'MUSIC_STREAMING', activate: false };
    const body = await (await post(server, ADDON_CHANGE, change)).json();
    expect(body).toMatchObject({ action: null, addon: { active: false } });
    const { addons } = await (await post(server, ADDONS, { msisdn: ANNA_MSISDN })).json();
    expect(addons.find((a: { name: string }) => a.name === 'MUSIC_STREAMING').active).toBe(false);
    expect(await (await post(server, ADDON_CHANGE, change)).json()).toMatchObject({
      action: 'ALREADY_INACTIVE',
    });
  });

  it("is 404 when Erik changes Anna's addon, and nothing changes", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    const res = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'MOBILE_SECURITY',
      activate: true,
      optionName: 'MOBILE_SECURITY_BASIC',
    });
    expect(res.status).toBe(404);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const { addons } = await (await post(server, ADDONS, { msisdn: ANNA_MSISDN })).json();
    expect(addons.find((a: { name: string }) => a.name === 'MOBILE_SECURITY').active).toBe(false);
  });

  it('rejects unknown options (400), unknown addons (404) and activation without option (400)', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const option = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'EXTRA_SURF',
      activate: true,
      optionName: 'EXTRA_SURF_99GB',
    });
    expect(option.status).toBe(400);
    expect(await option.json()).toEqual([
      { field: 'body.optionName', message: 'Okänt alternativ' },
    ]);
    const addon = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'NO_SUCH_ADDON',
      activate: false,
    });
    expect(addon.status).toBe(404);
    const noOption = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'EXTRA_SURF',
      activate: true,
    });
    expect(noOption.status).toBe(400);
    expect((await noOption.json())[0].field).toBe('body.optionName');
  });

  it('is 409 for a barred subscription', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    await server.db.query(
      "update mypages_subscriptions set traffic_status_code = 'BARRED' where id = '46701234568'",
    );
    try {
      const res = await post(server, ADDON_CHANGE, {
        msisdn: '46701234568',
        addonName: 'EXTRA_SURF',
        activate: true,
        optionName: 'EXTRA_SURF_1GB',
      });
      expect(res.status).toBe(409);
    } finally {
      await server.db.query(
        "update mypages_subscriptions set traffic_status_code = 'ACTIVE' where id = '46701234568'",
      );
    }
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    const res = await post(server, ADDON_CHANGE, {
      msisdn: ANNA_MSISDN,
      addonName: 'EXTRA_SURF',
      activate: false,
    });
    expect(res.status).toBe(401);
  });
});

describe('POST lingon-mobile-subscription-order/v2/surfsim/validate', () => {
  it('is valid for an active postpaid number with room for a surf sim', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, SURFSIM, { msisdn: ANNA_MSISDN });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ validForNewSurfSim: true, reason: null });
  });

  it('is not valid when the number already has the most surf sims, or is prepaid', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    expect(await (await post(server, SURFSIM, { msisdn: '46701234568' })).json()).toEqual({
      validForNewSurfSim: false,
      reason: 'MAX_SURF_SIMS',
    });
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect(await (await post(server, SURFSIM, { msisdn: ERIK_MSISDN })).json()).toEqual({
      validForNewSurfSim: false,
      reason: 'NOT_POSTPAID',
    });
  });

  it("is 404 for Anna's number when Erik asks", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await post(server, SURFSIM, { msisdn: ANNA_MSISDN })).status).toBe(404);
  });

  it('is 400 for a number that is not a mobile number, 401 without a session', async () => {
    const server = await serverPromise;
    expect((await post(server, SURFSIM, { msisdn: ANNA_MSISDN })).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await post(server, SURFSIM, { msisdn: ANNA_BROADBAND_ID });
    expect(res.status).toBe(400);
    expect((await res.json())[0].field).toBe('body.msisdn');
  });
});

describe('GET subscriptions/v8/getMsisdnFromUid', () => {
  const annaUid = '3f1c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b01';

  it('answers the number of the owner’s subscription', async () => {
    const server = await serverPromise;
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const res = await server.request(`${MSISDN_FROM_UID}?uid=${annaUid}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msisdn: ANNA_MSISDN });
  });

  it("is 404 for Anna's uid when Erik asks, and for a broadband uid", async () => {
    const server = await serverPromise;
    await signIn(server, ERIK_PERSONAL_NUMBER);
    expect((await server.request(`${MSISDN_FROM_UID}?uid=${annaUid}`)).status).toBe(404);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const broadbandUid = '3f1c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b04';
    expect((await server.request(`${MSISDN_FROM_UID}?uid=${broadbandUid}`)).status).toBe(404);
  });

  it('is 400 for a missing or malformed uid, 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(`${MSISDN_FROM_UID}?uid=${annaUid}`)).status).toBe(401);
    await signIn(server, ANNA_PERSONAL_NUMBER);
    const bad = await server.request(`${MSISDN_FROM_UID}?uid=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([{ field: 'query.uid', message: 'Ogiltigt uid' }]);
    expect((await server.request(MSISDN_FROM_UID)).status).toBe(400);
  });
});
