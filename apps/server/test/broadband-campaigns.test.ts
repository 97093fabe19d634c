import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import { respondWithHandlers } from '@lingon/contracts/msw/respond';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKID_BROWSER_COOKIE } from '../src/bankid/orders';
import {
  completedBankidOrder,
  countOrders,
  CUSTOMER,
  orderBody,
  REFUSED_CUSTOMER,
  TM_HEADERS,
} from './broadband-helpers';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const CAMPAIGNS = '/services/campaign-service/v3';

describe('campaign service v3', () => {
  const serverPromise = createTestServer();
  // Start-up (migrations, seeds) runs in a hook: its timeout is longer than a test's.
  beforeAll(() => serverPromise);
  afterAll(async () => (await serverPromise).close());

  async function get(path: string, headers: Record<string, string> = {}) {
    const server = await serverPromise;
    return server.request(`${CAMPAIGNS}${path}`, { headers });
  }
  async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
    const server = await serverPromise;
    return server.request(`${CAMPAIGNS}${path}`, { method: 'POST', json, headers });
  }

  it('answers every web campaign when none is named', async () => {
    const res = await get('/campaigns?customerScope=hbp');
    expect(res.status).toBe(200);
    const { campaigns } = await res.json();
    const names = campaigns.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['BROADBAND_VOUCHER_CAMPAIGN', 'POSTPAID_UPGRADE_CAMPAIGN']),
    );
    expect(names).not.toContain('TM_BROADBAND_CAMPAIGN');
  });

  it('answers the campaigns asked for by header and query, with voucher product ids', async () => {
    const res = await get('/campaigns?customerScope=hbp&campaignNames=BROADBAND_VOUCHER_CAMPAIGN', {
      campaignsToFetch: 'POSTPAID_UPGRADE_CAMPAIGN',
    });
    const { campaigns } = await res.json();
    expect(campaigns.map((c: { name: string }) => c.name).sort()).toEqual([
      'BROADBAND_VOUCHER_CAMPAIGN',
      'POSTPAID_UPGRADE_CAMPAIGN',
    ]);
    const voucher = campaigns.find(
      (c: { name: string }) => c.name === 'BROADBAND_VOUCHER_CAMPAIGN',
    );
    expect(voucher.offers[0]).toMatchObject({
      name: 'BROADBAND_VOUCHER',
      availableChanges: { msisdn: [] },
    });
    expect(voucher.offers[0].productIds).toContain('BB-100-100');
    const upgrade = campaigns.find((c: { name: string }) => c.name === 'POSTPAID_UPGRADE_CAMPAIGN');
    // No customer is known on the public call without a session.
    expect(upgrade.offers[0].availableChanges.msisdn).toEqual([]);
  });

  describe('an anonymous visitor verified with BankID on the TV bundle page or in the checkout', () => {
    const browserToken = () => randomBytes(32).toString('base64url');
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

    /** A finished BankID order started in the browser holding `token` (migration 0400). */
    async function bankidOrder(
      token: string,
      options: { purpose?: string; status?: string; completedAt?: Date } = {},
    ): Promise<string> {
      const server = await serverPromise;
      const { purpose = 'tv-discount', status = 'complete', completedAt = new Date() } = options;
      const ref = randomUUID();
      await server.db.query(
        `insert into bankid_orders (order_ref, purpose, rp_call, flow, device, browser_hash,
           end_user_ip, auto_start_token, qr_start_token, status, outcome, personal_number,
           created_at, completed_at, finished_at)
         values ($1, $2, 'auth', 'qr', 'computer', $3, '127.0.0.1', $1, $1, $4, $4, $5, $6, $6, $6)`,
        [ref, purpose, sha256(token), status, CUSTOMER, completedAt],
      );
      return ref;
    }

    /** The upgrade offer's numbers for a ref, asked by the browser holding `token`. */
    async function numbersFor(ref: string, token: string | null): Promise<string[]> {
      const server = await serverPromise;
      // Straight to the app: this browser's cookie only, not the harness's cookie jar.
      const res = await server.app.request(
        `/services/campaign-service/v3/campaigns?customerScope=hbp&campaignNames=POSTPAID_UPGRADE_CAMPAIGN&bankidOrderRef=${ref}`,
        { headers: token ? { cookie: `${BANKID_BROWSER_COOKIE}=${token}` } : {} },
      );
      expect(res.status).toBe(200);
      const { campaigns } = (await res.json()) as {
        campaigns: { offers: { availableChanges: { msisdn: string[] } }[] }[];
      };
      return campaigns[0]?.offers[0]?.availableChanges.msisdn ?? [];
    }

    it('personalises for the person of a completed tv-discount order from this browser', async () => {
      const token = browserToken();
      const ref = await bankidOrder(token);
      expect(await numbersFor(ref, token)).toContain('46701234567');
    });

    it('personalises for the person who signed the order in the checkout, from this browser', async () => {
      const token = browserToken();
      const ref = await bankidOrder(token, { purpose: 'order' });
      expect(await numbersFor(ref, token)).toContain('46701234567');
      expect(await numbersFor(ref, browserToken())).toEqual([]);
      const old = new Date(Date.now() - 31 * 60 * 1000);
      expect(
        await numbersFor(await bankidOrder(token, { purpose: 'order', completedAt: old }), token),
      ).toEqual([]);
      expect(
        await numbersFor(await bankidOrder(token, { purpose: 'order', status: 'pending' }), token),
      ).toEqual([]);
    });

    it('answers no numbers for another browser, another purpose, an old or an unknown order', async () => {
      const token = browserToken();
      const ref = await bankidOrder(token);
      expect(await numbersFor(ref, browserToken())).toEqual([]);
      expect(await numbersFor(ref, null)).toEqual([]);
      expect(await numbersFor(await bankidOrder(token, { purpose: 'login' }), token)).toEqual([]);
      for (const purpose of ['autogiro', 'mobile-order', 'transfer']) {
        expect(await numbersFor(await bankidOrder(token, { purpose }), token)).toEqual([]);
      }
      expect(await numbersFor(await bankidOrder(token, { status: 'pending' }), token)).toEqual([]);
      const old = new Date(Date.now() - 31 * 60 * 1000);
      expect(await numbersFor(await bankidOrder(token, { completedAt: old }), token)).toEqual([]);
      expect(await numbersFor(randomUUID(), token)).toEqual([]);
    });

    it('refuses an over-long order ref', async () => {
      const res = await get(`/campaigns?bankidOrderRef=${'a'.repeat(101)}`);
      expect(res.status).toBe(400);
    });
  });

  it('refuses malformed campaign names', async () => {
    const res = await get('/campaigns?campaignNames=BAD%20NAME');
    expect(res.status).toBe(400);
    expect((await res.json())[0].field).toBe('query.campaignNames.0');
  });

  it('telemarketing campaigns need a valid key and personalise for TM_CUSTOMER', async () => {
    const server = await serverPromise;
    const missing = await get('/telemarketing/campaigns');
    expect(missing.status).toBe(403);
    const wrong = await get('/telemarketing/campaigns', {
      'x-telemarketing-key': 'wrong-key-123',
      tm_customer: CUSTOMER,
    });
    expect(wrong.status).toBe(403);
    const noCustomer = await get('/telemarketing/campaigns', {
      'x-telemarketing-key': server.config.TM_KEY_TELEMARKETING,
    });
    expect(noCustomer.status).toBe(400);
    const badChecksum = await get('/telemarketing/campaigns', TM_HEADERS(server, '198001011008'));
    expect(badChecksum.status).toBe(400);
    const ok = await get(
      '/telemarketing/campaigns?campaignNames=POSTPAID_UPGRADE_CAMPAIGN,TM_BROADBAND_CAMPAIGN',
      TM_HEADERS(server),
    );
    expect(ok.status).toBe(200);
    const { campaigns } = await ok.json();
    expect(campaigns.map((c: { name: string }) => c.name)).toEqual([
      'POSTPAID_UPGRADE_CAMPAIGN',
      'TM_BROADBAND_CAMPAIGN',
    ]);
    expect(campaigns[0].offers[0].availableChanges.msisdn).toEqual(['46701234567']);
  });

  it('validates vouchers: known, case-insensitive, expired, unknown, channel-only, malformed', async () => {
    const server = await serverPromise;
    const fiber = await (await get('/vouchers/fiber100/validate')).json();
    expect(fiber).toMatchObject({
      voucher: 'FIBER100',
      valid: true,
      campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
    });
    expect(fiber.offers[0]).toMatchObject({
      name: 'BROADBAND_VOUCHER',
      productIds: ['BB-100-10', 'BB-100-100'],
      monthlyDiscount: 50,
    });
    const expired = await (await get('/vouchers/SOMMAR2025/validate')).json();
    expect(expired).toMatchObject({ valid: false, offers: [] });
    const unknown = await (await get('/vouchers/NOPE/validate')).json();
    expect(unknown).toEqual({ voucher: 'NOPE', valid: false, campaignName: null, offers: [] });
    const tmOnlyOnWeb = await (await get('/vouchers/TMVIP/validate')).json();
    expect(tmOnlyOnWeb.valid).toBe(false);
    const tmOnlyOnTm = await get('/telemarketing/vouchers/TMVIP/validate', TM_HEADERS(server));
    expect((await tmOnlyOnTm.json()).valid).toBe(true);
    expect((await get('/telemarketing/vouchers/TMVIP/validate')).status).toBe(403);
    expect((await get(`/vouchers/${'A'.repeat(33)}/validate`)).status).toBe(400);
    expect((await get('/vouchers/bad%24code/validate')).status).toBe(400);
  });

  it('executes a voucher offer: one order with the discount, idempotent by key', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const body = {
      order: orderBody(ref, { productId: 'BB-100-100' }),
      offers: [
        {
          campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
          offerName: 'BROADBAND_VOUCHER',
          voucher: 'fiber100',
        },
      ],
    };
    const headers = { 'idempotency-key': 'execute-key-0001' };
    const first = await post('/offers/execute', body, headers);
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer.executionResults).toEqual([
      { success: true, offerName: 'BROADBAND_VOUCHER', orderId: expect.stringMatching(/^BB-/) },
    ]);
    const repeat = await post('/offers/execute', body, headers);
    expect(await repeat.json()).toEqual(answer);
    const rows = await server.db.query(
      'select channel, voucher, monthly_discount, campaign_name from broadband_orders where bankid_order_ref = $1',
      [ref],
    );
    expect(rows).toEqual([
      {
        channel: 'web',
        voucher: 'FIBER100',
        monthly_discount: 50,
        campaign_name: 'BROADBAND_VOUCHER_CAMPAIGN',
      },
    ]);
  });

  it('answers per offer: an inapplicable voucher fails, the mobile-customer offer needs an eligible number', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const res = await post('/offers/execute', {
      order: orderBody(ref, { productId: 'BB-TV-BAS' }),
      offers: [
        {
          campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
          offerName: 'BROADBAND_VOUCHER',
          voucher: 'FIBER100',
        },
        {
          campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          msisdn: '46700000000',
        },
        {
          campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
          offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
          msisdn: '46701234567',
        },
        { campaignName: 'TM_BROADBAND_CAMPAIGN', offerName: 'TM_THREE_MONTHS_FREE' },
      ],
    });
    expect(res.status).toBe(200);
    const { executionResults } = await res.json();
    expect(executionResults.map((r: { success: boolean }) => r.success)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(executionResults[0].orderId).toBeNull();
    expect(executionResults[3].message).toBe('Erbjudandet finns inte');
    const rows = await server.db.query(
      'select msisdn, monthly_discount from broadband_orders where bankid_order_ref = $1',
      [ref],
    );
    expect(rows).toEqual([{ msisdn: '46701234567', monthly_discount: 20 }]);
  });

  it('stores a bundle with the mobile-customer discount and media players, as the order history shows it', async () => {
    const server = await serverPromise;
    // During the media-player offer (50 % off until 23 November).
    const placedAt = new Date('2026-11-20T12:00:00Z');
    server.setClock(() => placedAt);
    try {
      const ref = await completedBankidOrder(server, CUSTOMER, { completedAt: placedAt });
      const res = await post('/offers/execute', {
        order: orderBody(ref, { productId: 'BB-TV-BAS', hardware: ['CHROMECAST', 'APPLETV'] }),
        offers: [
          {
            campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
            offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
            msisdn: '46701234567',
          },
        ],
      });
      expect(res.status).toBe(200);
      const [result] = (await res.json()).executionResults;
      expect(result).toMatchObject({ success: true });
      const [row] = await server.db.query(
        'select monthly_price, monthly_discount, hardware, hardware_lines from broadband_orders where id = $1',
        [result.orderId],
      );
      expect(row).toEqual({
        monthly_price: 369,
        monthly_discount: 20,
        hardware: ['CHROMECAST', 'APPLETV'],
        hardware_lines: [
          { id: 'APPLETV', name: 'Apple TV', price: 399.5 },
          { id: 'CHROMECAST', name: 'Chromecast', price: 99.5 },
        ],
      });

      await signIn(server, CUSTOMER);
      const history = await server.request('/services/lingon-order-service/v3/order/history');
      const item = (await history.json()).items.find(
        (candidate: { orderId: string }) => candidate.orderId === result.orderId,
      );
      expect(item).toEqual({
        orderId: result.orderId,
        createdOn: expect.any(String),
        status: 'RECEIVED',
        category: 'BROADBAND',
        title: 'Bredband 100/100 + TV Bas',
        totalPrice: 349 + 399.5 + 99.5,
        lines: [
          {
            name: 'Bredband 100/100 + TV Bas, per månad (mobilkundsrabatt 20 kr/mån)',
            quantity: 1,
            price: 349,
          },
          { name: 'Apple TV', quantity: 1, price: 399.5 },
          { name: 'Chromecast', quantity: 1, price: 99.5 },
        ],
      });
    } finally {
      signOut(server);
      server.setClock(() => new Date());
    }
  });

  it('answers success false with the order id when the credit check refuses', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server, REFUSED_CUSTOMER);
    const order = orderBody(ref);
    const res = await post('/offers/execute', {
      order: { ...order, customer: { ...order.customer, personalNumber: REFUSED_CUSTOMER } },
      offers: [
        {
          campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
          offerName: 'BROADBAND_VOUCHER',
          voucher: 'LINGON3FRI',
        },
      ],
    });
    const [result] = (await res.json()).executionResults;
    expect(result).toMatchObject({ success: false, orderId: expect.any(String) });
    expect(
      await countOrders(server, "id = $1 and state = 'CREDIT_REFUSED'", [result.orderId]),
    ).toBe(1);
  });

  it('telemarketing execution records the channel and checks the customer', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const body = {
      order: orderBody(ref),
      offers: [{ campaignName: 'TM_BROADBAND_CAMPAIGN', offerName: 'TM_THREE_MONTHS_FREE' }],
    };
    expect((await post('/telemarketing/offers/execute', body)).status).toBe(403);
    expect(
      (
        await post('/telemarketing/offers/execute', body, {
          'x-telemarketing-key': 'wrong-key-123',
          tm_customer: CUSTOMER,
        })
      ).status,
    ).toBe(403);
    const otherCustomer = await post(
      '/telemarketing/offers/execute',
      body,
      TM_HEADERS(server, '198505121007'),
    );
    expect(otherCustomer.status).toBe(422);
    const ok = await post('/telemarketing/offers/execute', body, {
      'x-telemarketing-key': server.config.TM_KEY_SUPPORT,
      tm_customer: CUSTOMER,
    });
    expect(ok.status).toBe(200);
    const [result] = (await ok.json()).executionResults;
    expect(result.success).toBe(true);
    const rows = await server.db.query(
      'select channel, free_months from broadband_orders where id = $1',
      [result.orderId],
    );
    expect(rows).toEqual([{ channel: 'Support', free_months: 3 }]);
  });

  it('answers each offer as the stories’ MSW handlers do: applied, or refused for the same reason', async () => {
    const server = await serverPromise;
    const discount = {
      campaignName: 'POSTPAID_UPGRADE_CAMPAIGN',
      offerName: 'MOBILE_CUSTOMER_BUNDLE_DISCOUNT',
      msisdn: '46701234567',
    };
    const karin = {
      personalNumber: '197206142387',
      name: 'Karin Nilsson',
      email: 'karin@example.se',
      mobile: '070-765 43 21',
    };
    const cases: Array<{
      name: string;
      customer?: typeof karin;
      productId: string;
      offers: unknown[];
    }> = [
      { name: 'the discount for its customer', productId: 'BB-TV-BAS', offers: [discount] },
      {
        name: "the discount for another person's number",
        customer: karin,
        productId: 'BB-TV-BAS',
        offers: [discount],
      },
      { name: 'the discount on a plain connection', productId: 'BB-100-100', offers: [discount] },
      {
        name: 'a voucher for other products, an unknown offer, a repeated offer',
        productId: 'BB-TV-BAS',
        offers: [
          {
            campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
            offerName: 'BROADBAND_VOUCHER',
            voucher: 'FIBER100',
          },
          { campaignName: 'TM_BROADBAND_CAMPAIGN', offerName: 'TM_THREE_MONTHS_FREE' },
          discount,
          discount,
        ],
      },
      {
        name: 'a credit check refused',
        customer: { ...karin, personalNumber: REFUSED_CUSTOMER },
        productId: 'BB-100-100',
        offers: [
          {
            campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
            offerName: 'BROADBAND_VOUCHER',
            voucher: 'FIBER100',
          },
        ],
      },
    ];
    const outcome = (results: Array<Record<string, unknown>>) =>
      results.map(({ orderId, ...result }) => ({ ...result, placed: orderId !== null }));
    for (const { name, customer, productId, offers } of cases) {
      const ref = await completedBankidOrder(server, customer?.personalNumber ?? CUSTOMER);
      const body = {
        order: orderBody(ref, { productId, ...(customer ? { customer } : {}) }),
        offers,
      };
      const fromServer = await post('/offers/execute', body);
      const fromHandlers = await respondWithHandlers(
        broadbandHandlers,
        new Request(`http://localhost${CAMPAIGNS}/offers/execute`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      expect(fromHandlers.status, name).toBe(fromServer.status);
      expect(outcome((await fromHandlers.json()).executionResults), name).toEqual(
        outcome((await fromServer.json()).executionResults),
      );
    }
  });

  it('refuses an execution without offers or with malformed offers', async () => {
    const server = await serverPromise;
    const ref = await completedBankidOrder(server);
    const empty = await post('/offers/execute', { order: orderBody(ref), offers: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual([
      { field: 'body.offers', message: 'Välj minst ett erbjudande' },
    ]);
    const malformed = await post('/offers/execute', {
      order: orderBody(ref),
      offers: [{ campaignName: 'x'.repeat(65), offerName: 7 }],
    });
    expect(malformed.status).toBe(400);
    expect(await countOrders(server, 'bankid_order_ref = $1', [ref])).toBe(0);
  });
});
