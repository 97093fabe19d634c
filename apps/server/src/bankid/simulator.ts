import { createHash, createHmac, randomUUID } from 'node:crypto';
import { BANKID_FAILED_HINTS, BANKID_PENDING_HINTS } from '@lingon/contracts/bankid/messages';
import { isValidPersonalNumber } from '@lingon/contracts/personal-number';
import type { Db } from '../db/db';
import { identityFor } from './identities';
import type {
  RpCall,
  RpCollectResponse,
  RpCompletionData,
  RpErrorCode,
  RpOrderResponse,
  RpRequirement,
} from './rp-types';
import { decodeBase64Utf8, SimInvalid, validateOrderRequest } from './sim-validate';

/** The simulator's clock and storage; state lives in the database so it survives restarts. */
export interface SimServices {
  db: Db;
  now: () => Date;
}

/** Lifetimes from the RP API documentation. */
export const SIM_LIMITS = {
  /** An order nobody picks up fails with startFailed. */
  startFailedMs: 30_000,
  /** An order lives at most this long, then expiredTransaction. */
  orderLifetimeMs: 180_000,
  completedCollectableMs: 180_000,
  failedCollectableMs: 300_000,
} as const;

/** An RP API error, answered as `{errorCode, details}`. */
export class SimError extends Error {
  constructor(
    readonly errorCode: RpErrorCode,
    readonly details: string,
  ) {
    super(`${errorCode}: ${details}`);
  }
}

/** A tester action that cannot be done; the message is shown on the tester page. */
export class ControlError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface SimRow {
  order_ref: string;
  call: RpCall;
  end_user_ip: string | null;
  call_initiator: string | null;
  requirement: RpRequirement;
  required_personal_number: string | null;
  user_visible_data: string | null;
  user_visible_data_format: string | null;
  user_non_visible_data: string | null;
  return_url: string | null;
  return_risk: boolean;
  auto_start_token: string | null;
  qr_start_token: string | null;
  qr_start_secret: string | null;
  status: 'pending' | 'failed' | 'complete';
  hint_code: string;
  picked_up_by: string | null;
  completion_data: RpCompletionData | null;
  fault_code: RpErrorCode | null;
  fault_count: number;
  created_at: Date;
  picked_up_at: Date | null;
  finished_at: Date | null;
  collected_at: Date | null;
  removed_at: Date | null;
}

const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

async function load(db: Db, orderRef: string): Promise<SimRow | null> {
  const [row] = await db.query<SimRow & Record<string, unknown>>(
    'select * from bankid_sim_orders where order_ref = $1',
    [orderRef],
  );
  return row ?? null;
}

async function finish(
  db: Db,
  row: SimRow,
  status: 'failed' | 'complete',
  hintCode: string,
  finishedAt: Date,
  completionData: RpCompletionData | null = null,
): Promise<SimRow> {
  await db.query(
    `update bankid_sim_orders set status = $2, hint_code = $3, finished_at = $4, completion_data = $5
     where order_ref = $1 and status = 'pending'`,
    [
      row.order_ref,
      status,
      hintCode,
      finishedAt,
      completionData ? JSON.stringify(completionData) : null,
    ],
  );
  return {
    ...row,
    status,
    hint_code: hintCode,
    finished_at: finishedAt,
    completion_data: completionData,
  };
}

/** Apply the lifetimes: an unpicked order fails with startFailed, any order expires. */
async function refresh(db: Db, row: SimRow, now: Date): Promise<SimRow> {
  if (row.status !== 'pending' || row.removed_at) return row;
  const startDeadline = at(row.created_at, SIM_LIMITS.startFailedMs);
  if (!row.picked_up_at && now >= startDeadline) {
    return finish(db, row, 'failed', 'startFailed', startDeadline);
  }
  const lifetimeEnd = at(row.created_at, SIM_LIMITS.orderLifetimeMs);
  if (now >= lifetimeEnd) return finish(db, row, 'failed', 'expiredTransaction', lifetimeEnd);
  return row;
}

/** No longer known to collect: cancelled by the RP, collected after finishing, or too old. */
function isGone(row: SimRow, now: Date): boolean {
  if (row.removed_at || row.collected_at) return true;
  if (row.status === 'pending' || !row.finished_at) return false;
  const ttl =
    row.status === 'complete' ? SIM_LIMITS.completedCollectableMs : SIM_LIMITS.failedCollectableMs;
  return now.getTime() > row.finished_at.getTime() + ttl;
}

/** Open orders of a person: those that require the number and those the person picked up. */
async function openOrdersOf(db: Db, personalNumber: string, now: Date): Promise<SimRow[]> {
  const rows = await db.query<SimRow & Record<string, unknown>>(
    `select * from bankid_sim_orders where status = 'pending' and removed_at is null
       and (required_personal_number = $1 or picked_up_by = $1)`,
    [personalNumber],
  );
  const open: SimRow[] = [];
  for (const row of rows) {
    const fresh = await refresh(db, row, now);
    if (fresh.status === 'pending') open.push(fresh);
  }
  return open;
}

/** BankID's rule: a second order for a person cancels the first, and the second is refused. */
async function cancelForConflict(db: Db, rows: SimRow[], now: Date): Promise<void> {
  for (const row of rows) await finish(db, row, 'failed', 'cancelled', now);
}

/** auth, sign, phone/auth, phone/sign. */
export async function createSimOrder(
  services: SimServices,
  call: RpCall,
  body: unknown,
): Promise<RpOrderResponse | { orderRef: string }> {
  let input;
  try {
    input = validateOrderRequest(call, body);
  } catch (error) {
    if (error instanceof SimInvalid) throw new SimError('invalidParameters', error.message);
    throw error;
  }
  const { db } = services;
  const now = services.now();
  // The conflict's cancellations must be committed, so the error is thrown after the transaction.
  const created = await db.transaction(async (tx) => {
    if (input.personalNumber) {
      const running = await openOrdersOf(tx, input.personalNumber, now);
      if (running.length > 0) {
        await cancelForConflict(tx, running, now);
        return null;
      }
    }
    const phone = call === 'phone/auth' || call === 'phone/sign';
    const order = {
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
    };
    await tx.query(
      `insert into bankid_sim_orders (order_ref, call, end_user_ip, call_initiator, requirement,
         required_personal_number, user_visible_data, user_visible_data_format, user_non_visible_data,
         return_url, return_risk, auto_start_token, qr_start_token, qr_start_secret, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        order.orderRef,
        call,
        input.endUserIp,
        input.callInitiator,
        JSON.stringify(input.requirement),
        input.personalNumber,
        input.userVisibleData,
        input.userVisibleDataFormat,
        input.userNonVisibleData,
        input.returnUrl,
        input.returnRisk,
        phone ? null : order.autoStartToken,
        phone ? null : order.qrStartToken,
        phone ? null : order.qrStartSecret,
        now,
      ],
    );
    return phone ? { orderRef: order.orderRef } : order;
  });
  if (!created) throw new SimError('alreadyInProgress', 'Order already in progress for pno');
  return created;
}

function orderRefOf(body: unknown): string {
  const orderRef = (body as { orderRef?: unknown } | null)?.orderRef;
  if (typeof orderRef !== 'string' || orderRef === '') {
    throw new SimError('invalidParameters', 'Missing orderRef');
  }
  return orderRef;
}

export async function collectSimOrder(
  services: SimServices,
  body: unknown,
): Promise<RpCollectResponse> {
  const orderRef = orderRefOf(body);
  const { db } = services;
  const now = services.now();
  // A tester-injected fault is used up even though the call fails (outside the transaction).
  const [fault] = await db.query<{ fault_code: RpErrorCode }>(
    `update bankid_sim_orders set fault_count = fault_count - 1
     where order_ref = $1 and fault_count > 0 and fault_code is not null returning fault_code`,
    [orderRef],
  );
  if (fault) throw new SimError(fault.fault_code, 'Simulated fault');
  return db.transaction(async (tx) => {
    const stored = await load(tx, orderRef);
    if (!stored) throw new SimError('invalidParameters', 'No such order');
    const row = await refresh(tx, stored, now);
    if (isGone(row, now)) throw new SimError('invalidParameters', 'No such order');
    if (row.status === 'pending') return { orderRef, status: 'pending', hintCode: row.hint_code };
    await tx.query('update bankid_sim_orders set collected_at = $2 where order_ref = $1', [
      orderRef,
      now,
    ]);
    if (row.status === 'complete' && row.completion_data) {
      return { orderRef, status: 'complete', completionData: row.completion_data };
    }
    return { orderRef, status: 'failed', hintCode: row.hint_code };
  });
}

export async function cancelSimOrder(services: SimServices, body: unknown): Promise<void> {
  const orderRef = orderRefOf(body);
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const stored = await load(tx, orderRef);
    if (!stored) throw new SimError('invalidParameters', 'No such order');
    const row = await refresh(tx, stored, now);
    if (row.status !== 'pending' || row.removed_at) {
      throw new SimError('invalidParameters', 'No such order');
    }
    await tx.query(
      `update bankid_sim_orders set removed_at = $2, status = 'failed', hint_code = 'cancelled',
         finished_at = $2 where order_ref = $1`,
      [orderRef, now],
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The end user's side, driven by the tester page and the control API.

export type SimAction =
  | { action: 'start'; personalNumber?: string }
  | { action: 'hint'; hintCode: string }
  | { action: 'approve'; personalNumber: string; risk?: 'low' | 'moderate' | 'high' }
  | { action: 'cancel' }
  | { action: 'expire' }
  | { action: 'fail'; hintCode: string }
  | { action: 'error'; errorCode: string; times?: number };

/** Errors a tester can make the next collects answer. */
export const SIM_FAULT_CODES = [
  'internalError',
  'maintenance',
  'requestTimeout',
  'tooManyRequests',
] as const;

/** The hints an order passes through as the user opens the app and gets to sign. */
function hintSequence(row: SimRow): string[] {
  const steps = ['outstandingTransaction'];
  if (row.call.startsWith('phone/')) steps.push('userCallConfirm');
  steps.push('started');
  if (row.requirement.mrtd) steps.push('userMrtd');
  steps.push('userSign');
  return steps;
}

function checkPerson(row: SimRow, personalNumber: string): void {
  if (!isValidPersonalNumber(personalNumber)) {
    throw new ControlError(
      400,
      'Personnumret är inte giltigt (12 siffror med rätt kontrollsiffra).',
    );
  }
  if (row.required_personal_number && row.required_personal_number !== personalNumber) {
    throw new ControlError(409, `Ordern kan bara slutföras av ${row.required_personal_number}.`);
  }
  if (row.picked_up_by && row.picked_up_by !== personalNumber) {
    throw new ControlError(409, `Ordern är redan öppnad av ${row.picked_up_by}.`);
  }
}

/**
 * A second open order for the same person: BankID cancels both. Returns the error to report
 * (not thrown, so that the cancellations are committed).
 */
async function oneOrderPerPerson(
  db: Db,
  row: SimRow,
  personalNumber: string,
  now: Date,
): Promise<ControlError | null> {
  const others = (await openOrdersOf(db, personalNumber, now)).filter(
    (other) => other.order_ref !== row.order_ref,
  );
  if (others.length === 0) return null;
  await cancelForConflict(db, [...others, row], now);
  return new ControlError(
    409,
    `${personalNumber} hade redan en pågående order: båda ordrarna avbröts (cancelled).`,
  );
}

function fakeBase64(seed: string, bytes: number): string {
  const chunks: Buffer[] = [];
  for (let i = 0; chunks.length * 32 < bytes; i++) {
    chunks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  }
  return Buffer.concat(chunks).subarray(0, bytes).toString('base64');
}

async function completionDataFor(
  db: Db,
  row: SimRow,
  personalNumber: string,
  risk: 'low' | 'moderate' | 'high',
  now: Date,
): Promise<RpCompletionData> {
  const identity = await identityFor(db, personalNumber);
  const seed = createHash('sha256').update(personalNumber).digest();
  const issued = new Date(now.getTime() - (seed.readUInt16BE(0) % 1500) * 86_400_000);
  const visible = row.user_visible_data ? (decodeBase64Utf8(row.user_visible_data) ?? '') : '';
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const signedData =
    `<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">` +
    `<usrVisibleData charset="UTF-8" visible="wysiwys">${escape(visible)}</usrVisibleData>` +
    (row.user_non_visible_data
      ? `<usrNonVisibleData>${row.user_non_visible_data}</usrNonVisibleData>`
      : '') +
    `<srvInfo><nonce>${fakeBase64(row.order_ref, 20)}</nonce></srvInfo>` +
    `<clientInfo><funcId>${row.call.endsWith('sign') ? 'Signing' : 'Identification'}</funcId></clientInfo>` +
    `</bankIdSignedData>`;
  const signatureValue = createHmac('sha256', 'bankid-simulator')
    .update(signedData)
    .digest('base64');
  const signature =
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` +
    `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>` +
    `<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>` +
    `</SignedInfo><SignatureValue>${signatureValue}</SignatureValue>` +
    `<KeyInfo><X509Data><X509Certificate>${fakeBase64(personalNumber, 96)}</X509Certificate></X509Data></KeyInfo>` +
    `<Object>${signedData}</Object></Signature>`;
  const data: RpCompletionData = {
    user: {
      personalNumber,
      name: identity.name,
      givenName: identity.givenName,
      surname: identity.surname,
    },
    device: {
      ipAddress: row.end_user_ip ?? '192.0.2.10',
      uhi: createHash('sha256').update(`uhi:${personalNumber}`).digest('base64url').slice(0, 27),
    },
    bankIdIssueDate: issued.toISOString().slice(0, 10),
    signature: Buffer.from(signature, 'utf8').toString('base64'),
    ocspResponse: fakeBase64(`ocsp:${row.order_ref}`, 1400),
  };
  if (row.requirement.mrtd) data.stepUp = { mrtd: true };
  if (row.return_risk) data.risk = risk;
  return data;
}

const RISK_RANK = { low: 0, moderate: 1, high: 2 } as const;

/** Play the end user: open the app, approve, cancel, let it expire, fail or break collect. */
export async function controlSimOrder(
  services: SimServices,
  orderRef: string,
  action: SimAction,
): Promise<SimRow> {
  const now = services.now();
  const result = await services.db.transaction(async (tx): Promise<SimRow | ControlError> => {
    const stored = await load(tx, orderRef);
    if (!stored || stored.removed_at) throw new ControlError(404, 'Ordern finns inte.');
    const row = await refresh(tx, stored, now);

    if (action.action === 'error') {
      if (!(SIM_FAULT_CODES as readonly string[]).includes(action.errorCode)) {
        throw new ControlError(400, `Okänt fel: ${action.errorCode}.`);
      }
      const times = Math.min(Math.max(Math.trunc(action.times ?? 1), 1), 100);
      await tx.query(
        'update bankid_sim_orders set fault_code = $2, fault_count = $3 where order_ref = $1',
        [orderRef, action.errorCode, times],
      );
      return { ...row, fault_code: action.errorCode as RpErrorCode, fault_count: times };
    }

    if (row.status !== 'pending') {
      throw new ControlError(409, `Ordern är redan avslutad (${row.status}, ${row.hint_code}).`);
    }

    switch (action.action) {
      case 'start': {
        if (action.personalNumber) {
          checkPerson(row, action.personalNumber);
          const conflict = await oneOrderPerPerson(tx, row, action.personalNumber, now);
          if (conflict) return conflict;
        }
        const steps = hintSequence(row);
        const index = Math.max(steps.indexOf(row.hint_code), 0);
        const next = steps[Math.min(index + 1, steps.length - 1)] as string;
        const pickedUpBy = action.personalNumber ?? row.picked_up_by;
        await tx.query(
          `update bankid_sim_orders set hint_code = $2, picked_up_at = coalesce(picked_up_at, $3),
             picked_up_by = $4 where order_ref = $1`,
          [orderRef, next, now, pickedUpBy],
        );
        return {
          ...row,
          hint_code: next,
          picked_up_at: row.picked_up_at ?? now,
          picked_up_by: pickedUpBy,
        };
      }
      case 'hint': {
        if (!(BANKID_PENDING_HINTS as readonly string[]).includes(action.hintCode)) {
          throw new ControlError(400, `Okänd väntekod: ${action.hintCode}.`);
        }
        // Any hint after the QR code means the app has the order.
        const picked = !['outstandingTransaction', 'noClient'].includes(action.hintCode);
        await tx.query(
          `update bankid_sim_orders set hint_code = $2,
             picked_up_at = case when $3 then coalesce(picked_up_at, $4) else picked_up_at end
           where order_ref = $1`,
          [orderRef, action.hintCode, picked, now],
        );
        return {
          ...row,
          hint_code: action.hintCode,
          picked_up_at: picked ? (row.picked_up_at ?? now) : row.picked_up_at,
        };
      }
      case 'approve': {
        checkPerson(row, action.personalNumber);
        const conflict = await oneOrderPerPerson(tx, row, action.personalNumber, now);
        if (conflict) return conflict;
        const risk = action.risk ?? 'low';
        if (row.requirement.risk && RISK_RANK[risk] > RISK_RANK[row.requirement.risk]) {
          return finish(tx, row, 'failed', 'transactionRiskBlocked', now);
        }
        const data = await completionDataFor(tx, row, action.personalNumber, risk, now);
        await tx.query(
          `update bankid_sim_orders set picked_up_at = coalesce(picked_up_at, $2), picked_up_by = $3
           where order_ref = $1`,
          [orderRef, now, action.personalNumber],
        );
        return finish(
          tx,
          { ...row, picked_up_by: action.personalNumber },
          'complete',
          'complete',
          now,
          data,
        );
      }
      case 'cancel':
        return finish(tx, row, 'failed', 'userCancel', now);
      case 'expire':
        return finish(tx, row, 'failed', 'expiredTransaction', now);
      case 'fail':
        if (!(BANKID_FAILED_HINTS as readonly string[]).includes(action.hintCode)) {
          throw new ControlError(400, `Okänd felkod: ${action.hintCode}.`);
        }
        return finish(tx, row, 'failed', action.hintCode, now);
    }
  });
  if (result instanceof ControlError) throw result;
  return result;
}

/** Orders for the tester page: open ones (lifetimes applied) and the latest finished ones. */
export async function listSimOrders(
  services: SimServices,
): Promise<{ open: SimRow[]; finished: SimRow[] }> {
  const now = services.now();
  const { db } = services;
  const pending = await db.query<SimRow & Record<string, unknown>>(
    `select * from bankid_sim_orders where status = 'pending' and removed_at is null
     order by created_at desc limit 100`,
  );
  const open: SimRow[] = [];
  for (const row of pending) {
    const fresh = await refresh(db, row, now);
    if (fresh.status === 'pending') open.push(fresh);
  }
  const finished = await db.query<SimRow & Record<string, unknown>>(
    `select * from bankid_sim_orders where status <> 'pending' order by finished_at desc limit 10`,
  );
  return { open, finished };
}
