import { describe, expect, it } from 'vitest';
import { bankidLaunchUrl } from './launch-url';
import { BANKID_MESSAGES, bankidMessageCode, bankidOutcome, bankidUserMessage } from './messages';

describe('BankID messages and outcomes', () => {
  it('picks the recommended message for each pending hint', () => {
    const pending = (hintCode: string, extra = {}) =>
      bankidMessageCode({ status: 'pending', hintCode, ...extra });
    expect(pending('outstandingTransaction')).toBe('RFA1');
    expect(pending('outstandingTransaction', { flow: 'autostart' })).toBe('RFA13');
    expect(pending('noClient')).toBe('RFA1');
    expect(pending('userSign')).toBe('RFA9');
    expect(pending('started')).toBe('RFA15A');
    expect(pending('started', { device: 'phone' })).toBe('RFA15B');
    expect(pending('userMrtd')).toBe('RFA23');
    expect(pending('userCallConfirm')).toBe('RFA21');
    expect(pending('somethingNew')).toBe('RFA21');
  });

  it('picks the recommended message for each failure and RP error', () => {
    const failed = (hintCode: string, extra = {}) =>
      bankidMessageCode({ status: 'failed', hintCode, ...extra });
    expect(failed('userCancel')).toBe('RFA6');
    expect(failed('cancelled')).toBe('RFA3');
    expect(failed('expiredTransaction')).toBe('RFA8');
    expect(failed('certificateErr')).toBe('RFA16');
    expect(failed('startFailed')).toBe('RFA17B');
    expect(failed('startFailed', { flow: 'autostart' })).toBe('RFA17A');
    expect(failed('notSupportedByUserApp')).toBe('RFA22');
    expect(bankidMessageCode({ status: 'failed', errorCode: 'alreadyInProgress' })).toBe('RFA4');
    for (const errorCode of ['requestTimeout', 'internalError', 'maintenance']) {
      expect(bankidMessageCode({ status: 'failed', errorCode })).toBe('RFA5');
    }
    expect(bankidMessageCode({ status: 'complete' })).toBeNull();
  });

  it('maps every state to a product outcome (SPEC §8)', () => {
    expect(bankidOutcome({ status: 'complete' })).toBe('verified');
    expect(bankidOutcome({ status: 'pending', hintCode: 'userSign' })).toBe('pending');
    expect(bankidOutcome({ status: 'failed', hintCode: 'expiredTransaction' })).toBe('timeout');
    expect(bankidOutcome({ status: 'failed', hintCode: 'startFailed' })).toBe('timeout');
    expect(bankidOutcome({ status: 'failed', hintCode: 'userCancel' })).toBe('cancelled');
    expect(bankidOutcome({ status: 'failed', hintCode: 'cancelled' })).toBe('already-in-progress');
    expect(bankidOutcome({ status: 'failed', errorCode: 'alreadyInProgress' })).toBe(
      'already-in-progress',
    );
    expect(bankidOutcome({ status: 'failed', hintCode: 'certificateErr' })).toBe(
      'identity-not-validated',
    );
    expect(bankidOutcome({ status: 'failed', errorCode: 'internalError' })).toBe('error');
    expect(bankidOutcome({ status: 'failed', hintCode: 'notSupportedByUserApp' })).toBe('error');
  });

  it('shows the product text for outcomes and the RFA text while pending', () => {
    expect(bankidUserMessage({ outcome: 'timeout', messageCode: 'RFA8' })).toBe(
      'Ojdå, signeringen tog för lång tid. Försök igen!',
    );
    expect(bankidUserMessage({ outcome: 'pending', messageCode: 'RFA9' })).toBe(
      BANKID_MESSAGES.RFA9,
    );
    expect(bankidUserMessage({ outcome: 'verified', messageCode: null })).toBeNull();
  });

  it('builds the same-device launch links', () => {
    expect(bankidLaunchUrl('abc-123', { device: 'computer' })).toBe(
      'bankid:///?autostarttoken=abc-123&redirect=null',
    );
    expect(
      bankidLaunchUrl('abc-123', {
        device: 'phone',
        returnUrl: 'https://lingon.example/bredband/kassan?x=1',
      }),
    ).toBe(
      'https://app.bankid.com/?autostarttoken=abc-123&redirect=https%3A%2F%2Flingon.example%2Fbredband%2Fkassan%3Fx%3D1',
    );
  });
});
