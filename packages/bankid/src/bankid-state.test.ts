import { BANKID_MESSAGES, BANKID_OUTCOME_TEXT } from '@lingon/contracts/bankid/messages';
import { ApiError } from '@lingon/contracts/errors';
import { bankidFixtureUser, bankidStateFixtures } from '@lingon/contracts/fixtures/bankid';
import { describe, expect, it } from 'vitest';
import {
  applyOrderState,
  bankidView,
  failBankid,
  failureOfError,
  initialBankidState,
  type BankidState,
} from './bankid-state';

const started: BankidState = {
  ...initialBankidState(),
  phase: 'pending',
  orderRef: bankidStateFixtures.outstandingTransaction.orderRef,
  autoStartToken: 'token',
};

describe('applyOrderState', () => {
  it('keeps a pending order pending with the current QR string', () => {
    const state = applyOrderState(started, bankidStateFixtures.outstandingTransaction);
    expect(state.phase).toBe('pending');
    expect(state.qrCode).toBe(bankidStateFixtures.outstandingTransaction.qrCode);
    expect(state.messageCode).toBe('RFA1');
  });

  it('verifies a complete order with its user', () => {
    const state = applyOrderState(started, bankidStateFixtures.verified);
    expect(state.phase).toBe('verified');
    expect(state.user).toEqual(bankidFixtureUser);
    expect(state.qrCode).toBeNull();
  });

  it('maps failed orders to their outcome', () => {
    expect(applyOrderState(started, bankidStateFixtures.timeout).failure).toBe('timeout');
    expect(applyOrderState(started, bankidStateFixtures.cancelled).failure).toBe('cancelled');
    expect(applyOrderState(started, bankidStateFixtures.alreadyInProgress).failure).toBe(
      'already-in-progress',
    );
    expect(applyOrderState(started, bankidStateFixtures.identityNotValidated).failure).toBe(
      'identity-not-validated',
    );
    expect(applyOrderState(started, bankidStateFixtures.error).failure).toBe('error');
  });

  it('never verifies a complete order without a user', () => {
    const state = applyOrderState(started, { ...bankidStateFixtures.verified, user: null });
    expect(state.phase).toBe('failed');
    expect(state.failure).toBe('error');
  });
});

describe('failureOfError', () => {
  it('reads a 409 at start as already in progress, anything else as a general error', () => {
    expect(failureOfError(new ApiError('conflict', 409, 'x'))).toBe('already-in-progress');
    expect(failureOfError(new ApiError('unavailable', 503, 'x'))).toBe('error');
    expect(failureOfError(new TypeError('boom'))).toBe('error');
  });
});

describe('bankidView', () => {
  it('shows the QR code only on a computer while the hint is outstandingTransaction', () => {
    const waiting = applyOrderState(started, bankidStateFixtures.outstandingTransaction);
    expect(bankidView(waiting, 'computer').showQr).toBe(true);
    expect(bankidView(waiting, 'phone').showQr).toBe(false);
    const signing = applyOrderState(started, bankidStateFixtures.userSign);
    expect(bankidView(signing, 'computer').showQr).toBe(false);
    expect(bankidView(signing, 'computer').status).toBe(BANKID_MESSAGES.RFA9);
  });

  it('offers the app on this device only while BankID waits for it', () => {
    const waiting = applyOrderState(started, bankidStateFixtures.outstandingTransaction);
    expect(bankidView(waiting, 'phone').showOpenApp).toBe(true);
    const searching = applyOrderState(started, bankidStateFixtures.started);
    expect(bankidView(searching, 'phone').showOpenApp).toBe(false);
  });

  it('uses the product texts for every outcome and lets the user try again', () => {
    for (const failure of [
      'timeout',
      'already-in-progress',
      'cancelled',
      'identity-not-validated',
      'error',
    ] as const) {
      const view = bankidView(failBankid(started, failure), 'computer');
      expect(view.status).toBe(BANKID_OUTCOME_TEXT[failure]);
      expect(view.canRetry).toBe(true);
      expect(view.canCancel).toBe(false);
    }
    expect(BANKID_OUTCOME_TEXT.timeout).toBe('Ojdå, signeringen tog för lång tid. Försök igen!');
  });

  it('says Verifierad when complete and offers the start button when idle', () => {
    expect(bankidView(applyOrderState(started, bankidStateFixtures.verified), 'computer')).toEqual(
      expect.objectContaining({ status: 'Verifierad', tone: 'success', canRetry: false }),
    );
    expect(bankidView(initialBankidState(), 'computer').canStart).toBe(true);
  });
});
