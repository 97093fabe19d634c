import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { AnyContract, ContractResponse } from '../contract';
import { toFieldErrors, type FieldError } from '../errors';
import {
  MYPAGES_FIXTURE_NOW,
  mypagesDemoCustomers,
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
import { MOBILE_PLANS } from '../fixtures/mobile-plans';
import { addonChangeContract } from '../mypages/addon-change';
import {
  familyMonthlyPrice,
  familyOfferContract,
  familyOfferTerms,
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
import { availableChangesContract } from '../mypages/available-changes';
import { consentsContract, saveConsentsContract } from '../mypages/consents';
import { customerInfoContract } from '../mypages/customer-info';
import { documentsContract } from '../mypages/documents';
import { emailChangeContract } from '../mypages/email-change';
import { phoneChangeContract } from '../mypages/phone-change';
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
  simOrderContract,
  subscriptionSettingsContract,
  type SubscriptionSettings,
} from '../mypages/subscription-settings';
import { prepaidTopUps, usagePeriod, usageHistory } from '../fixtures/mypages-usage';
import type { Subscription } from '../mypages/schemas';
import { subscriptionDetailsContract } from '../mypages/subscription-details';
import {
  SURFSIM_REFUSAL_TEXT,
  surfsimOrderContract,
  surfsimRefusal,
  surfsimValidateContract,
} from '../mypages/surfsim-validate';

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
}

/** Answered when a number or uid is not the customer's, the same as the server. */
const NOT_FOUND: FieldError[] = [{ field: 'body.msisdn', message: 'Abonnemanget hittades inte' }];

/** The calls that change something (some reads are POSTs too, e.g. addons and details). */
const WRITES = new Set<string>([
  addonChangeContract.id,
  aliasContract.id,
  saveSubscriptionSettingsContract.id,
  simOrderContract.id,
  surfsimOrderContract.id,
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
  const simOrders = new Set<string>();
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
  const settingsOf = (msisdn: string) =>
    settings.get(msisdn) ?? structuredClone(DEFAULT_SUBSCRIPTION_SETTINGS);

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
      ownMobile(body.msisdn) ? settingsOf(body.msisdn) : { status: 404, errors: NOT_FOUND },
    ),
    handle(saveSubscriptionSettingsContract, ({ body }) => {
      if (!ownMobile(body.msisdn)) return { status: 404, errors: NOT_FOUND };
      const next = { ...settingsOf(body.msisdn), [body.kind]: body.settings };
      settings.set(body.msisdn, next);
      return next;
    }),
    handle(simOrderContract, ({ body }) => {
      const sub = ownMobile(body.msisdn);
      if (!sub) return { status: 404, errors: NOT_FOUND };
      const key = `${sub.id}:${body.kind}`;
      if (simOrders.has(key)) {
        const what = body.kind === 'ESIM' ? 'ett eSIM' : 'ett SIM-kort';
        return {
          status: 409,
          errors: [
            {
              field: 'body.kind',
              message: `Du har redan beställt ${what} till numret. Det är på väg.`,
            },
          ],
        };
      }
      simOrders.add(key);
      return { orderId: `LO-SIM-${simOrders.size}`, kind: body.kind };
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
        days: usageHistory(sub.id, now),
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
    handle(availableChangesContract, () => ({
      subscriptions: customer.subscriptions
        .filter((s) => s.subscriptionType === 'BROADBAND' && s.productId !== null)
        .map((s) => ({
          id: s.id,
          productId: s.productId as string,
          name: s.name,
          availableChanges: BROADBAND_PRODUCTS.filter((p) => p.productId !== s.productId),
          campaign: broadbandUpgradeCampaign(s.id),
        })),
    })),
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
        lines: [{ name: `Surf-sim till ${sub.id}`, quantity: 1, price: 0 }],
      });
      return { orderId };
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
        addons: [],
        displayName: null,
        commitmentEndDate: null,
        advertisementStatus: 'ALLOWED',
        mainMsisdn: main.id,
        bindingMonths: plan.BindingPeriod,
        surfSimCount: 0,
        productId: null,
        balance: null,
      });
      orders.unshift({
        orderId,
        createdOn: now.toISOString(),
        status: 'RECEIVED',
        category: 'MOBILE',
        title: 'Familjeabonnemang',
        totalPrice: terms.upfrontCost,
        lines: [{ name: `${chosen.name}, ${msisdn}`, quantity: 1, price: monthlyPrice }],
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
