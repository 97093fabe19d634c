import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { bankidOrderStateSchema, bankidStatusContract } from '../bankid/status';
import { SERVICES_BASE } from '../brand';
import { addressSearchContract } from '../broadband/address-search';
import { evaluateAddressContract } from '../broadband/evaluate-address';
import { orderCreateContract, personalisesDiscount } from '../broadband/order-create';
import { potentialCustomerCreateContract } from '../broadband/potential-customer-create';
import { productByPointContract } from '../broadband/product-by-point';
import {
  BROADBAND_VOUCHER_OFFER,
  POSTPAID_UPGRADE_CAMPAIGN,
  requestedCampaignNames,
  campaignsContract,
} from '../campaigns/campaigns';
import { offersExecuteContract, type ExecutionResult } from '../campaigns/offers-execute';
import { telemarketingCampaignsContract } from '../campaigns/telemarketing-campaigns';
import { telemarketingOffersExecuteContract } from '../campaigns/telemarketing-offers-execute';
import { telemarketingVoucherValidateContract } from '../campaigns/telemarketing-voucher-validate';
import { voucherValidateContract } from '../campaigns/voucher-validate';
import type { AnyContract } from '../contract';
import { toFieldErrors } from '../errors';
import {
  evaluateFixtureAddress,
  findFixturePoint,
  fixtureOfferingForPoint,
  searchFixtureAddresses,
} from '../fixtures/broadband';
import {
  broadbandCampaigns,
  creditRejectedPersonalNumbers,
  toCampaign,
  validateFixtureVoucher,
  type SalesChannel,
} from '../fixtures/broadband-campaigns';

/** The MSW path of a contract: any origin, then `/services/` and the contract's path. */
function mswPath(contract: AnyContract): string {
  return `*/services/${contract.path}`;
}

function on(contract: AnyContract, resolver: Parameters<typeof http.get>[1]): HttpHandler {
  const method = contract.method.toLowerCase() as 'get' | 'post';
  return http[method](mswPath(contract), resolver);
}

function badRequest(error: z.ZodError, prefix: string) {
  return HttpResponse.json(toFieldErrors(error, prefix), { status: 400 });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  return JSON.parse(text) as unknown;
}

function headerObject(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

function queryObject(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const search = new URL(request.url).searchParams;
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/** MSW cannot know the server's keys: any key is accepted, a missing one is refused like the server. */
function telemarketingChannel(request: Request): SalesChannel | Response {
  if (!request.headers.get('x-telemarketing-key')) {
    return HttpResponse.json(
      [{ field: 'headers.x-telemarketing-key', message: 'Ogiltig nyckel' }],
      { status: 403 },
    );
  }
  return 'TM';
}

const unavailable = () =>
  HttpResponse.json([{ field: 'service', message: 'Tjänsten är inte tillgänglig just nu' }], {
    status: 503,
  });

let demoSequence = 0;
const demoOrderId = () => `BB-DEMO-${String((demoSequence += 1)).padStart(4, '0')}`;

function productAvailableAt(pointId: string, productId: string): boolean {
  const found = findFixturePoint(pointId);
  if (!found) return false;
  const { products } = fixtureOfferingForPoint(found.point);
  return [...(products.subscriptions ?? []), ...(products.shortTermSubscriptions ?? [])].some(
    (product) => product.id === productId,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person of a completed BankID order that may personalise the mobile-customer discount (the
 * TV page's identification or the checkout's signature), as the server's tvDiscountPersonalNumber
 * reads its BankID orders: here asked of the BankID handlers (`msw/bankid`) through their own
 * status call, so a story's BankID flow personalises its campaigns. Null for any other order, and
 * when no BankID handler knows it. (Every request here comes from the one browser.)
 */
async function discountPersonOf(request: Request, orderRef: string): Promise<string | null> {
  if (!UUID.test(orderRef)) return null;
  try {
    const response = await fetch(
      new URL(`${SERVICES_BASE}${bankidStatusContract.path}`, request.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderRef }),
      },
    );
    if (!response.ok) return null;
    const state = bankidOrderStateSchema.safeParse(await response.json());
    if (!state.success || state.data.status !== 'complete') return null;
    return personalisesDiscount(state.data.purpose)
      ? (state.data.user?.personalNumber ?? null)
      : null;
  } catch {
    return null;
  }
}

function campaignsHandler(contract: AnyContract, telemarketing: boolean): HttpHandler {
  return on(contract, async ({ request }) => {
    const channel = telemarketing ? telemarketingChannel(request) : 'web';
    if (channel instanceof Response) return channel;
    const query = contract.query.safeParse(queryObject(request));
    if (!query.success) return badRequest(query.error, 'query');
    const headers = contract.headers.safeParse(headerObject(request));
    if (!headers.success) return badRequest(headers.error, 'headers');
    const names = requestedCampaignNames(
      query.data as { campaignNames?: string[] },
      headers.data as { campaignstofetch?: string[] },
    );
    const { bankidOrderRef } = query.data as { bankidOrderRef?: string };
    const customer = telemarketing
      ? request.headers.get('tm_customer')
      : bankidOrderRef
        ? await discountPersonOf(request, bankidOrderRef)
        : null;
    const campaigns = broadbandCampaigns
      .filter((campaign) => campaign.channels.includes(channel))
      .filter((campaign) => names.length === 0 || names.includes(campaign.name))
      .map((campaign) => toCampaign(campaign, customer));
    return HttpResponse.json({ campaigns });
  });
}

function voucherHandler(contract: AnyContract, telemarketing: boolean): HttpHandler {
  return on(contract, ({ request, params }) => {
    const channel = telemarketing ? telemarketingChannel(request) : 'web';
    if (channel instanceof Response) return channel;
    const parsed = contract.params.safeParse(params);
    if (!parsed.success) return badRequest(parsed.error, 'params');
    const { voucher } = parsed.data as { voucher: string };
    return HttpResponse.json(validateFixtureVoucher(voucher, channel, new Date()));
  });
}

function executeHandler(contract: AnyContract, telemarketing: boolean): HttpHandler {
  return on(contract, async ({ request }) => {
    const channel = telemarketing ? telemarketingChannel(request) : 'web';
    if (channel instanceof Response) return channel;
    const body = contract.body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error, 'body');
    const { order, offers } = body.data as z.output<typeof offersExecuteContract.body>;
    if (!productAvailableAt(order.pointId, order.productId)) {
      return HttpResponse.json(
        [{ field: 'body.order.productId', message: 'Produkten finns inte på adressen' }],
        { status: 422 },
      );
    }
    const refused = creditRejectedPersonalNumbers.includes(order.customer.personalNumber);
    // As the server's executeOffers: the campaigns personalised for the order's customer; an offer
    // that does not apply places nothing and says why, in the server's words.
    const campaigns = broadbandCampaigns
      .filter((campaign) => campaign.channels.includes(channel))
      .map((campaign) => toCampaign(campaign, order.customer.personalNumber));
    const seen = new Set<string>();
    const executionResults: ExecutionResult[] = offers.map((requested) => {
      const refuse = (message: string): ExecutionResult => ({
        success: false,
        offerName: requested.offerName,
        orderId: null,
        message,
      });
      const key = `${requested.campaignName}/${requested.offerName}`;
      const offer = campaigns
        .find((campaign) => campaign.name === requested.campaignName)
        ?.offers.find((candidate) => candidate.name === requested.offerName);
      if (!offer) return refuse('Erbjudandet finns inte');
      if (seen.has(key)) return refuse('Erbjudandet finns redan i beställningen');
      if (offer.productIds && !offer.productIds.includes(order.productId)) {
        return refuse('Erbjudandet gäller inte den valda produkten');
      }
      if (offer.name === BROADBAND_VOUCHER_OFFER) {
        const voucher = requested.voucher
          ? validateFixtureVoucher(requested.voucher, channel, new Date())
          : null;
        const applies =
          voucher?.valid &&
          voucher.campaignName === requested.campaignName &&
          voucher.offers.some(
            (candidate) =>
              candidate.name === BROADBAND_VOUCHER_OFFER &&
              (candidate.productIds ?? []).includes(order.productId),
          );
        if (!applies) return refuse('Rabattkoden gäller inte den valda produkten');
      }
      if (
        requested.campaignName === POSTPAID_UPGRADE_CAMPAIGN &&
        (!requested.msisdn || !offer.availableChanges.msisdn.includes(requested.msisdn))
      ) {
        return refuse('Mobilnumret ger inte rätt till erbjudandet');
      }
      seen.add(key);
      return refused
        ? {
            success: false,
            offerName: requested.offerName,
            orderId: demoOrderId(),
            message: 'Kreditprövningen godkändes inte',
          }
        : { success: true, offerName: requested.offerName, orderId: demoOrderId() };
    });
    return HttpResponse.json({ executionResults });
  });
}

/** Every broadband and campaign call answered from the fixtures (the happy path). */
export const broadbandHandlers: HttpHandler[] = [
  on(addressSearchContract, async ({ request }) => {
    const body = addressSearchContract.body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error, 'body');
    return HttpResponse.json(searchFixtureAddresses(body.data.searchString, body.data));
  }),
  on(evaluateAddressContract, async ({ request }) => {
    const body = evaluateAddressContract.body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error, 'body');
    return HttpResponse.json(evaluateFixtureAddress(body.data, () => crypto.randomUUID()));
  }),
  on(productByPointContract, ({ params }) => {
    const parsed = productByPointContract.params.safeParse(params);
    if (!parsed.success) return badRequest(parsed.error, 'params');
    const found = findFixturePoint(parsed.data.pointId);
    if (!found) {
      return HttpResponse.json([{ field: 'params.pointId', message: 'Okänd anslutningspunkt' }], {
        status: 404,
      });
    }
    return HttpResponse.json(fixtureOfferingForPoint(found.point));
  }),
  on(orderCreateContract, async ({ request }) => {
    const body = orderCreateContract.body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error, 'body');
    if (!productAvailableAt(body.data.pointId, body.data.productId)) {
      return HttpResponse.json(
        [{ field: 'body.productId', message: 'Produkten finns inte på adressen' }],
        { status: 422 },
      );
    }
    const refused = creditRejectedPersonalNumbers.includes(body.data.customer.personalNumber);
    return HttpResponse.json({ success: !refused, orderId: demoOrderId() });
  }),
  on(potentialCustomerCreateContract, async ({ request }) => {
    const body = potentialCustomerCreateContract.body.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error, 'body');
    return HttpResponse.json({ success: true, id: body.data.id ?? crypto.randomUUID() });
  }),
  campaignsHandler(campaignsContract, false),
  campaignsHandler(telemarketingCampaignsContract, true),
  voucherHandler(voucherValidateContract, false),
  voucherHandler(telemarketingVoucherValidateContract, true),
  executeHandler(offersExecuteContract, false),
  executeHandler(telemarketingOffersExecuteContract, true),
];

function variants(cases: Array<[AnyContract, () => Response]>) {
  return {
    /** The call never answers: the widget stays in its loading state. */
    loading: cases.map(([contract]) =>
      on(contract, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    empty: cases.map(([contract, empty]) => on(contract, () => empty())),
    /** 503 with a field error list, as the server answers when the service is down. */
    error: cases.map(([contract]) => on(contract, unavailable)),
  };
}

const noCampaigns = () => HttpResponse.json({ campaigns: [] });
/** Received and refused, as the server answers a refused credit check (not an offer refused). */
const offerRefused = () =>
  HttpResponse.json({
    executionResults: [
      {
        success: false,
        offerName: 'BROADBAND_VOUCHER',
        orderId: 'BB-DEMO-REFUSED',
        message: 'Kreditprövningen godkändes inte',
      },
    ],
  });

/**
 * Story variants; put them before `broadbandHandlers` (MSW uses the first match):
 * `msw: { handlers: [...broadbandVariants.search.error, ...broadbandHandlers] }`.
 * `empty` means: no hits; an unknown, uncovered address; no campaigns; an order received but
 * refused (success false). The order variants cover both order create and offers execute.
 */
export const broadbandVariants = {
  search: variants([[addressSearchContract, () => HttpResponse.json([])]]),
  evaluate: variants([
    [
      evaluateAddressContract,
      () =>
        HttpResponse.json({
          addresses: [],
          product: null,
          potentialCustomer: { id: '00000000-0000-4000-8000-000000000000' },
        }),
    ],
  ]),
  campaigns: variants([
    [campaignsContract, noCampaigns],
    [telemarketingCampaignsContract, noCampaigns],
  ]),
  order: variants([
    [orderCreateContract, () => HttpResponse.json({ success: false, orderId: 'BB-DEMO-REFUSED' })],
    [offersExecuteContract, offerRefused],
    [telemarketingOffersExecuteContract, offerRefused],
  ]),
};
