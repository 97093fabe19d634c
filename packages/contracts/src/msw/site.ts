import { delay, http, HttpResponse } from 'msw';
import { bankidOrderStateSchema, bankidStatusContract } from '../bankid/status';
import { SERVICES_BASE } from '../brand';
import { toFieldErrors } from '../errors';
import { featureToggleFixtures } from '../fixtures/features';
import {
  MYPAGES_FIXTURE_NOW,
  mypagesDemoCustomers,
  OLLE_MSISDN,
  OLLE_PERSONAL_NUMBER,
} from '../fixtures/mypages';
import { faqCategoryFixtures, faqGuideFixtures } from '../fixtures/support';
import {
  CHAT_AGENT_NAME,
  CHAT_GREETING,
  disturbanceFixtures,
  reviewFixtures,
} from '../fixtures/site';
import {
  CHAT_CLOSED_MESSAGE,
  CHAT_CLOSED_TEXT,
  CHAT_COOKIE,
  CHAT_GONE_MESSAGE,
  chatAutoAnswer,
  chatCloseContract,
  chatPollContract,
  chatSendContract,
  chatStartContract,
  type ChatConversation,
  type ChatGuideCandidate,
  type ChatMessage,
  suggestChatGuides,
} from '../site/chat';
import { disturbancesContract } from '../site/disturbances';
import { featuresContract, featureStates, type FeatureName } from '../site/features';
import { feedbackContract } from '../site/feedback';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  PREPAID_REGISTRATION_BANKID_USED,
  PREPAID_REGISTRATION_NOT_PREPAID,
  PREPAID_REGISTRATION_TAKEN,
  prepaidCardRegistrationContract,
} from '../site/prepaid-card-registration';
import { reviewsContract } from '../site/reviews';

const url = (path: string) => `*${SERVICES_BASE}${path}`;
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const invalid = (error: Parameters<typeof toFieldErrors>[0], part: string) =>
  HttpResponse.json(toFieldErrors(error, part), { status: 400 });
const readJson = (request: Request) => request.json().catch(() => undefined);

function reviewsBody(reviews: typeof reviewFixtures, limit: number, minRating?: number) {
  const matching = reviews.filter((review) => !minRating || review.rating >= minRating);
  const average = reviews.length
    ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) /
      10
    : 0;
  return { average, total: reviews.length, reviews: matching.slice(0, limit) };
}

/** The FAQ guides as the server holds them for the chat's automatic answer (seeded from these). */
const chatGuides: ChatGuideCandidate[] = faqGuideFixtures.map((guide) => {
  const category = faqCategoryFixtures.find((candidate) => candidate.id === guide.categoryId);
  // The body's plain text, as the server stores it: tags become spaces, spaces collapse.
  const body = guide.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    id: guide.id,
    title: guide.title,
    categorySlug: category?.slug ?? guide.categoryId,
    categoryTitle: category?.title ?? '',
    searchText: `${guide.title} ${guide.summary} ${body}`.toLocaleLowerCase('sv-SE'),
    popularity: guide.popularity,
  };
});

const autoAnswer = (text: string) => chatAutoAnswer(suggestChatGuides(text, chatGuides));

/**
 * A chat held in memory, with the server's rules: each customer message gets the automatic answer,
 * closing adds the closing message once, a closed chat takes no more messages (409) and an
 * unknown one answers 404.
 */
function chatHandlers() {
  const conversations = new Map<string, { status: 'open' | 'closed'; messages: ChatMessage[] }>();
  const add = (id: string, author: ChatMessage['author'], text: string) => {
    const conversation = conversations.get(id);
    if (!conversation) return;
    conversation.messages.push({
      seq: conversation.messages.length + 1,
      author,
      authorName: author === 'customer' ? 'Du' : CHAT_AGENT_NAME,
      text,
      sentAt: new Date().toISOString(),
    });
  };
  const view = (id: string, after = 0): ChatConversation | null => {
    const conversation = conversations.get(id);
    if (!conversation) return null;
    return {
      conversationId: id,
      status: conversation.status,
      messages: conversation.messages.filter((message) => message.seq > after),
      newMessageNumber: conversation.messages.filter((message) => message.author !== 'customer')
        .length,
    };
  };
  const refused = (status: 404 | 409, message: string) =>
    HttpResponse.json([{ field: 'params.conversationId', message }], { status });
  const notFound = () => refused(404, CHAT_GONE_MESSAGE);
  return [
    http.post(url(chatStartContract.path), async ({ request }) => {
      const body = chatStartContract.body.safeParse(await readJson(request));
      if (!body.success) return invalid(body.error, 'body');
      const id = crypto.randomUUID().replace(/-/g, '');
      conversations.set(id, { status: 'open', messages: [] });
      add(id, 'agent', CHAT_GREETING);
      if (body.data.text) {
        add(id, 'customer', body.data.text);
        add(id, 'agent', autoAnswer(body.data.text));
      }
      return HttpResponse.json(view(id), {
        headers: { 'set-cookie': `${CHAT_COOKIE}=${id}; Path=/; SameSite=Lax` },
      });
    }),
    http.post(url(chatSendContract.path), async ({ params, request }) => {
      const id = String(params['conversationId']);
      const body = chatSendContract.body.safeParse(await readJson(request));
      if (!body.success) return invalid(body.error, 'body');
      const conversation = conversations.get(id);
      if (!conversation) return notFound();
      if (conversation.status === 'closed') return refused(409, CHAT_CLOSED_MESSAGE);
      const before = conversation.messages.length;
      add(id, 'customer', body.data.text);
      add(id, 'agent', autoAnswer(body.data.text));
      return HttpResponse.json(view(id, before));
    }),
    http.get(url(chatPollContract.path), ({ params, request }) => {
      const parsed = chatPollContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      const conversation = view(String(params['conversationId']), parsed.data.after);
      return conversation ? HttpResponse.json(conversation) : notFound();
    }),
    http.post(url(chatCloseContract.path), ({ params }) => {
      const id = String(params['conversationId']);
      const conversation = conversations.get(id);
      if (!conversation) return notFound();
      if (conversation.status === 'open') {
        conversation.status = 'closed';
        add(id, 'system', CHAT_CLOSED_TEXT);
      }
      return HttpResponse.json(view(id));
    }),
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refuse = (status: 409 | 422, field: string, message: string) =>
  HttpResponse.json([{ field, message }], { status });

/**
 * The person of a completed 'prepaid-registration' BankID order, asked from the BankID handlers
 * (`bankidHandlers`) the way the server reads its orders; null for any other order, and when no
 * BankID handler knows it. (Every request here comes from the one browser.)
 */
async function identifiedHolder(request: Request, orderRef: string): Promise<string | null> {
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
    return state.data.purpose === 'prepaid-registration'
      ? (state.data.user?.personalNumber ?? null)
      : null;
  } catch {
    return null;
  }
}

/**
 * Prepaid card registration with the server's rules (apps/server/src/content/site-store.ts): the
 * holder identified with BankID, one identification per registration, only an active prepaid
 * card of the demo customers (Erik's and Olle's), the holder may register again, and a card
 * registered to another person is refused without saying who. Olle's card is registered to Olle.
 */
function registrationHandler() {
  const customers = mypagesDemoCustomers(MYPAGES_FIXTURE_NOW);
  const isActivePrepaid = (msisdn: string) =>
    customers.some((customer) =>
      customer.subscriptions.some(
        (subscription) =>
          subscription.id === msisdn &&
          subscription.subscriptionType === 'PREPAID_VOICE' &&
          subscription.trafficStatusCode === 'ACTIVE',
      ),
    );
  const holders = new Map<string, { id: string; personalNumber: string }>([
    [OLLE_MSISDN, { id: crypto.randomUUID(), personalNumber: OLLE_PERSONAL_NUMBER }],
  ]);
  const used = new Set<string>();
  return http.post(url(prepaidCardRegistrationContract.path), async ({ request }) => {
    const body = prepaidCardRegistrationContract.body.safeParse(await readJson(request));
    if (!body.success) return invalid(body.error, 'body');
    const { msisdn, bankidOrderRef } = body.data;
    const personalNumber = await identifiedHolder(request, bankidOrderRef);
    if (!personalNumber) {
      return refuse(422, 'body.bankidOrderRef', PREPAID_REGISTRATION_BANKID_REQUIRED);
    }
    if (used.has(bankidOrderRef)) {
      return refuse(409, 'body.bankidOrderRef', PREPAID_REGISTRATION_BANKID_USED);
    }
    if (!isActivePrepaid(msisdn)) {
      return refuse(422, 'body.msisdn', PREPAID_REGISTRATION_NOT_PREPAID);
    }
    const holder = holders.get(msisdn);
    if (holder && holder.personalNumber !== personalNumber) {
      return refuse(409, 'body.msisdn', PREPAID_REGISTRATION_TAKEN);
    }
    const id = holder?.id ?? crypto.randomUUID();
    holders.set(msisdn, { id, personalNumber });
    used.add(bankidOrderRef);
    return HttpResponse.json({ id, msisdn, registeredAt: new Date().toISOString() });
  });
}

function handlers(options: { empty: boolean; disabled?: readonly FeatureName[] }) {
  return [
    http.post(url(feedbackContract.path), async ({ request }) => {
      const body = feedbackContract.body.safeParse(await readJson(request));
      if (!body.success) return invalid(body.error, 'body');
      return HttpResponse.json({ id: crypto.randomUUID(), receivedAt: new Date().toISOString() });
    }),
    registrationHandler(),
    http.get(url(disturbancesContract.path), ({ request }) => {
      const parsed = disturbancesContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      const { status } = parsed.data;
      const list = options.empty ? [] : disturbanceFixtures;
      return HttpResponse.json({
        disturbances: list.filter((item) => status === 'all' || item.status === status),
      });
    }),
    http.get(url(reviewsContract.path), ({ request }) => {
      const parsed = reviewsContract.query.safeParse(query(request));
      if (!parsed.success) return invalid(parsed.error, 'query');
      return HttpResponse.json(
        reviewsBody(options.empty ? [] : reviewFixtures, parsed.data.limit, parsed.data.minRating),
      );
    }),
    http.get(url(featuresContract.path), () =>
      HttpResponse.json(
        { features: featureStates(featureToggleFixtures, options.disabled) },
        { headers: { 'cache-control': 'no-store' } },
      ),
    ),
    ...chatHandlers(),
  ];
}

const routes = [
  ['post', feedbackContract.path],
  ['post', prepaidCardRegistrationContract.path],
  ['get', disturbancesContract.path],
  ['get', reviewsContract.path],
  ['get', featuresContract.path],
  ['post', chatStartContract.path],
  ['post', chatSendContract.path],
  ['get', chatPollContract.path],
  ['post', chatCloseContract.path],
] as const;

/**
 * Feedback, card registration (with `bankidHandlers` for the holder's identification),
 * disturbances, reviews, the feature toggles (all on) and an in-memory chat with auto answers.
 */
export function siteHandlers() {
  return handlers({ empty: false });
}
/** Like `siteHandlers`, with the given features switched off. */
export function siteFeaturesOffHandlers(...disabled: FeatureName[]) {
  return handlers({ empty: false, disabled });
}
/** Every site call stays pending. */
export const siteLoadingHandlers = routes.map(([method, path]) =>
  http[method](url(path), async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
);
/** No disturbances and no reviews. */
export function siteEmptyHandlers() {
  return handlers({ empty: true });
}
/** Every site call fails with 503. */
export const siteErrorHandlers = routes.map(([method, path]) =>
  http[method](url(path), () =>
    HttpResponse.json([{ field: 'service', message: 'Tjänsten är inte tillgänglig just nu' }], {
      status: 503,
    }),
  ),
);
