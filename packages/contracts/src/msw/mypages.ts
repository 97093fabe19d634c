import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { AnyContract, ContractResponse } from '../contract';
import { toFieldErrors, type FieldError } from '../errors';
import {
  MYPAGES_FIXTURE_NOW,
  EXTRA_SURF_SIZES,
  familyAddons,
  mypagesDemoCustomers,
  newSubscriptionBalance,
  type FixtureCustomer,
  type FixtureSubscription,
} from '../fixtures/mypages';
import {
  BROADBAND_PRODUCTS,
  CONSENT_QUESTIONS,
  OPT_OUT_QUESTIONS,
  PREPAID_OFFERING,
  broadbandUpgradeCampaign,
  type PermissionQuestion,
} from '../fixtures/mypages-catalogue';
import { FAMILY_FREE_NUMBERS, FAMILY_FREE_NUMBERS_SHOWN } from '../fixtures/family-offer';
import { addonChangeContract } from '../mypages/addon-change';
import {
  familyMonthlyPrice,
  familyOfferContract,
  familyOfferTerms,
  familyOrderLines,
  familyOrderContract,
  familyOrderSummaryContract,
  familyPlanOffer,
  type FamilyOrderSummary,
} from '../mypages/family-order';
import { isFamilyCampaignActive } from '../mypages/rules';
import { addonsContract } from '../mypages/addons';
import {
  autogiroContract,
  autogiroSignUpContract,
  bankForClearingNumber,
  type AutogiroStatus,
} from '../mypages/autogiro';
import {
  availableChangesContract,
  broadbandChangeContract,
  broadbandChangeOffer,
} from '../mypages/available-changes';
import { campaignsContract, POSTPAID_UPGRADE_CAMPAIGN } from '../campaigns/campaigns';
import { broadbandCampaigns, toCampaign } from '../fixtures/broadband-campaigns';
import { MOBILE_PLANS, mobilePlan, mobilePlanByName } from '../fixtures/mobile-plans';
import {
  planChangeContract,
  planChangeOptionsContract,
  type PlanChange,
} from '../mypages/plan-change';
import {
  alreadyOrderedText,
  PLAN_CHANGE_REFUSAL_TEXT,
  planChangeTiming,
  planChoices,
  planUpgradeOffer,
  samePlanText,
  swedishToday,
} from '../mypages/plan-change-rules';
import { consentsContract, saveConsentsContract } from '../mypages/consents';
import { customerInfoContract } from '../mypages/customer-info';
import { documentsContract } from '../mypages/documents';
import { emailChangeContract } from '../mypages/email-change';
import { phoneChangeContract } from '../mypages/phone-change';
import { formatSwedishMobile } from '../phone';
import {
  saveSubscriptionUserContract,
  subscriptionUsersContract,
} from '../mypages/subscription-users';
import { getSubscriptionsContract } from '../mypages/get-subscriptions';
import type { PermissionStatus } from '../mypages/gdpr';
import { hashedUidContract } from '../mypages/hashed-uid';
import { invoicesContract } from '../mypages/invoices';
import { msisdnFromUidContract } from '../mypages/msisdn-from-uid';
import { offeringProductsContract } from '../mypages/offering-products';
import { optOutsContract, saveOptOutsContract } from '../mypages/opt-outs';
import { orderHistoryContract, type OrderHistoryItem } from '../mypages/order-history';
import { referralsContract } from '../mypages/referrals';
import {
  connectedGroups,
  connectedSubscriptionsContract,
} from '../mypages/connected-subscriptions';
import { REFERRAL_OFFER, referralsAt, STORY_REFERRAL_CODE } from '../fixtures/mypages-referrals';
import { orderConfirmationStatus } from '../mypages/rules';
import { topUpsContract, usageContract } from '../mypages/usage';
import {
  aliasContract,
  DEFAULT_SUBSCRIPTION_SETTINGS,
  saveSubscriptionSettingsContract,
  simAlreadyOrderedText,
  simOrderContract,
  subscriptionSettingsContract,
  type PendingSimOrder,
  type SubscriptionSettings,
} from '../mypages/subscription-settings';
import { prepaidTopUps, usagePeriod, usageHistory } from '../fixtures/mypages-usage';
import type { Subscription } from '../mypages/schemas';
import {
  dataBalanceWithExtraSurf,
  EXTRA_SURF_REFUSAL_TEXT,
  extraSurfPackagesContract,
  extraSurfPurchaseContract,
  extraSurfRefusal,
  extraSurfValidUntil,
  type ExtraSurfPackage,
} from '../mypages/extra-surf';
import { subscriptionDetailsContract } from '../mypages/subscription-details';
import {
  SURFSIM_REFUSAL_TEXT,
  surfsimOrderContract,
  surfsimRefusal,
  surfsimValidateContract,
} from '../mypages/surfsim-validate';
import { storyTransferToKarin, type TransferRecord } from '../fixtures/mypages-transfers';
import { maskPersonalNumber } from '../personal-number';
import {
  TRANSFER_REFUSAL_TEXT,
  currentTransferStatus,
  transferAcceptContract,
  transferCodeFromBytes,
  transferCreateContract,
  transferDeclineContract,
  transferExpiresAt,
  transferLookupContract,
  transferPath,
  transferRefusal,
  transfersContract,
  transferWithdrawContract,
  type Transfer,
} from '../mypages/transfers';

export interface MypagesHandlerOptions {
  /** Who is signed in (default Anna); Karin has no subscriptions, invoices or documents. */
  customer?: FixtureCustomer['key'];
  /** Every session call answers 401. */
  signedOut?: boolean;
  /** Every call answers 503. */
  unavailable?: boolean;
  /** Reads answer, but every change (addon, e-mail, consents, opt-outs) answers 503. */
  failingWrites?: boolean;
  /** Every call waits forever (loading states). */
  loading?: boolean;
  /** Subscription details come without a balance ('Details could not be loaded'). */
  nullBalance?: boolean;
  /** The named billing systems fail: their error flag is set and their invoices are missing. */
  invoiceErrors?: { broadband?: boolean; mobile?: boolean };
  /** Reference moment of the fixtures (default: the fixed Storybook day). */
  now?: Date;
  /** Transfers already made (default: none); see fixtures/mypages-transfers. */
  transfers?: (now: Date) => TransferRecord[];
}

/** The extra-surf packages, as the server seeds them: the EXTRA_SURF sizes. */
const EXTRA_SURF_PACKAGES: ExtraSurfPackage[] = EXTRA_SURF_SIZES.map((size) => ({
  id: size.name,
  title: size.title,
  amountGb: size.amountGb,
  price: size.price,
}));

/** Answered when a number or uid is not the customer's, the same as the server. */
const NOT_FOUND: FieldError[] = [{ field: 'body.msisdn', message: 'Abonnemanget hittades inte' }];

/** The calls that change something (some reads are POSTs too, e.g. addons and details). */
const WRITES = new Set<string>([
  addonChangeContract.id,
  aliasContract.id,
  saveSubscriptionSettingsContract.id,
  simOrderContract.id,
  surfsimOrderContract.id,
  planChangeContract.id,
  broadbandChangeContract.id,
  extraSurfPurchaseContract.id,
  transferCreateContract.id,
  transferAcceptContract.id,
  transferDeclineContract.id,
  transferWithdrawContract.id,
  familyOrderContract.id,
  autogiroSignUpContract.id,
  emailChangeContract.id,
  phoneChangeContract.id,
  saveSubscriptionUserContract.id,
  saveConsentsContract.id,
  saveOptOutsContract.id,
]);

type Reply<C extends AnyContract> = ContractResponse<C> | { status: number; errors: FieldError[] };
type Resolver<C extends AnyContract> = (input: {
  body: z.output<C['body']>;
  query: z.output<C['query']>;
  params: z.output<C['params']>;
}) => Reply<C> | Promise<Reply<C>>;

function toSubscription(fixture: FixtureSubscription): Subscription {
  const {
    balance: _b,
    bindingMonths: _m,
    surfSimCount: _s,
    productId: _p,
    ...subscription
  } = fixture;
  return subscription;
}

function permissionTexts(
  questions: readonly PermissionQuestion[],
  answers: Record<string, PermissionStatus>,
) {
  return questions.map((q) => ({ ...q, status: answers[q.id] ?? ('DENIED' as const) }));
}

/**
 * MSW handlers for every my-pages call, answering from the demo fixtures like the server does
 * (validation, 401, 404 for other people's numbers). Each call builds fresh state, so changes a
 * story makes (consents, addons, e-mail) stay within it.
 */
export function mypagesHandlers(options: MypagesHandlerOptions = {}): HttpHandler[] {
  const now = options.now ?? MYPAGES_FIXTURE_NOW;
  const customers = mypagesDemoCustomers(now);
  const customer = customers.find((c) => c.key === (options.customer ?? 'anna'));
  if (!customer) throw new Error(`Unknown demo customer ${options.customer}`);
  const mobile = () => customer.subscriptions.filter((s) => s.subscriptionType !== 'BROADBAND');
  const ownMobile = (msisdn: string) => mobile().find((s) => s.id === msisdn);
  let autogiro: AutogiroStatus = { active: false };
  const settings = new Map<string, SubscriptionSettings>();
  /** eSIM and SIM card orders placed in this set of handlers: all on their way, as on the server. */
  const simOrders: Array<PendingSimOrder & { msisdn: string }> = [];
  /** Surf sims ordered in this set of handlers, by number; orders placed here come first. */
  const surfSims = new Map<string, number>();
  const surfSimCount = (sub: FixtureSubscription) => sub.surfSimCount + (surfSims.get(sub.id) ?? 0);
  const orders: OrderHistoryItem[] = [...customer.orders];
  /** Family subscriptions ordered in this set of handlers, by order id. */
  const familyOrders = new Map<string, FamilyOrderSummary>();
  const takenNumbers = new Set<string>();
  const familyPlans = () =>
    MOBILE_PLANS.filter((plan) => plan.kind === 'FAMILY')
      .toSorted((a, b) => a.sortOrder - b.sortOrder)
      .map(familyPlanOffer);
  const isMainSubscription = (sub: FixtureSubscription) =>
    sub.subscriptionType === 'POSTPAID_VOICE' &&
    sub.trafficStatusCode === 'ACTIVE' &&
    sub.mainMsisdn === null;
  const users = new Map<string, string>();
  const subscriptionUsers = () => ({
    users: mobile().map((sub) => ({
      msisdn: sub.id,
      subscriptionName: sub.displayName ?? sub.name,
      userName: users.get(sub.id) ?? null,
    })),
  });
  /** Changes of plan waiting for their day, by number (at most one each, like the server). */
  const pendingPlans = new Map<string, PlanChange>();
  const planOf = (sub: FixtureSubscription) =>
    sub.subscriptionType === 'POSTPAID_VOICE' ? mobilePlanByName(sub.name) : undefined;
  /** POSTPAID_UPGRADE_CAMPAIGN personalised for the signed-in customer, as the server answers it. */
  const postpaidCampaign = () => {
    const fixture = broadbandCampaigns.find((c) => c.name === POSTPAID_UPGRADE_CAMPAIGN);
    return fixture
      ? toCampaign(fixture, customer.info.customerLegalInformation.personalNumber)
      : null;
  };
  const broadbandChanges = () =>
    customer.subscriptions
      .filter((s) => s.subscriptionType === 'BROADBAND' && s.productId !== null)
      .map((s) => ({
        id: s.id,
        productId: s.productId as string,
        name: s.name,
        availableChanges: BROADBAND_PRODUCTS.filter((p) => p.productId !== s.productId),
        campaign: usedCampaigns.has(s.id) ? null : broadbandUpgradeCampaign(s.id),
      }));
  /** Subscriptions whose speed-change campaign a change used up (as on the server). */
  const usedCampaigns = new Set<string>();
  let changeCount = 0;
  const me = customer.info.customerLegalInformation.personalNumber;
  const transfers: TransferRecord[] = options.transfers?.(now) ?? [];
  const viewTransfer = (record: TransferRecord): Transfer => {
    const status = currentTransferStatus(record.status, record.expiresAt, now);
    const owner = record.fromPersonalNumber === me;
    const pending = status === 'PENDING';
    return {
      id: record.id,
      role: owner ? 'OWNER' : 'RECIPIENT',
      status,
      msisdn: record.msisdn,
      subscriptionType: record.subscriptionType,
      planName: record.planName,
      commitmentEndDate: record.commitmentEndDate,
      fromName: record.fromName,
      toPersonalNumberMasked: maskPersonalNumber(record.toPersonalNumber),
      code: pending ? record.code : null,
      link: pending ? transferPath(record.code) : null,
      invitationTo: owner ? record.invitationTo : null,
      createdAt: record.createdAt,
      expiresAt: record.expiresAt,
      closedAt: record.closedAt ?? (status === 'EXPIRED' ? record.expiresAt : null),
    };
  };
  const pendingFor = (msisdn: string) =>
    transfers.some(
      (t) => t.msisdn === msisdn && currentTransferStatus(t.status, t.expiresAt, now) === 'PENDING',
    );
  const refusalOf = (sub: FixtureSubscription) =>
    transferRefusal({
      ...sub,
      familyCount: customer.subscriptions.filter((s) => s.mainMsisdn === sub.id).length,
      pendingTransfer: pendingFor(sub.id),
    });
  const TRANSFER_NOT_FOUND: FieldError[] = [
    { field: 'body.id', message: 'Överlåtelsen hittades inte' },
  ];
  /** A waiting transfer of `role`'s, or why not (the server's answers). */
  function pendingTransfer(id: string, role: 'OWNER' | 'RECIPIENT') {
    const record = transfers.find(
      (t) => t.id === id && (role === 'OWNER' ? t.fromPersonalNumber : t.toPersonalNumber) === me,
    );
    if (!record) return { status: 404, errors: TRANSFER_NOT_FOUND };
    if (currentTransferStatus(record.status, record.expiresAt, now) !== 'PENDING') {
      return {
        status: 409,
        errors: [{ field: 'body.id', message: 'Överlåtelsen väntar inte längre på svar.' }],
      };
    }
    return record;
  }
  const settingsOf = (msisdn: string) =>
    settings.get(msisdn) ?? structuredClone(DEFAULT_SUBSCRIPTION_SETTINGS);
  const settingsResponse = (msisdn: string) => ({
    ...settingsOf(msisdn),
    pendingSimOrders: simOrders
      .filter((order) => order.msisdn === msisdn)
      .map(({ msisdn: _m, ...order }) => order),
  });

  function handle<C extends AnyContract>(contract: C, resolve: Resolver<C>): HttpHandler {
    const method = contract.method.toLowerCase() as 'get' | 'post';
    return http[method](`*/services/${contract.path}`, async ({ request, params: rawParams }) => {
      if (options.loading) await delay('infinite');
      if (options.unavailable || (options.failingWrites && WRITES.has(contract.id))) {
        return HttpResponse.json(
          [{ field: 'service', message: `Simulerat fel i ${contract.id}` }],
          {
            status: 503,
          },
        );
      }
      if (options.signedOut && contract.auth === 'session') {
        return HttpResponse.json([{ field: 'session', message: 'Du är inte inloggad' }], {
          status: 401,
        });
      }
      const url = new URL(request.url);
      const errors: FieldError[] = [];
      const params = contract.params.safeParse(rawParams);
      if (!params.success) errors.push(...toFieldErrors(params.error, 'params'));
      const query = contract.query.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) errors.push(...toFieldErrors(query.error, 'query'));
      let raw: unknown = undefined;
      if (contract.method !== 'GET') {
        const text = await request.text();
        try {
          raw = text ? JSON.parse(text) : undefined;
        } catch {
          return HttpResponse.json([{ field: 'body', message: 'Ogiltig JSON' }], { status: 400 });
        }
      }
      const body = contract.body.safeParse(raw);
      if (!body.success) errors.push(...toFieldErrors(body.error, 'body'));
      if (errors.length > 0) return HttpResponse.json(errors, { status: 400 });
      const reply = await resolve({
        body: body.data,
        query: query.data,
        params: params.data,
      } as never);
      if (reply && typeof reply === 'object' && 'errors' in reply && 'status' in reply) {
        return HttpResponse.json(reply.errors, { status: reply.status });
      }
      // Parse so that fixtures can never drift from the contract.
      return HttpResponse.json(contract.response.parse(reply) as never);
    });
  }

  function savePermissions(
    questions: readonly PermissionQuestion[],
    answers: Record<string, PermissionStatus>,
    posted: Array<{ id: string; status: PermissionStatus }>,
  ) {
    const unknown = posted.flatMap((answer, index) =>
      questions.some((q) => q.id === answer.id)
        ? []
        : [{ field: `body.${index}.id`, message: 'Okänd fråga' }],
    );
    if (unknown.length > 0) return { status: 400, errors: unknown };
    for (const answer of posted) answers[answer.id] = answer.status;
    return { permissionTexts: permissionTexts(questions, answers) };
  }

  return [
    handle(getSubscriptionsContract, () => ({
      mobileSubscriptions: mobile().map(toSubscription),
      broadbandSubscriptions: customer.subscriptions
        .filter((s) => s.subscriptionType === 'BROADBAND')
        .map(toSubscription),
    })),
    handle(subscriptionDetailsContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      return { ...toSubscription(sub), balance: options.nullBalance ? null : sub.balance };
    }),
    handle(addonsContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      return sub ? { addons: sub.addons } : { status: 404, errors: NOT_FOUND };
    }),
    handle(aliasContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      sub.displayName = body.alias === '' ? null : body.alias;
      return { msisdn: sub.id, displayName: sub.displayName };
    }),
    handle(subscriptionSettingsContract, ({ body }) =>
      ownMobile(body.msisdn) ? settingsResponse(body.msisdn) : { status: 404, errors: NOT_FOUND },
    ),
    handle(saveSubscriptionSettingsContract, ({ body }) => {
      if (!ownMobile(body.msisdn)) return { status: 404, errors: NOT_FOUND };
      settings.set(body.msisdn, { ...settingsOf(body.msisdn), [body.kind]: body.settings });
      return settingsResponse(body.msisdn);
    }),
    handle(simOrderContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      if (simOrders.some((order) => order.msisdn === sub.id && order.kind === body.kind)) {
        return {
          status: 409,
          errors: [{ field: 'body.kind', message: simAlreadyOrderedText(body.kind) }],
        };
      }
      const orderId = `LO-SIM-${String(simOrders.length + 1).padStart(4, '0')}`;
      const title = body.kind === 'ESIM' ? 'Nytt eSIM' : 'Nytt SIM-kort';
      simOrders.push({
        msisdn: sub.id,
        orderId,
        kind: body.kind,
        status: 'RECEIVED',
        orderedOn: now.toISOString(),
        email: body.kind === 'ESIM' ? body.email : null,
        deliveryAddress:
          body.kind === 'SIM'
            ? { ...body.address, zipcode: body.address.zipcode.replace(/\s/g, '') }
            : null,
      });
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'SIM',
        title,
        totalPrice: 0,
        lines: [{ name: `${title} till ${formatSwedishMobile(sub.id)}`, quantity: 1, price: 0 }],
      });
      return { orderId, kind: body.kind };
    }),
    handle(autogiroContract, () => autogiro),
    handle(autogiroSignUpContract, ({ body }) => {
      // The server also checks the BankID signature; the stories sign with the BankID handlers.
      autogiro = {
        active: true,
        bank: bankForClearingNumber(body.clearingNumber) ?? 'Okänd bank',
        clearingNumber: body.clearingNumber,
        accountNumberMasked: `•••• ${body.accountNumber.slice(-4)}`,
        activatedOn: now.toISOString(),
      };
      const today = now.toISOString().slice(0, 10);
      for (const invoice of customer.invoices) {
        if (['UNPAID', 'PARTLY_PAID'].includes(invoice.paymentStatus) && invoice.dueDate >= today) {
          invoice.paymentForm = 'AUTOGIRO';
        }
      }
      return autogiro;
    }),
    handle(usageContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const period = usagePeriod(now);
      return {
        periodStart: period.start,
        periodEnd: period.end,
        days: usageHistory(sub, now),
      };
    }),
    handle(topUpsContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      return {
        topUps: sub.subscriptionType === 'PREPAID_VOICE' ? prepaidTopUps(sub.id, now) : [],
      };
    }),
    handle(addonChangeContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const addon = sub.addons.find((a) => a.name === body.addonName);
      if (!addon) {
        return {
          status: 404,
          errors: [{ field: 'body.addonName', message: 'Tjänsten finns inte för abonnemanget' }],
        };
      }
      const before = addon.options.find((o) => o.optionActive)?.name ?? null;
      const after = body.activate ? body.optionName : null;
      if (body.activate && !addon.options.some((o) => o.name === body.optionName)) {
        return { status: 400, errors: [{ field: 'body.optionName', message: 'Okänt alternativ' }] };
      }
      if (before === after) {
        return {
          success: true,
          action: body.activate ? ('ALREADY_ACTIVE' as const) : ('ALREADY_INACTIVE' as const),
          addon,
        };
      }
      for (const option of addon.options) option.optionActive = option.name === after;
      const active = addon.options.find((o) => o.optionActive);
      addon.active = active !== undefined;
      addon.price = active?.price ?? Math.min(...addon.options.map((o) => o.price));
      return { success: true, action: null, addon };
    }),
    handle(invoicesContract, () => {
      const down = (system: 'MOBILE' | 'BROADBAND') =>
        (system === 'BROADBAND'
          ? options.invoiceErrors?.broadband
          : options.invoiceErrors?.mobile) === true ||
        customer.billingAccounts.some((a) => a.system === system && !a.available);
      const broadbandDown = down('BROADBAND');
      const mobileDown = down('MOBILE');
      return {
        invoices: customer.invoices.filter((invoice) =>
          invoice.subscriptionType === 'BROADBAND' ? !broadbandDown : !mobileDown,
        ),
        broadbandInvoiceError: broadbandDown,
        mobileInvoiceError: mobileDown,
      };
    }),
    handle(customerInfoContract, () => customer.info),
    handle(subscriptionUsersContract, () => subscriptionUsers()),
    handle(saveSubscriptionUserContract, ({ body }) => {
      if (!ownMobile(body.msisdn)) return { status: 404, errors: NOT_FOUND };
      if (body.userName === '') users.delete(body.msisdn);
      else users.set(body.msisdn, body.userName);
      return subscriptionUsers();
    }),
    handle(phoneChangeContract, ({ body }) => {
      customer.info.userProfileData.contactPhone = body.phone;
      return { contactPhone: body.phone };
    }),
    handle(emailChangeContract, ({ body }) => {
      customer.info.userProfileData.email = body.email;
      return { email: body.email };
    }),
    handle(hashedUidContract, async () => {
      const digest = await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(`msw:${customer.info.customerLegalInformation.customerId}`),
      );
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      return { hashedUid: hex };
    }),
    handle(orderHistoryContract, () => ({ items: orders })),
    handle(connectedSubscriptionsContract, () => {
      const legal = customer.info.customerLegalInformation;
      return {
        groups: connectedGroups(
          mobile().map((sub) => ({
            ...sub,
            surfSimCount: surfSimCount(sub),
            userName: users.get(sub.id) ?? null,
          })),
          `${legal.firstName} ${legal.lastName}`,
        ),
      };
    }),
    handle(referralsContract, () => {
      const referrals = referralsAt(now, customer.info.customerLegalInformation.personalNumber);
      const link = new URL('https://www.lingon.example/');
      link.searchParams.set('kod', STORY_REFERRAL_CODE);
      return {
        code: STORY_REFERRAL_CODE,
        link: link.toString(),
        offer: { ...REFERRAL_OFFER, rules: [...REFERRAL_OFFER.rules] },
        referrals,
        totalRewardKr: referrals.reduce((sum, referral) => sum + referral.rewardKr, 0),
      };
    }),
    handle(documentsContract, () => ({
      customerDocumentsResult: { documents: customer.documents },
      gdprCasesResult: { gdprCases: customer.gdprCases },
      orderConfirmationResult: {
        orderConfirmations: customer.orderConfirmations.map((o) => ({
          ...o,
          type: 'ORDER_CONFIRMATION' as const,
          status: orderConfirmationStatus(o.insertedOn, now),
        })),
      },
    })),
    handle(availableChangesContract, () => ({ subscriptions: broadbandChanges() })),
    handle(broadbandChangeContract, ({ body }) => {
      const sub = broadbandChanges().find((s) => s.id === body.subscriptionId);
      if (!sub) {
        return {
          status: 404,
          errors: [
            { field: 'body.subscriptionId', message: 'Bredbandsabonnemanget hittades inte' },
          ],
        };
      }
      if (sub.productId === body.productId) {
        return {
          status: 409,
          errors: [{ field: 'body.productId', message: 'Du har redan den hastigheten.' }],
        };
      }
      const product = sub.availableChanges.find((p) => p.productId === body.productId);
      if (!product) {
        return {
          status: 409,
          errors: [
            {
              field: 'body.productId',
              message: 'Hastigheten går inte att byta till på din adress.',
            },
          ],
        };
      }
      const campaign = broadbandChangeOffer(sub.campaign, sub.id, product);
      if (campaign) usedCampaigns.add(sub.id);
      const fixture = customer.subscriptions.find((s) => s.id === sub.id) as FixtureSubscription;
      fixture.productId = product.productId;
      fixture.name = product.name;
      changeCount += 1;
      const orderId = `LO-BB-${String(changeCount).padStart(4, '0')}`;
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'BROADBAND',
        title: 'Byte av bredbandshastighet',
        totalPrice: campaign && campaign.freeMonths > 0 ? 0 : product.price,
        lines: [
          { name: `${product.name}, per månad`, quantity: 1, price: product.price },
          ...(campaign ? [{ name: `Kampanj: ${campaign.title}`, quantity: 1, price: 0 }] : []),
        ],
      });
      return {
        orderId,
        subscriptionId: sub.id,
        fromProductId: sub.productId,
        product,
        effectiveDate: swedishToday(now),
        campaign,
      };
    }),
    handle(campaignsContract, ({ query }) => {
      const names = (query as { campaignNames?: string[] }).campaignNames ?? [];
      return {
        campaigns: broadbandCampaigns
          .filter((c) => c.channels.includes('web'))
          .filter((c) => names.length === 0 || names.includes(c.name))
          .map((c) => toCampaign(c, customer.info.customerLegalInformation.personalNumber)),
      };
    }),
    handle(planChangeOptionsContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      if (sub.subscriptionType !== 'POSTPAID_VOICE') {
        return {
          status: 409,
          errors: [{ field: 'body.msisdn', message: PLAN_CHANGE_REFUSAL_TEXT.NOT_POSTPAID }],
        };
      }
      const current = planOf(sub);
      if (!current) {
        return {
          status: 409,
          errors: [{ field: 'body.msisdn', message: PLAN_CHANGE_REFUSAL_TEXT.NO_PLAN }],
        };
      }
      const { kind: _kind, sortOrder: _sort, ...currentPlan } = current;
      return {
        msisdn: sub.id,
        currentPlan,
        commitmentEndDate: sub.commitmentEndDate,
        pendingChange: pendingPlans.get(sub.id) ?? null,
        plans: planChoices(current, MOBILE_PLANS, sub.commitmentEndDate, swedishToday(now)),
      };
    }),
    handle(planChangeContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const refuse = (field: string, message: string, status = 409) => ({
        status,
        errors: [{ field, message }],
      });
      if (sub.subscriptionType !== 'POSTPAID_VOICE') {
        return refuse('body.msisdn', PLAN_CHANGE_REFUSAL_TEXT.NOT_POSTPAID);
      }
      const current = planOf(sub);
      if (!current) return refuse('body.msisdn', PLAN_CHANGE_REFUSAL_TEXT.NO_PLAN);
      if (sub.trafficStatusCode !== 'ACTIVE') {
        return refuse('body.msisdn', PLAN_CHANGE_REFUSAL_TEXT.NOT_ACTIVE);
      }
      const plan = mobilePlan(body.planCode);
      if (!plan) return refuse('body.planCode', PLAN_CHANGE_REFUSAL_TEXT.UNKNOWN_PLAN, 404);
      if (plan.kind !== current.kind) {
        return refuse(
          'body.planCode',
          current.kind === 'FAMILY'
            ? PLAN_CHANGE_REFUSAL_TEXT.FAMILY_TO_MAIN
            : PLAN_CHANGE_REFUSAL_TEXT.MAIN_TO_FAMILY,
        );
      }
      if (plan.planCode === current.planCode)
        return refuse('body.planCode', samePlanText(plan.name));
      const previous = pendingPlans.get(sub.id);
      if (previous?.toPlan.planCode === plan.planCode) {
        return refuse('body.planCode', alreadyOrderedText(plan.name, previous.effectiveDate));
      }
      const timing = planChangeTiming({
        currentPrice: current.monthlyPrice,
        newPrice: plan.monthlyPrice,
        commitmentEndDate: sub.commitmentEndDate,
        today: swedishToday(now),
      });
      const campaign = planUpgradeOffer(postpaidCampaign(), {
        msisdn: sub.id,
        planCode: plan.planCode,
        currentPrice: current.monthlyPrice,
        newPrice: plan.monthlyPrice,
      });
      changeCount += 1;
      const orderId = `LO-PLAN-${String(changeCount).padStart(4, '0')}`;
      const strip = ({ kind: _k, sortOrder: _s, ...rest }: typeof plan) => rest;
      const change: PlanChange = {
        changeId: `PC-${changeCount}`,
        orderId,
        msisdn: sub.id,
        fromPlan: strip(current),
        toPlan: strip(plan),
        ...timing,
        status: 'PENDING',
        campaign,
      };
      pendingPlans.set(sub.id, change);
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'MOBILE',
        title: 'Byte av abonnemang',
        totalPrice: campaign?.monthlyPrice ?? plan.monthlyPrice,
        lines: [
          {
            name: `${plan.name} för ${sub.id} från ${timing.effectiveDate}, per månad`,
            quantity: 1,
            price: campaign?.monthlyPrice ?? plan.monthlyPrice,
          },
        ],
      });
      return { change };
    }),
    handle(consentsContract, () => ({
      permissionTexts: permissionTexts(CONSENT_QUESTIONS, customer.consents),
    })),
    handle(saveConsentsContract, ({ body }) =>
      savePermissions(CONSENT_QUESTIONS, customer.consents, body),
    ),
    handle(optOutsContract, () => ({
      permissionTexts: permissionTexts(OPT_OUT_QUESTIONS, customer.optOuts),
    })),
    handle(saveOptOutsContract, ({ body }) =>
      savePermissions(OPT_OUT_QUESTIONS, customer.optOuts, body),
    ),
    handle(surfsimValidateContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const reason = surfsimRefusal({ ...sub, surfSimCount: surfSimCount(sub) });
      return { validForNewSurfSim: reason === null, reason };
    }),
    handle(surfsimOrderContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const reason = surfsimRefusal({ ...sub, surfSimCount: surfSimCount(sub) });
      if (reason) {
        return {
          status: 409,
          errors: [{ field: 'body.msisdn', message: SURFSIM_REFUSAL_TEXT[reason] }],
        };
      }
      surfSims.set(sub.id, (surfSims.get(sub.id) ?? 0) + 1);
      const orderId = `LO-SURF-${String(surfSims.size).padStart(4, '0')}`;
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'SIM',
        title: 'Surf-sim',
        totalPrice: 0,
        lines: [{ name: `Surf-sim till ${formatSwedishMobile(sub.id)}`, quantity: 1, price: 0 }],
      });
      return { orderId };
    }),
    handle(extraSurfPackagesContract, () => ({
      packages: EXTRA_SURF_PACKAGES,
      validUntil: extraSurfValidUntil(now),
    })),
    handle(extraSurfPurchaseContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const pkg = EXTRA_SURF_PACKAGES.find((candidate) => candidate.id === body.packageId);
      if (!pkg) {
        return {
          status: 400,
          errors: [{ field: 'body.packageId', message: 'Välj hur mycket surf du vill köpa' }],
        };
      }
      const data = sub.balance?.data ?? null;
      const reason = extraSurfRefusal({ ...sub, data });
      if (reason || !data || !sub.balance) {
        return {
          status: 409,
          errors: [
            { field: 'body.msisdn', message: EXTRA_SURF_REFUSAL_TEXT[reason ?? 'NO_BALANCE'] },
          ],
        };
      }
      const after = dataBalanceWithExtraSurf(data, pkg.amountGb, now);
      sub.balance = { ...sub.balance, data: after };
      const orderId = `LO-XSURF-${String(orders.length + 1).padStart(4, '0')}`;
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'COMPLETED',
        category: 'TOPUP',
        title: 'Extra surf',
        totalPrice: pkg.price,
        lines: [
          {
            name: `Extra surf ${pkg.title} till ${formatSwedishMobile(sub.id)}`,
            quantity: 1,
            price: pkg.price,
          },
        ],
      });
      return { orderId, package: pkg, validUntil: extraSurfValidUntil(now), data: after };
    }),
    handle(transfersContract, () => ({
      transfers: transfers
        .filter((t) => t.fromPersonalNumber === me || t.toPersonalNumber === me)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(viewTransfer),
      candidates: mobile().map((sub) => ({
        msisdn: sub.id,
        name: sub.displayName ?? sub.name,
        planName: sub.name,
        subscriptionType: sub.subscriptionType,
        refusal: refusalOf(sub),
      })),
    })),
    handle(transferCreateContract, ({ body }) => {
      if (body.toPersonalNumber === me) {
        return {
          status: 400,
          errors: [
            {
              field: 'body.toPersonalNumber',
              message: 'Du kan inte överlåta ett abonnemang till dig själv',
            },
          ],
        };
      }
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const reason = refusalOf(sub);
      if (reason) {
        return {
          status: 409,
          errors: [{ field: 'body.msisdn', message: TRANSFER_REFUSAL_TEXT[reason] }],
        };
      }
      const n = transfers.length + 1;
      const record: TransferRecord = {
        id: `OV-STORY${String(n).padStart(3, '0')}`,
        code: transferCodeFromBytes(Uint8Array.from([n, 7, 14, 21, 28, 35, 42, 49])),
        msisdn: sub.id,
        subscriptionType:
          sub.subscriptionType === 'PREPAID_VOICE' ? 'PREPAID_VOICE' : 'POSTPAID_VOICE',
        planName: sub.name,
        commitmentEndDate: sub.commitmentEndDate,
        fromPersonalNumber: me,
        fromName: `${customer.info.customerLegalInformation.firstName} ${customer.info.customerLegalInformation.lastName}`,
        toPersonalNumber: body.toPersonalNumber,
        invitationTo:
          body.invitation.channel === 'EMAIL' ? body.invitation.email : body.invitation.phone,
        status: 'PENDING',
        createdAt: now.toISOString(),
        expiresAt: transferExpiresAt(now).toISOString(),
        closedAt: null,
      };
      transfers.push(record);
      return viewTransfer(record);
    }),
    handle(transferLookupContract, ({ query }) => {
      const record = transfers.find((t) => t.code === query.code);
      if (!record) {
        return {
          status: 404,
          errors: [{ field: 'query.code', message: 'Vi hittar ingen överlåtelse med den koden.' }],
        };
      }
      if (record.fromPersonalNumber !== me && record.toPersonalNumber !== me) {
        return {
          status: 403,
          errors: [
            {
              field: 'query.code',
              message:
                'Överlåtelsen gäller någon annan. Bara den som abonnemanget överlåts till kan se och godkänna den.',
            },
          ],
        };
      }
      return viewTransfer(record);
    }),
    handle(transferAcceptContract, ({ body }) => {
      const record = pendingTransfer(body.id, 'RECIPIENT');
      if ('errors' in record) return record;
      record.status = 'COMPLETED';
      record.closedAt = now.toISOString();
      orders.unshift({
        orderId: `LO-OVL-${record.id.slice(-4)}`,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'TRANSFER',
        title: 'Abonnemang övertaget',
        totalPrice: 0,
        lines: [
          { name: `${record.msisdn}, ${record.planName} (${record.id})`, quantity: 1, price: 0 },
        ],
      });
      return viewTransfer(record);
    }),
    handle(transferDeclineContract, ({ body }) => {
      const record = pendingTransfer(body.id, 'RECIPIENT');
      if ('errors' in record) return record;
      record.status = 'DECLINED';
      record.closedAt = now.toISOString();
      return viewTransfer(record);
    }),
    handle(transferWithdrawContract, ({ body }) => {
      const record = pendingTransfer(body.id, 'OWNER');
      if ('errors' in record) return record;
      record.status = 'WITHDRAWN';
      record.closedAt = now.toISOString();
      return viewTransfer(record);
    }),
    handle(familyOfferContract, () => ({
      plans: familyPlans(),
      mainSubscriptions: mobile()
        .filter(isMainSubscription)
        .map((sub) => ({ msisdn: sub.id, name: sub.displayName ?? sub.name })),
      freeNumbers: FAMILY_FREE_NUMBERS.filter((msisdn) => !takenNumbers.has(msisdn)).slice(
        0,
        FAMILY_FREE_NUMBERS_SHOWN,
      ),
      ...familyOfferTerms(),
    })),
    handle(familyOrderContract, ({ body }) => {
      // The server also checks the BankID signature; the stories sign with the BankID handlers.
      const field = 'body.order.products.0';
      const [product] = body.order.products;
      if (!product)
        return {
          status: 422,
          errors: [{ field: 'body.order.products', message: 'Välj ett familjeabonnemang' }],
        };
      const { plan, planOptions } = product;
      if (
        body.order.customer.socialSecurityNumber !==
        customer.info.customerLegalInformation.personalNumber
      ) {
        return {
          status: 422,
          errors: [
            {
              field: 'body.order.customer.socialSecurityNumber',
              message: 'Personnumret ska vara ditt eget: du beställer i ditt namn',
            },
          ],
        };
      }
      const chosen = familyPlans().find((candidate) => candidate.planCode === plan.PlanCode);
      if (!chosen) {
        return {
          status: 422,
          errors: [
            {
              field: `${field}.plan.PlanCode`,
              message: 'Abonnemanget finns inte som familjeabonnemang',
            },
          ],
        };
      }
      const main = ownMobile(planOptions.MainMsisdn);
      if (!main) {
        return {
          status: 404,
          errors: [
            { field: `${field}.planOptions.MainMsisdn`, message: 'Abonnemanget hittades inte' },
          ],
        };
      }
      if (!isMainSubscription(main)) {
        return {
          status: 422,
          errors: [
            {
              field: `${field}.planOptions.MainMsisdn`,
              message:
                'Ett familjeabonnemang kopplas till ett eget aktivt mobilabonnemang med faktura',
            },
          ],
        };
      }
      const msisdn = planOptions.Msisdn;
      const msisdnField = `${field}.planOptions.Msisdn`;
      const inPool = (FAMILY_FREE_NUMBERS as readonly string[]).includes(msisdn);
      if (planOptions.MsisdnOption === 'NEW') {
        if (!inPool) {
          return {
            status: 422,
            errors: [{ field: msisdnField, message: 'Numret finns inte bland de lediga numren' }],
          };
        }
        if (takenNumbers.has(msisdn)) {
          return {
            status: 409,
            errors: [
              {
                field: msisdnField,
                message: 'Numret har redan valts av någon annan. Välj ett nytt.',
              },
            ],
          };
        }
      } else if (inPool || customers.some((c) => c.subscriptions.some((s) => s.id === msisdn))) {
        return {
          status: 409,
          errors: [
            {
              field: msisdnField,
              message:
                'Numret finns redan hos Lingon och kan inte flyttas hit från en annan operatör',
            },
          ],
        };
      }
      const terms = familyOfferTerms();
      const monthlyPrice = familyMonthlyPrice(chosen, plan.BindingPeriod);
      const orderId = `LO-FAM-${String(familyOrders.size + 1).padStart(4, '0')}`;
      if (planOptions.MsisdnOption === 'NEW') takenNumbers.add(msisdn);
      customer.subscriptions.push({
        ...main,
        id: msisdn,
        uid: crypto.randomUUID(),
        name: chosen.name,
        // As the server: the family addons, and the plan's whole allowance for a new number.
        addons: familyAddons(),
        displayName: null,
        commitmentEndDate: null,
        advertisementStatus: 'ALLOWED',
        mainMsisdn: main.id,
        bindingMonths: plan.BindingPeriod,
        surfSimCount: 0,
        productId: null,
        balance: planOptions.MsisdnOption === 'NEW' ? newSubscriptionBalance(chosen.dataGb) : null,
      });
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'MOBILE',
        title: 'Familjeabonnemang',
        totalPrice: terms.upfrontCost,
        lines: familyOrderLines({ plan: chosen, msisdn, bindingPeriod: plan.BindingPeriod }),
      });
      familyOrders.set(orderId, {
        orderId,
        createdOn: now.toISOString(),
        planCode: chosen.planCode,
        planName: chosen.name,
        bindingPeriod: plan.BindingPeriod,
        isFamilyCampaignActive: isFamilyCampaignActive(plan.BindingPeriod),
        monthlyPrice,
        msisdn,
        msisdnOption: planOptions.MsisdnOption,
        hiddenNumber: planOptions.HiddenNumber,
        mainMsisdn: main.id,
        email: body.order.customer.email,
        shippingAddress: body.order.shippingAddress,
        freeShipping: terms.freeShipping,
        upfrontCost: terms.upfrontCost,
      });
      return { orderId };
    }),
    handle(familyOrderSummaryContract, ({ params }) => {
      const summary = familyOrders.get(params.orderId);
      return (
        summary ?? {
          status: 404,
          errors: [{ field: 'params.orderId', message: 'Beställningen hittades inte' }],
        }
      );
    }),
    handle(offeringProductsContract, () => ({ offering: PREPAID_OFFERING })),
    handle(msisdnFromUidContract, ({ query }) => {
      const sub = mobile().find((s) => s.uid === query.uid);
      return sub
        ? { msisdn: sub.id }
        : { status: 404, errors: [{ field: 'query.uid', message: 'Abonnemanget hittades inte' }] };
    }),
  ];
}

/** Signed out: every session call answers 401 (the site then goes to /mitt-lingon). */
export const mypagesSignedOutHandlers = () => mypagesHandlers({ signedOut: true });
/** Karin: signed in, no subscriptions, invoices, documents or orders. */
export const mypagesEmptyHandlers = () => mypagesHandlers({ customer: 'karin' });
/** Karin with Anna's transfer of Majas mobil waiting for her. */
export const mypagesTransferToKarinHandlers = () =>
  mypagesHandlers({ customer: 'karin', transfers: (now) => [storyTransferToKarin(now)] });
/** Every call fails with 503. */
export const mypagesErrorHandlers = () => mypagesHandlers({ unavailable: true });
/** Subscription details without a balance. */
export const mypagesNullBalanceHandlers = () => mypagesHandlers({ nullBalance: true });
/** Both billing systems fail; pass options to fail only one. */
export const mypagesInvoiceErrorHandlers = (
  systems: MypagesHandlerOptions['invoiceErrors'] = { broadband: true, mobile: true },
) => mypagesHandlers({ invoiceErrors: systems });
/** Reads work, saves fail with 503. */
export const mypagesFailingWritesHandlers = () => mypagesHandlers({ failingWrites: true });
/** Every call waits forever. */
export const mypagesLoadingHandlers = () => mypagesHandlers({ loading: true });
