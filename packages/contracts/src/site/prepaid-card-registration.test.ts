import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BankidPurpose } from '../bankid/messages';
import { bankidStartContract } from '../bankid/start';
import { bankidStatusContract } from '../bankid/status';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { bankidFixtureUser } from '../fixtures/bankid';
import { ANNA_MSISDN, ERIK_MSISDN, OLLE_MSISDN } from '../fixtures/mypages';
import { bankidHandlers } from '../msw/bankid';
import { siteHandlers } from '../msw/site';
import {
  PREPAID_REGISTRATION_BANKID_REQUIRED,
  PREPAID_REGISTRATION_BANKID_USED,
  PREPAID_REGISTRATION_NOT_PREPAID,
  PREPAID_REGISTRATION_TAKEN,
  prepaidCardRegistrationContract,
  prepaidCardRegistrationRequestSchema,
} from './prepaid-card-registration';

const details = {
  firstName: 'Anna',
  lastName: 'Andersson',
  street: 'Storgatan 1',
  zipcode: '123 45',
  city: 'Solna',
};

describe('the prepaid card registration body', () => {
  it('takes the BankID identification, never a typed personal number', () => {
    const body = { msisdn: '073-123 45 60', bankidOrderRef: 'ref-1', ...details };
    expect(prepaidCardRegistrationRequestSchema.parse(body)).toMatchObject({
      msisdn: ERIK_MSISDN,
      bankidOrderRef: 'ref-1',
      zipcode: '12345',
    });
    expect(
      prepaidCardRegistrationRequestSchema.safeParse({ ...body, personalNumber: '198503121231' })
        .success,
    ).toBe(false);
    const missing = prepaidCardRegistrationRequestSchema.safeParse({ ...body, bankidOrderRef: '' });
    expect(missing.error?.issues[0]?.message).toBe(PREPAID_REGISTRATION_BANKID_REQUIRED);
  });
});

describe('the MSW registration handler', () => {
  const server = setupServer();
  const call = createApiClient({ baseUrl: 'http://localhost/services/' });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  async function completedBankid(purpose: BankidPurpose): Promise<string> {
    const { orderRef } = await call(bankidStartContract, { body: { purpose } });
    for (let poll = 0; poll < 10; poll += 1) {
      const state = await call(bankidStatusContract, { body: { orderRef } });
      if (state.status === 'complete') return orderRef;
    }
    throw new Error('The BankID order did not complete');
  }
  const register = (msisdn: string, bankidOrderRef: string) =>
    call(prepaidCardRegistrationContract, { body: { msisdn, bankidOrderRef, ...details } }).catch(
      (error: unknown) => error,
    );
  const refusal = (error: unknown) =>
    isApiError(error) ? { status: error.status, errors: error.fieldErrors } : error;

  it('answers as the server does', async () => {
    server.use(...siteHandlers(), ...bankidHandlers({ scenario: 'verified', pollsPerStep: 1 }));
    expect(bankidFixtureUser.personalNumber).toBe('198503121231');
    // Without an identification of the holder, or with one made for something else.
    for (const ref of ['no-such-order', await completedBankid('login')]) {
      expect(refusal(await register(ERIK_MSISDN, ref))).toEqual({
        status: 422,
        errors: [{ field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_REQUIRED }],
      });
    }
    // Only an active prepaid card.
    expect(
      refusal(await register(ANNA_MSISDN, await completedBankid('prepaid-registration'))),
    ).toEqual({
      status: 422,
      errors: [{ field: 'body.msisdn', message: PREPAID_REGISTRATION_NOT_PREPAID }],
    });
    // Olle's card is his: refused without saying whose it is.
    expect(
      refusal(await register(OLLE_MSISDN, await completedBankid('prepaid-registration'))),
    ).toEqual({
      status: 409,
      errors: [{ field: 'body.msisdn', message: PREPAID_REGISTRATION_TAKEN }],
    });
    const ref = await completedBankid('prepaid-registration');
    const registered = await register(ERIK_MSISDN, ref);
    expect(registered).toMatchObject({ msisdn: ERIK_MSISDN });
    // One identification registers one card; the holder may register again with a new one.
    expect(refusal(await register(ERIK_MSISDN, ref))).toEqual({
      status: 409,
      errors: [{ field: 'body.bankidOrderRef', message: PREPAID_REGISTRATION_BANKID_USED }],
    });
    const again = await register(ERIK_MSISDN, await completedBankid('prepaid-registration'));
    expect(again).toMatchObject({ id: (registered as { id: string }).id, msisdn: ERIK_MSISDN });
  });

  it('refuses an identification that has not completed', async () => {
    server.use(...siteHandlers(), ...bankidHandlers({ scenario: 'pending-forever' }));
    const { orderRef } = await call(bankidStartContract, {
      body: { purpose: 'prepaid-registration' },
    });
    expect(refusal(await register(ERIK_MSISDN, orderRef))).toMatchObject({ status: 422 });
  });
});
