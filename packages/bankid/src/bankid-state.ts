import {
  BANKID_MESSAGES,
  BANKID_OUTCOME_TEXT,
  type BankidDevice,
  type BankidFlow,
  type BankidMessageCode,
  type BankidOutcome,
} from '@lingon/contracts/bankid/messages';
import type { BankidOrderState, BankidUser } from '@lingon/contracts/bankid/status';
import { isApiError } from '@lingon/contracts/errors';

/** Where the block is: not started, starting, waiting for the app, or finished. */
export type BankidPhase = 'idle' | 'starting' | 'pending' | 'verified' | 'failed';

export type BankidFailure = Exclude<BankidOutcome, 'pending' | 'verified'>;

export interface BankidState {
  phase: BankidPhase;
  orderRef: string | null;
  autoStartToken: string | null;
  /** QR scan, or the app on this device (after "Öppna BankID på den här enheten"). */
  flow: BankidFlow;
  hintCode: string | null;
  messageCode: BankidMessageCode | null;
  /** The server's current animated-QR string; null once the app has picked the order up. */
  qrCode: string | null;
  /** Why the order failed (phase failed). */
  failure: BankidFailure | null;
  /** Who signed (phase verified). */
  user: BankidUser | null;
}

export function initialBankidState(flow: BankidFlow = 'qr'): BankidState {
  return {
    phase: 'idle',
    orderRef: null,
    autoStartToken: null,
    flow,
    hintCode: null,
    messageCode: null,
    qrCode: null,
    failure: null,
    user: null,
  };
}

/** Fold one status (or cancel) answer into the state. */
export function applyOrderState(state: BankidState, order: BankidOrderState): BankidState {
  const common = {
    ...state,
    orderRef: order.orderRef,
    hintCode: order.hintCode,
    messageCode: order.messageCode,
  };
  if (order.status === 'complete' && order.user) {
    return { ...common, phase: 'verified', qrCode: null, failure: null, user: order.user };
  }
  if (order.status === 'pending') {
    return { ...common, phase: 'pending', qrCode: order.qrCode, failure: null };
  }
  // A failed order, or a "complete" one without a user (never valid), is a failure.
  const failure: BankidFailure =
    order.status === 'failed' && order.outcome !== 'pending' && order.outcome !== 'verified'
      ? order.outcome
      : 'error';
  return { ...common, phase: 'failed', qrCode: null, failure, user: null };
}

/** A failed call: only "already in progress" (409 at start) has its own text (SPEC §8). */
export function failureOfError(error: unknown): BankidFailure {
  return isApiError(error, 'conflict') ? 'already-in-progress' : 'error';
}

export function failBankid(state: BankidState, failure: BankidFailure): BankidState {
  return { ...state, phase: 'failed', qrCode: null, failure, user: null };
}

export interface BankidView {
  /** The text of the live region. */
  status: string | null;
  /** Show the animated QR code (a computer, while BankID waits for a scan). */
  showQr: boolean;
  /** Offer the same-device link or button. */
  showOpenApp: boolean;
  canStart: boolean;
  canCancel: boolean;
  canRetry: boolean;
  tone: 'neutral' | 'pending' | 'success' | 'error';
}

export const BANKID_STARTING_TEXT = 'Startar BankID …';
export const BANKID_VERIFIED_TEXT = 'Verifierad';

/**
 * What the block shows for a state (SPEC §8 texts for the outcomes, BankID's RFA texts for every
 * other state). The QR code is shown only on a computer and only while the hint is
 * outstandingTransaction, as BankID requires.
 */
export function bankidView(state: BankidState, device: BankidDevice): BankidView {
  const none = {
    showQr: false,
    showOpenApp: false,
    canStart: false,
    canCancel: false,
    canRetry: false,
  };
  switch (state.phase) {
    case 'idle':
      return { ...none, status: null, canStart: true, tone: 'neutral' };
    case 'starting':
      return { ...none, status: BANKID_STARTING_TEXT, tone: 'pending' };
    case 'pending': {
      const waiting = state.hintCode === 'outstandingTransaction' || state.hintCode === 'noClient';
      return {
        ...none,
        status: BANKID_MESSAGES[state.messageCode ?? 'RFA21'],
        showQr:
          device === 'computer' &&
          state.hintCode === 'outstandingTransaction' &&
          Boolean(state.qrCode),
        showOpenApp: waiting && Boolean(state.autoStartToken),
        canCancel: true,
        tone: 'pending',
      };
    }
    case 'verified':
      return { ...none, status: BANKID_VERIFIED_TEXT, tone: 'success' };
    case 'failed':
      return {
        ...none,
        status: BANKID_OUTCOME_TEXT[state.failure ?? 'error'],
        canRetry: true,
        tone: 'error',
      };
  }
}
