import {
  CHAT_CLOSED_MESSAGE,
  CHAT_COOKIE,
  CHAT_GONE_MESSAGE,
  CHAT_TTL_SECONDS,
  chatCloseContract,
  chatPollContract,
  chatSendContract,
  chatStartContract,
} from '@lingon/contracts/site/chat';
import { disturbancesContract } from '@lingon/contracts/site/disturbances';
import { featuresContract } from '@lingon/contracts/site/features';
import { feedbackContract } from '@lingon/contracts/site/feedback';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  PREPAID_REGISTRATION_BANKID_USED,
  PREPAID_REGISTRATION_NOT_PREPAID,
  PREPAID_REGISTRATION_TAKEN,
  prepaidCardRegistrationContract,
} from '@lingon/contracts/site/prepaid-card-registration';
import { reviewsContract } from '@lingon/contracts/site/reviews';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { requestBrowserHash } from '../bankid/orders';
import type { AppEnv } from '../context';
import { HttpError, route } from '../lib/http';
import { closeConversation, sendMessage, startConversation, viewConversation } from './chat-store';
import {
  listDisturbances,
  listReviews,
  readFeatures,
  registerPrepaidCard,
  saveFeedback,
  type PrepaidRegistrationRefusal,
} from './site-store';
import { isHttps } from '../lib/security-headers';

/** How each refusal of a prepaid card registration is answered: status, field and message. */
const REGISTRATION_REFUSED: Record<PrepaidRegistrationRefusal, [409 | 422, string, string]> = {
  'bankid-required': [422, 'body.bankidOrderRef', PREPAID_REGISTRATION_BANKID_REQUIRED],
  'bankid-used': [409, 'body.bankidOrderRef', PREPAID_REGISTRATION_BANKID_USED],
  'not-prepaid': [422, 'body.msisdn', PREPAID_REGISTRATION_NOT_PREPAID],
  // Never says to whom: the caller learns only that the number is not theirs to register.
  'registered-to-another': [409, 'body.msisdn', PREPAID_REGISTRATION_TAKEN],
};

const conversationGone = () =>
  new HttpError(404, [{ field: 'params.conversationId', message: CHAT_GONE_MESSAGE }]);

/**
 * The chat id cookie: readable by scripts (not httpOnly) because the chat banner reads it to
 * resume the conversation after a reload; the id itself is a 128-bit random bearer value.
 */
function setChatCookie(c: Context<AppEnv>, id: string) {
  setCookie(c, CHAT_COOKIE, id, {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: CHAT_TTL_SECONDS,
  });
}

/**
 * Site-wide calls: feedback, prepaid card registration, disturbances, reviews, the feature
 * toggles and the chat.
 */
export function siteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = (c: Context<AppEnv>) => c.get('services').now();

  route(app, feedbackContract, ({ body, c }) => saveFeedback(c.get('db'), body, now(c)));

  route(app, prepaidCardRegistrationContract, async ({ body, c }) => {
    const result = await registerPrepaidCard(c.get('db'), body, requestBrowserHash(c), now(c));
    if ('registered' in result) return result.registered;
    const [status, field, message] = REGISTRATION_REFUSED[result.refused];
    throw new HttpError(status, [{ field, message }]);
  });

  route(app, disturbancesContract, async ({ query, c }) => ({
    disturbances: await listDisturbances(c.get('db'), query.status),
  }));

  route(app, reviewsContract, ({ query, c }) =>
    listReviews(c.get('db'), { limit: query.limit, minRating: query.minRating }),
  );

  route(app, featuresContract, async ({ c }) => {
    // Never cached: switching a feature off must reach the next navigation, not the next hour.
    c.header('Cache-Control', 'no-store');
    return { features: await readFeatures(c.get('db'), c.get('config').FEATURES_DISABLED) };
  });

  route(app, chatStartContract, async ({ body, c }) => {
    const conversation = await startConversation(c.get('db'), {
      name: body.name,
      text: body.text,
      now: now(c),
    });
    setChatCookie(c, conversation.conversationId);
    return conversation;
  });

  route(app, chatSendContract, async ({ params, body, c }) => {
    const result = await sendMessage(c.get('db'), {
      id: params.conversationId,
      text: body.text,
      now: now(c),
    });
    if (result === 'not-found') throw conversationGone();
    if (result === 'closed') {
      throw new HttpError(409, [{ field: 'params.conversationId', message: CHAT_CLOSED_MESSAGE }]);
    }
    setChatCookie(c, params.conversationId);
    return result;
  });

  route(app, chatPollContract, async ({ params, query, c }) => {
    const conversation = await viewConversation(
      c.get('db'),
      params.conversationId,
      query.after,
      now(c),
    );
    if (!conversation) throw conversationGone();
    return conversation;
  });

  route(app, chatCloseContract, async ({ params, c }) => {
    const conversation = await closeConversation(c.get('db'), {
      id: params.conversationId,
      now: now(c),
    });
    if (!conversation) throw conversationGone();
    deleteCookie(c, CHAT_COOKIE, { path: '/' });
    return conversation;
  });

  return app;
}
