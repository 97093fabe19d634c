import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@lingon/contracts/payments/create';
import { addressSearchContract } from '@lingon/contracts/broadband/address-search';
import { evaluateAddressContract } from '@lingon/contracts/broadband/evaluate-address';
import { potentialCustomerCreateContract } from '@lingon/contracts/broadband/potential-customer-create';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { campaignsContract } from '@lingon/contracts/campaigns/campaigns';
import {
  isVoucherValidForProduct,
  voucherValidateContract,
} from '@lingon/contracts/campaigns/voucher-validate';
import { contractUrl } from '@lingon/contracts/client';
import type { AnyContract } from '@lingon/contracts/contract';
import { namedBroadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import {
  ANNA_BROADBAND_ID,
  ANNA_FAMILY_MSISDNS,
  ANNA_MSISDN,
  ANNA_PERSONAL_NUMBER,
  ERIK_MSISDN,
} from '@lingon/contracts/fixtures/mypages';
import {
  availableChangesContract,
  broadbandChangeContract,
} from '@lingon/contracts/mypages/available-changes';
import {
  planChangeContract,
  planChangeOptionsContract,
} from '@lingon/contracts/mypages/plan-change';
import { mypagesHandlers } from '@lingon/contracts/msw/mypages';
import {
  familyOfferContract,
  familyOrderContract,
  familyOrderSummaryContract,
} from '@lingon/contracts/mypages/family-order';
import { respondWithHandlers } from '@lingon/contracts/msw/respond';
import { siteHandlers } from '@lingon/contracts/msw/site';
import {
  CHAT_CLOSED_TEXT,
  CHAT_FALLBACK_ANSWER,
  chatCloseContract,
  chatPollContract,
  chatSendContract,
  chatStartContract,
} from '@lingon/contracts/site/chat';
import {
  saveSubscriptionSettingsContract,
  simOrderContract,
  subscriptionSettingsContract,
} from '@lingon/contracts/mypages/subscription-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { signIn } from './mypages-support';

/**
 * Storybook and component tests run on MSW handlers; the site runs on this server. Each scenario
 * here goes to both and must get the same answer (status and body), so a story never shows
 * behaviour the product does not have. Where the handlers and the server disagree, the handlers
 * are wrong: the server is the reference implementation of the spec.
 */

const ORIGIN = 'http://localhost';

interface Scenario {
  name: string;
  contract: AnyContract;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/**
 * Values the two sides make independently, compared by shape: `mask` names what a key's value
 * stands for ('<generated uuid>'), or null to compare it as it is.
 */
function normaliseWith(mask: (key: string, value: unknown) => string | null) {
  const normalise = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(normalise);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, mask(key, inner) ?? normalise(inner)]),
      );
    }
    return value;
  };
  return normalise;
}

/** A new waiting-list entry's id. */
const normalise = normaliseWith((key, value) =>
  key === 'id' && typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)
    ? '<generated uuid>'
    : null,
);

const { villaFullOffer, apartmentBuilding, shortTermOnly, noCoverage } = namedBroadbandAddresses;
const addressOf = (address: typeof villaFullOffer) => ({
  streetName: address.streetName,
  streetNumber: address.streetNumber,
  city: address.city,
});

const SCENARIOS: Scenario[] = [
  {
    name: 'search: a street and number',
    contract: addressSearchContract,
    body: { searchString: 'Storgatan 3 Lund' },
  },
  {
    name: 'search: a street only',
    contract: addressSearchContract,
    body: { searchString: 'Fjällvägen' },
  },
  {
    name: 'search: no hits',
    contract: addressSearchContract,
    body: { searchString: 'Qwertygatan 99' },
  },
  { name: 'search: too short', contract: addressSearchContract, body: { searchString: 'a' } },
  { name: 'search: no body', contract: addressSearchContract, body: {} },
  { name: 'evaluate: a villa', contract: evaluateAddressContract, body: addressOf(villaFullOffer) },
  {
    name: 'evaluate: apartments',
    contract: evaluateAddressContract,
    body: addressOf(apartmentBuilding),
  },
  {
    name: 'evaluate: short-term only',
    contract: evaluateAddressContract,
    body: addressOf(shortTermOnly),
  },
  { name: 'evaluate: no coverage', contract: evaluateAddressContract, body: addressOf(noCoverage) },
  {
    name: 'evaluate: bundles only at the villa',
    contract: evaluateAddressContract,
    body: { ...addressOf(villaFullOffer), productCategory: 'BUNDLES' },
  },
  { name: 'evaluate: missing street', contract: evaluateAddressContract, body: { city: 'Lund' } },
  {
    name: 'products: a covered point',
    contract: productByPointContract,
    params: { pointId: '100000001' },
  },
  {
    name: 'products: an apartment',
    contract: productByPointContract,
    params: { pointId: '100000101' },
  },
  {
    name: 'products: short-term only',
    contract: productByPointContract,
    params: { pointId: '100000401' },
  },
  {
    name: 'products: an unknown point',
    contract: productByPointContract,
    params: { pointId: '999999999' },
  },
  { name: 'campaigns: all', contract: campaignsContract },
  {
    name: 'campaigns: two by name',
    contract: campaignsContract,
    query: {
      campaignNames: ['BROADBAND_SPRING_CAMPAIGN', 'TM_BROADBAND_CAMPAIGN', 'NO_SUCH_CAMPAIGN'],
    },
  },
  ...[
    'LINGON3FRI',
    'lingon3fri',
    'FIBER100',
    'TVSTART',
    'SOMMAR2025',
    'TMVIP',
    'FINNSINTE',
    'ogiltig kod!',
  ].map((voucher): Scenario => ({
    name: `voucher: ${voucher}`,
    contract: voucherValidateContract,
    params: { voucher },
  })),
  {
    name: 'waiting list: a sign-up',
    contract: potentialCustomerCreateContract,
    body: {
      name: 'Nils Nilsson',
      email: 'nils@example.se',
      mobile: '070-765 43 21',
      address: addressOf(noCoverage),
    },
  },
  {
    name: 'waiting list: bad input',
    contract: potentialCustomerCreateContract,
    body: { name: '', email: 'inte-en-adress', mobile: '0711234567', address: { city: '' } },
  },
];

function requestFor(scenario: Scenario): { url: string; init: RequestInit } {
  const url = contractUrl(
    scenario.contract,
    { params: scenario.params ?? {}, query: scenario.query ?? {} } as never,
    '/services/',
  );
  const init: RequestInit = { method: scenario.contract.method };
  const headers: Record<string, string> = {};
  if (scenario.body !== undefined) {
    init.body = JSON.stringify(scenario.body);
    headers['content-type'] = 'application/json';
  }
  // A call that charges or orders takes an Idempotency-Key of its own, as the site sends one.
  const headerSchema = scenario.contract.headers as { shape?: Record<string, unknown> } | undefined;
  if (headerSchema?.shape?.[IDEMPOTENCY_KEY_HEADER]) {
    headers[IDEMPOTENCY_KEY_HEADER] = `parity-${randomUUID()}`;
  }
  init.headers = headers;
  return { url, init };
}

describe('MSW handlers and the server give the same answers', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await serverPromise;
  });
  afterAll(async () => (await serverPromise).close());

  async function both(scenario: Scenario) {
    const { url, init } = requestFor(scenario);
    const fromServer = await (await serverPromise).request(url, init);
    const fromMsw = await respondWithHandlers(
      broadbandHandlers,
      new Request(`${ORIGIN}${url}`, init),
    );
    const read = async (res: Response) => ({
      status: res.status,
      body: normalise(await res.json().catch(() => '<not json>')),
    });
    return { server: await read(fromServer), msw: await read(fromMsw) };
  }

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const { server, msw } = await both(scenario);
      expect(msw).toEqual(server);
    },
  );

  it('agrees on which products a voucher applies to (wrong product, TM-only, expired)', async () => {
    for (const [voucher, productId] of [
      ['LINGON3FRI', 'BB-250-100'],
      ['FIBER100', 'BB-1000-1000'],
      ['TVSTART', 'BB-100-100'],
      ['TMVIP', 'BB-250-100'],
      ['SOMMAR2025', 'BB-250-100'],
    ] as const) {
      const { server, msw } = await both({
        name: voucher,
        contract: voucherValidateContract,
        params: { voucher },
      });
      const validFor = (answer: { body: unknown }) =>
        isVoucherValidForProduct(
          answer.body as Parameters<typeof isVoucherValidForProduct>[0],
          productId,
        );
      expect(validFor(msw), `${voucher} for ${productId}`).toBe(validFor(server));
    }
  });
});

/**
 * My pages' plan and speed changes, signed in as Anna on both sides. The handlers' fixtures are
 * made relative to today, like the server's seed, so binding dates and effective days agree.
 */
const MYPAGES_SCENARIOS: Scenario[] = [
  {
    name: 'plan options: a main number in its binding period',
    contract: planChangeOptionsContract,
    body: { msisdn: ANNA_MSISDN },
  },
  {
    name: 'plan options: a family number',
    contract: planChangeOptionsContract,
    body: { msisdn: '46701234568' },
  },
  {
    name: 'plan options: someone else’s number',
    contract: planChangeOptionsContract,
    body: { msisdn: ERIK_MSISDN },
  },
  {
    name: 'plan change: a family plan for a main number',
    contract: planChangeContract,
    body: { msisdn: ANNA_MSISDN, planCode: 'FAM-5GB' },
  },
  {
    name: 'plan change: the plan it has',
    contract: planChangeContract,
    body: { msisdn: ANNA_MSISDN, planCode: 'MOB-30GB' },
  },
  {
    name: 'plan change: no plan chosen',
    contract: planChangeContract,
    body: { msisdn: ANNA_MSISDN },
  },
  {
    name: 'speed change: the speed it has',
    contract: broadbandChangeContract,
    body: { subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-250-250' },
  },
  {
    name: 'speed change: a speed not offered',
    contract: broadbandChangeContract,
    body: { subscriptionId: ANNA_BROADBAND_ID, productId: 'BB-9999' },
  },
  { name: 'available speed changes', contract: availableChangesContract },
];

describe('MSW handlers and the server give the same answers on my pages', () => {
  let serverPromise: ReturnType<typeof createTestServer>;
  beforeAll(async () => {
    serverPromise = createTestServer();
    await signIn(await serverPromise, ANNA_PERSONAL_NUMBER);
  });
  afterAll(async () => (await serverPromise).close());

  it.each(MYPAGES_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const { url, init } = requestFor(scenario);
      const fromServer = await (await serverPromise).request(url, init);
      const fromMsw = await respondWithHandlers(
        mypagesHandlers({ now: new Date() }),
        new Request(`${ORIGIN}${url}`, init),
      );
      const read = async (res: Response) => ({
        status: res.status,
        body: normalise(await res.json().catch(() => '<not json>')),
      });
      expect(await read(fromMsw)).toEqual(await read(fromServer));
    },
  );
});

const FAMILY_ADDRESS = {
  name: 'Anna Andersson',
  street: 'Lingonvägen 12',
  zipcode: '12345',
  city: 'Stockholm',
};
function familyOrderBody(
  planOptions: Record<string, unknown>,
  socialSecurityNumber = ANNA_PERSONAL_NUMBER,
) {
  return {
    order: {
      products: [
        {
          plan: { PlanCode: 'FAM-10GB', BindingPeriod: 12 },
          planOptions: { MainMsisdn: ANNA_MSISDN, HiddenNumber: false, ...planOptions },
        },
      ],
      customer: {
        socialSecurityNumber,
        contactPhoneNumber: '0701234567',
        email: 'anna@example.se',
      },
      billingAddress: FAMILY_ADDRESS,
      shippingAddress: FAMILY_ADDRESS,
    },
    bankidOrderRef: 'not-signed',
  };
}

/** Family subscription scenarios, signed in as Anna on both sides (before any order is placed). */
const FAMILY_SCENARIOS: Scenario[] = [
  { name: 'family: the offer', contract: familyOfferContract },
  {
    name: 'family: an unknown order',
    contract: familyOrderSummaryContract,
    params: { orderId: 'LO-FAM-NOSUCH' },
  },
  {
    name: 'family: port-in with a bad owner personal number',
    contract: familyOrderContract,
    body: familyOrderBody({
      MsisdnOption: 'PORT_IN',
      Msisdn: '0765551234',
      TransferFromSocialSecurityNumber: '199001010018',
    }),
  },
  {
    name: 'family: port-in without the owner',
    contract: familyOrderContract,
    body: familyOrderBody({ MsisdnOption: 'PORT_IN', Msisdn: '0765551234' }),
  },
  {
    name: 'family: someone else’s personal number as the customer',
    contract: familyOrderContract,
    body: familyOrderBody({ MsisdnOption: 'NEW', Msisdn: '46737001001' }, '199001010017'),
  },
  {
    name: 'family: a bad binding period and phone number',
    contract: familyOrderContract,
    body: {
      ...familyOrderBody({ MsisdnOption: 'NEW', Msisdn: '0811111' }),
      order: {
        ...familyOrderBody({ MsisdnOption: 'NEW', Msisdn: '0811111' }).order,
        products: [
          {
            plan: { PlanCode: 'FAM-10GB', BindingPeriod: 6 },
            planOptions: {
              MainMsisdn: ANNA_MSISDN,
              HiddenNumber: false,
              MsisdnOption: 'NEW',
              Msisdn: '0811111',
            },
          },
        ],
      },
    },
  },
];

describe('MSW handlers and the server agree on family subscriptions', () => {
  const serverPromise = createTestServer();
  beforeAll(async () => signIn(await serverPromise, ANNA_PERSONAL_NUMBER));
  afterAll(async () => (await serverPromise).close());

  it.each(FAMILY_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const { url, init } = requestFor(scenario);
      if (scenario.contract === familyOrderContract) {
        init.headers = { ...init.headers, 'idempotency-key': `parity-${scenario.name.length}-key` };
      }
      const server = await serverPromise;
      const fromServer = await server.request(url, init);
      const fromMsw = await respondWithHandlers(
        mypagesHandlers({ customer: 'anna', now: new Date() }),
        new Request(`${ORIGIN}${url}`, init),
      );
      const read = async (res: Response) => ({
        status: res.status,
        body: normalise(await res.json()),
      });
      expect(await read(fromMsw)).toEqual(await read(fromServer));
    },
  );
});

/**
 * The subscription settings' rules, in sequence: one set of handlers for the whole sequence keeps
 * what was ordered, like the database. Order ids and moments are made on each side.
 */
describe('MSW handlers and the server agree on subscription settings and SIM orders', () => {
  const serverPromise = createTestServer();
  const handlers = mypagesHandlers({ customer: 'anna', now: new Date() });
  const normaliseOrders = normaliseWith((key, value) =>
    key === 'orderId' && typeof value === 'string' && value.startsWith('LO-SIM-')
      ? '<order id>'
      : key === 'orderedOn' && typeof value === 'string'
        ? '<moment>'
        : null,
  );
  beforeAll(async () => signIn(await serverPromise, ANNA_PERSONAL_NUMBER));
  afterAll(async () => (await serverPromise).close());

  async function both(contract: AnyContract, body: unknown) {
    const { url, init } = requestFor({ name: '', contract, body });
    const fromServer = await (await serverPromise).request(url, init);
    const fromMsw = await respondWithHandlers(handlers, new Request(`${ORIGIN}${url}`, init));
    const read = async (res: Response) => ({
      status: res.status,
      body: normaliseOrders(await res.json()),
    });
    return { server: await read(fromServer), msw: await read(fromMsw) };
  }

  const msisdn = ANNA_FAMILY_MSISDNS[0];
  const steps: Array<[name: string, contract: AnyContract, body: unknown, status: number]> = [
    ['the settings before any change', subscriptionSettingsContract, { msisdn }, 200],
    [
      'forwarding to the number itself',
      saveSubscriptionSettingsContract,
      {
        msisdn,
        kind: 'call',
        settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: '070-123 45 68' },
      },
      400,
    ],
    [
      'forwarding to another of the customer’s numbers',
      saveSubscriptionSettingsContract,
      {
        msisdn,
        kind: 'call',
        settings: { voicemail: true, forwarding: 'ALWAYS', forwardTo: '070-123 45 67' },
      },
      200,
    ],
    [
      'a ceiling that is not a number',
      saveSubscriptionSettingsContract,
      { msisdn, kind: 'expense', settings: { ceiling: 'abc' } },
      400,
    ],
    ['an eSIM', simOrderContract, { msisdn, kind: 'ESIM', email: 'anna@example.se' }, 200],
    ['the settings with the eSIM on its way', subscriptionSettingsContract, { msisdn }, 200],
    [
      'a second eSIM while the first is on its way',
      simOrderContract,
      { msisdn, kind: 'ESIM', email: 'anna@example.se' },
      409,
    ],
    [
      'a SIM card while the eSIM is on its way',
      simOrderContract,
      {
        msisdn,
        kind: 'SIM',
        address: { name: 'Anna', street: 'Lingonvägen 12', zipcode: '12345', city: 'Stockholm' },
      },
      200,
    ],
    [
      'a save, answered with both orders',
      saveSubscriptionSettingsContract,
      { msisdn, kind: 'expense', settings: { ceiling: 300 } },
      200,
    ],
    ['another number’s settings', subscriptionSettingsContract, { msisdn: ANNA_MSISDN }, 200],
  ];

  it.each(steps)('%s', async (name, contract, body, status) => {
    const { server, msw } = await both(contract, body);
    expect(server.status).toBe(status);
    expect(msw).toEqual(server);
    if (name === 'the settings with the eSIM on its way') {
      expect(server.body).toMatchObject({
        pendingSimOrders: [{ kind: 'ESIM', status: 'RECEIVED', email: 'anna@example.se' }],
      });
    }
  });
});

/**
 * The support chat, in sequence: each side holds its own conversation (ids and moments are made
 * on each side), and the automatic answers, the closing and the refusals must be the same.
 */
describe('MSW handlers and the server agree on the chat', () => {
  const serverPromise = createTestServer();
  const handlers = siteHandlers();
  const ids = { server: '', msw: '' };
  const normaliseChat = normaliseWith((key, value) =>
    key === 'conversationId' && typeof value === 'string'
      ? '<conversation id>'
      : key === 'sentAt' && typeof value === 'string'
        ? '<moment>'
        : null,
  );
  afterAll(async () => (await serverPromise).close());

  /** `conversation`: the side's own conversation, or an id neither side has. */
  async function both(
    contract: AnyContract,
    input: { body?: unknown; query?: Record<string, string>; conversation?: 'own' | 'unknown' },
  ) {
    const scenario = (side: 'server' | 'msw'): Scenario => ({
      name: '',
      contract,
      body: input.body,
      query: input.query,
      params:
        input.conversation === undefined
          ? undefined
          : { conversationId: input.conversation === 'own' ? ids[side] : 'NoSuchConversation0001' },
    });
    const server = requestFor(scenario('server'));
    const msw = requestFor(scenario('msw'));
    const fromServer = await (await serverPromise).request(server.url, server.init);
    const fromMsw = await respondWithHandlers(
      handlers,
      new Request(`${ORIGIN}${msw.url}`, msw.init),
    );
    const read = async (res: Response) => ({ status: res.status, body: await res.json() });
    return { server: await read(fromServer), msw: await read(fromMsw) };
  }

  it('starts with a question and answers it with the matching guides', async () => {
    const { server, msw } = await both(chatStartContract, {
      body: { text: 'Hur beställer jag eSIM?' },
    });
    expect(server.status).toBe(200);
    ids.server = server.body.conversationId;
    ids.msw = msw.body.conversationId;
    expect(normaliseChat(msw)).toEqual(normaliseChat(server));
    expect(server.body.messages.at(-1).text).toContain('/support/esim-och-sim-kort/bestall-esim');
  });

  it.each([
    ['a question some guides answer', 'Hur flyttar jag mitt nummer till er?'],
    ['a message no guide answers', 'Tack!'],
  ])('answers %s', async (_name, text) => {
    const { server, msw } = await both(chatSendContract, {
      body: { text },
      conversation: 'own',
    });
    expect(server.status).toBe(200);
    expect(normaliseChat(msw)).toEqual(normaliseChat(server));
    if (text === 'Tack!') expect(server.body.messages.at(-1).text).toBe(CHAT_FALLBACK_ANSWER);
  });

  it('refuses an empty message', async () => {
    const { server, msw } = await both(chatSendContract, {
      body: { text: '  ' },
      conversation: 'own',
    });
    expect(server.status).toBe(400);
    expect(msw).toEqual(server);
  });

  it('gives the whole conversation and what came after a message', async () => {
    for (const after of ['0', '3']) {
      const { server, msw } = await both(chatPollContract, {
        query: { after },
        conversation: 'own',
      });
      expect(server.status).toBe(200);
      expect(normaliseChat(msw)).toEqual(normaliseChat(server));
    }
  });

  it('closes once, with the closing message', async () => {
    const first = await both(chatCloseContract, { conversation: 'own' });
    expect(first.server.status).toBe(200);
    expect(first.server.body.messages.at(-1).text).toBe(CHAT_CLOSED_TEXT);
    expect(normaliseChat(first.msw)).toEqual(normaliseChat(first.server));
    const again = await both(chatCloseContract, { conversation: 'own' });
    expect(normaliseChat(again.msw)).toEqual(normaliseChat(again.server));
  });

  it('refuses a message to the closed chat (409)', async () => {
    const { server, msw } = await both(chatSendContract, {
      body: { text: 'Hallå?' },
      conversation: 'own',
    });
    expect(server.status).toBe(409);
    expect(msw).toEqual(server);
  });

  it.each([
    ['a message', chatSendContract, { body: { text: 'Hej' } }],
    ['a poll', chatPollContract, { query: { after: '0' } }],
    ['a close', chatCloseContract, {}],
  ] as const)(
    'answers %s to a chat that does not exist with 404',
    async (_name, contract, input) => {
      const { server, msw } = await both(contract, { ...input, conversation: 'unknown' });
      expect(server.status).toBe(404);
      expect(msw).toEqual(server);
    },
  );
});
