import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logoutContract } from '../account/logout';
import { isLoggedInContract } from '../account/is-logged-in';
import { bankidCancelContract } from '../bankid/cancel';
import { bankidStartContract } from '../bankid/start';
import { bankidStatusContract } from '../bankid/status';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { accountHandlers } from './account';
import { bankidHandlers, type BankidScenario } from './bankid';

const server = setupServer();
const call = createApiClient({ baseUrl: 'http://localhost/services/' });
const root = createApiClient({ baseUrl: 'http://localhost/' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function poll(orderRef: string, times: number) {
  const states = [];
  for (let i = 0; i < times; i++) {
    states.push(await call(bankidStatusContract, { body: { orderRef } }));
  }
  return states;
}

describe('MSW handlers for stories', () => {
  it('runs a BankID order outstandingTransaction → userSign → complete over a few polls', async () => {
    server.use(...bankidHandlers({ pollsPerStep: 2 }));
    const { orderRef, qrCode } = await call(bankidStartContract, { body: { purpose: 'login' } });
    expect(qrCode).toMatch(/^bankid\.[0-9a-f-]+\.0\.[0-9a-f]{64}$/);
    const states = await poll(orderRef, 5);
    expect(states.map((state) => state.hintCode)).toEqual([
      'outstandingTransaction',
      'outstandingTransaction',
      'userSign',
      'userSign',
      null,
    ]);
    expect(states[1]?.qrCode).not.toBe(states[0]?.qrCode);
    expect(states[4]).toMatchObject({
      status: 'complete',
      outcome: 'verified',
      user: { name: 'Anna Andersson' },
    });
  });

  it.each([
    ['timeout', 'timeout', 'RFA8'],
    ['start-failed', 'timeout', 'RFA17B'],
    ['already-in-progress', 'already-in-progress', 'RFA3'],
    ['cancelled', 'cancelled', 'RFA6'],
    ['identity-not-validated', 'identity-not-validated', 'RFA16'],
    ['error', 'error', 'RFA5'],
  ] as Array<[BankidScenario, string, string]>)(
    'ends the %s scenario with its outcome',
    async (scenario, outcome, messageCode) => {
      server.use(...bankidHandlers({ scenario, pollsPerStep: 1 }));
      const { orderRef } = await call(bankidStartContract, { body: { purpose: 'order' } });
      const states = await poll(orderRef, 4);
      expect(states.at(-1)).toMatchObject({ status: 'failed', outcome, messageCode });
    },
  );

  it('fails at start for start-already-in-progress and cancels on request', async () => {
    server.use(...bankidHandlers({ scenario: 'start-already-in-progress' }));
    const error = await call(bankidStartContract, { body: { purpose: 'order' } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error, 'conflict')).toBe(true);

    server.use(...bankidHandlers({ scenario: 'pending-forever' }));
    const { orderRef } = await call(bankidStartContract, { body: { purpose: 'order' } });
    const cancelled = await call(bankidCancelContract, { body: { orderRef } });
    expect(cancelled).toMatchObject({ status: 'failed', outcome: 'cancelled' });
  });

  it('answers the login check and logs out', async () => {
    server.use(...accountHandlers({ loggedIn: true }));
    expect(await call(isLoggedInContract)).toEqual({ isLoggedIn: true, authMethod: 'BANKID' });
    expect(await root(logoutContract)).toEqual({ loggedOut: true, redirectTo: '/start' });
    expect(await call(isLoggedInContract)).toEqual({ isLoggedIn: false, authMethod: null });
  });
});
