import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  BANKID_OUTCOME_TEXT,
  bankidMessageCode,
  bankidOutcome,
  type BankidDevice,
  type BankidFlow,
  type BankidOutcome,
  type BankidPurpose,
} from '@lingon/contracts/bankid/messages';
import type { BankidStartResponse } from '@lingon/contracts/bankid/start';
import type { BankidOrderState } from '@lingon/contracts/bankid/status';
import { BRAND } from '@lingon/contracts/brand';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Services } from '../context';
import { createSession, destroySession, SESSION_COOKIE } from '../lib/auth';
import { HttpError } from '../lib/http';
import { clientAddress } from '../lib/rate-limit';
import { qrCodeContent, qrTime } from './qr';
import { isRpError, RpError, type RpClient } from './rp-client';
import type { RpCompletionData } from './rp-types';
import { isHttps } from '../lib/security-headers';

/** The backend collects at most this often, however often the browser asks (RP guideline). */
export const COLLECT_INTERVAL_MS = 2000;
/** Consecutive maintenance or network errors retried quietly before giving up (RFA5). */
export const MAX_QUIET_RETRIES = 3;
/** If BankID never ends an order, the site ends it a little after BankID's own 3 minutes. */
export const SITE_ORDER_LIFETIME_MS = 210_000;

/** The httpOnly cookie that binds orders to the browser that started them. */
export const BANKID_BROWSER_COOKIE = `${BRAND.slug}_bankid`;

export const AUTH_METHOD_BANKID = 'BANKID';

/** What the user sees in the BankID app (simpleMarkdownV1). */
const VISIBLE_TEXT: Record<BankidPurpose, string> = {
  login: `# Logga in\n\nDu loggar in på Mitt ${BRAND.name}.`,
  order: `# Beställning av bredband\n\nJag beställer bredband från ${BRAND.name} och godkänner villkoren och att en kreditupplysning görs.`,
  autogiro: `# Medgivande till autogiro\n\nJag godkänner att ${BRAND.name} drar betalningen av mina fakturor via autogiro från mitt bankkonto.`,
  'tv-discount': `# Rabatt som mobilkund\n\nJag identifierar mig för att få rabatten som mobilkund hos ${BRAND.name}.`,
  'mobile-order': `# Beställning av mobilabonnemang\n\nJag beställer ett mobilabonnemang från ${BRAND.name} och godkänner villkoren.`,
  transfer: `# Överlåtelse av abonnemang\n\nJag godkänner överlåtelsen av abonnemanget hos ${BRAND.name} och villkoren för den.`,
  'prepaid-registration': `# Registrering av kontantkort\n\nJag identifierar mig för att registrera mitt kontantkort hos ${BRAND.name} på mig.`,
};

/** Purposes whose BankID order is a signature of what the user agrees to (RP 'sign'), not a login. */
const SIGNING_PURPOSES = new Set<BankidPurpose>(['order', 'autogiro', 'mobile-order', 'transfer']);

interface OrderRow {
  order_ref: string;
  purpose: BankidPurpose;
  rp_call: 'auth' | 'sign';
  flow: BankidFlow;
  device: BankidDevice;
  browser_hash: string;
  requested_personal_number: string | null;
  qr_start_token: string;
  qr_start_secret: string | null;
  status: 'pending' | 'failed' | 'complete';
  hint_code: string | null;
  error_code: string | null;
  outcome: BankidOutcome;
  personal_number: string | null;
  name: string | null;
  given_name: string | null;
  surname: string | null;
  retry_count: number;
  created_at: Date;
  session_issued_at: Date | null;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** This browser's binding token: the cookie's value, created on first start. */
function browserToken(c: Context<AppEnv>, create: boolean): string | null {
  const existing = getCookie(c, BANKID_BROWSER_COOKIE);
  const valid = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : null;
  if (!create) return valid;
  const token = valid ?? randomBytes(32).toString('base64url');
  // Set on every start, so a cookie from before the path was widened is re-issued at /services/.
  setCookie(c, BANKID_BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    // All services: the campaign service checks a tv-discount order's binding too.
    path: '/services/',
    maxAge: 24 * 60 * 60,
  });
  return token;
}

/** sha256 of this request's binding cookie (as stored in bankid_orders.browser_hash), if any. */
export function requestBrowserHash(c: Context<AppEnv>): string | null {
  const token = browserToken(c, false);
  return token ? hash(token) : null;
}

/**
 * The end user's IP for BankID (its risk checks compare it with where the app is): the address
 * the rate limits count, that is the connection's peer, or with TRUST_PROXY the address the
 * trusted proxy appended to X-Forwarded-For (clientAddress). Without TRUST_PROXY the header is
 * the client's own say and is never read. Anything that is not an IP address (a request made in
 * process) is sent as 127.0.0.1.
 */
export function endUserIp(c: Context<AppEnv>): string {
  const address = clientAddress(c)
    .trim()
    .replace(/^::ffff:/, '');
  return isIP(address) !== 0 ? address : '127.0.0.1';
}

function unavailable(): HttpError {
  return new HttpError(503, [{ field: 'bankid', message: BANKID_OUTCOME_TEXT.error }]);
}

export async function startOrder(
  services: Services,
  rp: RpClient | null,
  c: Context<AppEnv>,
  input: {
    purpose: BankidPurpose;
    flow: BankidFlow;
    device: BankidDevice;
    personalNumber?: string;
  },
): Promise<BankidStartResponse> {
  if (!rp) throw unavailable();
  const token = browserToken(c, true) as string;
  const ip = endUserIp(c);
  const rpCall = SIGNING_PURPOSES.has(input.purpose) ? 'sign' : 'auth';
  const request = {
    endUserIp: ip,
    userVisibleData: Buffer.from(VISIBLE_TEXT[input.purpose], 'utf8').toString('base64'),
    userVisibleDataFormat: 'simpleMarkdownV1' as const,
    ...(input.personalNumber ? { requirement: { personalNumber: input.personalNumber } } : {}),
    web: {
      referringDomain: new URL(c.req.url).hostname,
      userAgent: (c.req.header('user-agent') ?? 'unknown').slice(0, 256),
      deviceIdentifier: hash(`device:${token}`),
    },
  };
  let order;
  try {
    order = rpCall === 'sign' ? await rp.sign(request) : await rp.auth(request);
  } catch (error) {
    if (isRpError(error, 'alreadyInProgress')) {
      throw new HttpError(409, [
        { field: 'bankid', message: BANKID_OUTCOME_TEXT['already-in-progress'] },
      ]);
    }
    if (error instanceof RpError) {
      console.error('[bankid.start]', error.message);
      throw unavailable();
    }
    throw error;
  }
  const now = services.now();
  await services.db.query(
    `insert into bankid_orders (order_ref, purpose, rp_call, flow, device, browser_hash, end_user_ip,
       requested_personal_number, auto_start_token, qr_start_token, qr_start_secret, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      order.orderRef,
      input.purpose,
      rpCall,
      input.flow,
      input.device,
      hash(token),
      ip,
      input.personalNumber ?? null,
      order.autoStartToken,
      order.qrStartToken,
      order.qrStartSecret,
      now,
    ],
  );
  return {
    orderRef: order.orderRef,
    autoStartToken: order.autoStartToken,
    qrCode: qrCodeContent(order.qrStartToken, order.qrStartSecret, 0),
  };
}

async function loadOwnOrder(c: Context<AppEnv>, orderRef: string): Promise<OrderRow> {
  const token = browserToken(c, false);
  const [row] = await c
    .get('db')
    .query<OrderRow & Record<string, unknown>>('select * from bankid_orders where order_ref = $1', [
      orderRef,
    ]);
  // Another browser's order looks exactly like an unknown one.
  if (!row || !token || row.browser_hash !== hash(token)) {
    throw new HttpError(404, [{ field: 'body.orderRef', message: 'Ordern finns inte' }]);
  }
  return row;
}

async function fail(
  services: Services,
  row: OrderRow,
  change: { hintCode?: string | null; errorCode?: string | null; outcome: BankidOutcome },
): Promise<OrderRow> {
  const now = services.now();
  const hintCode = change.hintCode ?? null;
  const errorCode = change.errorCode ?? null;
  await services.db.query(
    `update bankid_orders set status = 'failed', hint_code = $2, error_code = $3, outcome = $4,
       finished_at = $5, qr_start_secret = null where order_ref = $1 and status = 'pending'`,
    [row.order_ref, hintCode, errorCode, change.outcome, now],
  );
  return {
    ...row,
    status: 'failed',
    hint_code: hintCode,
    error_code: errorCode,
    outcome: change.outcome,
    qr_start_secret: null,
  };
}

async function complete(
  services: Services,
  row: OrderRow,
  data: RpCompletionData,
): Promise<OrderRow> {
  const { user } = data;
  // BankID enforces requirement.personalNumber; checked again so a wrong person never passes.
  if (row.requested_personal_number && row.requested_personal_number !== user.personalNumber) {
    return fail(services, row, { outcome: 'identity-not-validated' });
  }
  const now = services.now();
  await services.db.query(
    `update bankid_orders set status = 'complete', hint_code = null, outcome = 'verified',
       personal_number = $2, name = $3, given_name = $4, surname = $5, completion_data = $6,
       completed_at = $7, finished_at = $7, qr_start_secret = null
     where order_ref = $1 and status = 'pending'`,
    [
      row.order_ref,
      user.personalNumber,
      user.name,
      user.givenName,
      user.surname,
      JSON.stringify(data),
      now,
    ],
  );
  return {
    ...row,
    status: 'complete',
    hint_code: null,
    outcome: 'verified',
    personal_number: user.personalNumber,
    name: user.name,
    given_name: user.givenName,
    surname: user.surname,
    qr_start_secret: null,
  };
}

/** Collect once from BankID and store what it says. */
async function collect(services: Services, rp: RpClient, row: OrderRow): Promise<OrderRow> {
  try {
    const answer = await rp.collect(row.order_ref);
    if (answer.status === 'complete') return complete(services, row, answer.completionData);
    if (answer.status === 'failed') {
      return fail(services, row, {
        hintCode: answer.hintCode,
        outcome: bankidOutcome({ status: 'failed', hintCode: answer.hintCode }),
      });
    }
    await services.db.query(
      `update bankid_orders set hint_code = $2, retry_count = 0 where order_ref = $1 and status = 'pending'`,
      [row.order_ref, answer.hintCode],
    );
    return { ...row, hint_code: answer.hintCode, retry_count: 0 };
  } catch (error) {
    if (!(error instanceof RpError)) throw error;
    const quiet = ['maintenance', 'network', 'tooManyRequests'].includes(error.errorCode);
    if (quiet && row.retry_count + 1 < MAX_QUIET_RETRIES) {
      await services.db.query(
        'update bankid_orders set retry_count = retry_count + 1 where order_ref = $1',
        [row.order_ref],
      );
      return { ...row, retry_count: row.retry_count + 1 };
    }
    if (error.errorCode === 'invalidParameters') {
      // BankID no longer knows the order: it outlived its lifetime, or was removed.
      const age = services.now().getTime() - row.created_at.getTime();
      if (age >= 180_000)
        return fail(services, row, { hintCode: 'expiredTransaction', outcome: 'timeout' });
    }
    console.error('[bankid.collect]', error.message);
    // Best effort: an order the site gave up on should not stay open in the user's app.
    rp.cancel(row.order_ref).catch(() => undefined);
    return fail(services, row, { errorCode: error.errorCode, outcome: 'error' });
  }
}

function toState(row: OrderRow, now: Date): BankidOrderState {
  // Before the first collect the order is, by definition, waiting for the app.
  const hintCode =
    row.status === 'pending' ? (row.hint_code ?? 'outstandingTransaction') : row.hint_code;
  const siteCancelled = row.outcome === 'cancelled' && !row.hint_code && !row.error_code;
  const personMismatch = row.outcome === 'identity-not-validated' && !row.hint_code;
  const messageCode = siteCancelled
    ? 'RFA6'
    : personMismatch
      ? 'RFA22'
      : bankidMessageCode({
          status: row.status,
          hintCode,
          errorCode: row.error_code,
          flow: row.flow,
          device: row.device,
        });
  const showQr =
    row.status === 'pending' &&
    row.qr_start_secret !== null &&
    hintCode === 'outstandingTransaction';
  return {
    orderRef: row.order_ref,
    purpose: row.purpose,
    status: row.status,
    hintCode,
    outcome: row.outcome,
    messageCode,
    qrCode: showQr
      ? qrCodeContent(
          row.qr_start_token,
          row.qr_start_secret as string,
          qrTime(row.created_at, now),
        )
      : null,
    user:
      row.status === 'complete' && row.personal_number
        ? {
            personalNumber: row.personal_number,
            name: row.name ?? '',
            givenName: row.given_name ?? '',
            surname: row.surname ?? '',
          }
        : null,
  };
}

/** Sign the browser in when its login order completed; once per order. */
async function issueSession(services: Services, c: Context<AppEnv>, row: OrderRow): Promise<void> {
  if (row.purpose !== 'login' || row.status !== 'complete' || !row.personal_number) return;
  const [claimed] = await services.db.query(
    `update bankid_orders set session_issued_at = $2
     where order_ref = $1 and session_issued_at is null and status = 'complete' returning order_ref`,
    [row.order_ref, services.now()],
  );
  if (!claimed) return;
  // A fresh session id on every sign-in (no session fixation).
  if (getCookie(c, SESSION_COOKIE)) await destroySession(c);
  await createSession(services, c, {
    personalNumber: row.personal_number,
    name: row.name ?? '',
    authMethod: AUTH_METHOD_BANKID,
  });
}

export async function orderStatus(
  services: Services,
  rp: RpClient | null,
  c: Context<AppEnv>,
  input: { orderRef: string; flow?: BankidFlow },
): Promise<BankidOrderState> {
  let row = await loadOwnOrder(c, input.orderRef);
  const now = services.now();
  if (input.flow && input.flow !== row.flow && row.status === 'pending') {
    await services.db.query('update bankid_orders set flow = $2 where order_ref = $1', [
      row.order_ref,
      input.flow,
    ]);
    row = { ...row, flow: input.flow };
  }
  if (row.status === 'pending') {
    if (now.getTime() - row.created_at.getTime() >= SITE_ORDER_LIFETIME_MS) {
      row = await fail(services, row, { hintCode: 'expiredTransaction', outcome: 'timeout' });
    } else if (rp) {
      // Only the caller that claims the collect slot collects; the others answer stored state.
      const [claimed] = await services.db.query(
        `update bankid_orders set last_collected_at = $2
         where order_ref = $1 and status = 'pending'
           and (last_collected_at is null or last_collected_at <= $3) returning order_ref`,
        [row.order_ref, now, new Date(now.getTime() - COLLECT_INTERVAL_MS)],
      );
      if (claimed) row = await collect(services, rp, row);
    }
  }
  await issueSession(services, c, row);
  return toState(row, now);
}

export async function cancelOrder(
  services: Services,
  rp: RpClient | null,
  c: Context<AppEnv>,
  orderRef: string,
): Promise<BankidOrderState> {
  let row = await loadOwnOrder(c, orderRef);
  if (row.status === 'pending') {
    try {
      await rp?.cancel(orderRef);
    } catch (error) {
      // invalidParameters: BankID already ended it. Either way the site's order ends here.
      if (!(error instanceof RpError)) throw error;
      if (error.errorCode !== 'invalidParameters') console.error('[bankid.cancel]', error.message);
    }
    row = await fail(services, row, { outcome: 'cancelled' });
  }
  return toState(row, services.now());
}
