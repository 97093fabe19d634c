import { ApiError } from '@lingon/contracts/errors';
import { bankidStartFixture, bankidStateFixtures } from '@lingon/contracts/fixtures/bankid';
import type { BankidOrderState } from '@lingon/contracts/bankid/status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBankidFlow, type BankidApi } from './bankid-flow';

function fakeApi(statuses: Array<BankidOrderState | Error>): BankidApi & {
  statusCalls: unknown[];
} {
  const queue = [...statuses];
  const statusCalls: unknown[] = [];
  return {
    statusCalls,
    start: vi.fn(async () => bankidStartFixture),
    status: vi.fn(async (body) => {
      statusCalls.push(body);
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (!next) throw new Error('no status');
      if (next instanceof Error) throw next;
      return next;
    }),
    cancel: vi.fn(async () => bankidStateFixtures.cancelled),
  };
}

describe('createBankidFlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls about every second until complete, then reports the identity once', async () => {
    const api = fakeApi([
      bankidStateFixtures.outstandingTransaction,
      bankidStateFixtures.userSign,
      bankidStateFixtures.verified,
    ]);
    const onVerified = vi.fn();
    const flow = createBankidFlow({ purpose: 'order', device: 'computer', api, onVerified });
    await flow.start();
    expect(api.start).toHaveBeenCalledWith(
      { purpose: 'order', flow: 'qr', device: 'computer' },
      expect.any(AbortSignal),
    );
    expect(flow.getState().phase).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(api.status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(flow.getState().phase).toBe('verified');
    expect(onVerified).toHaveBeenCalledExactlyOnceWith({
      name: 'Anna Andersson',
      personalNumber: '198503121231',
      orderRef: bankidStartFixture.orderRef,
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.status).toHaveBeenCalledTimes(3);
  });

  it('starts with autostart on a phone and sends the changed flow once on a computer', async () => {
    const phoneApi = fakeApi([bankidStateFixtures.outstandingTransaction]);
    await createBankidFlow({ purpose: 'tv-discount', device: 'phone', api: phoneApi }).start();
    expect(phoneApi.start).toHaveBeenCalledWith(
      { purpose: 'tv-discount', flow: 'autostart', device: 'phone' },
      expect.any(AbortSignal),
    );

    const api = fakeApi([bankidStateFixtures.outstandingTransaction]);
    const flow = createBankidFlow({ purpose: 'order', device: 'computer', api });
    await flow.start();
    flow.switchToThisDevice();
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.statusCalls).toEqual([
      { orderRef: bankidStartFixture.orderRef, flow: 'autostart' },
      { orderRef: bankidStartFixture.orderRef },
    ]);
    flow.dispose();
  });

  it('retries a dropped connection quietly, then gives up with the general error', async () => {
    const network = new ApiError('network', 0, 'down');
    const api = fakeApi([network, bankidStateFixtures.outstandingTransaction]);
    const flow = createBankidFlow({ purpose: 'order', device: 'computer', api });
    await flow.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(flow.getState().phase).toBe('pending');
    flow.dispose();

    const failing = fakeApi([network]);
    const broken = createBankidFlow({ purpose: 'order', device: 'computer', api: failing });
    await broken.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(broken.getState()).toEqual(
      expect.objectContaining({ phase: 'failed', failure: 'error' }),
    );
    expect(failing.status).toHaveBeenCalledTimes(3);
  });

  it('reads a 409 at start as already in progress', async () => {
    const api = fakeApi([]);
    api.start = vi.fn(async () => {
      throw new ApiError('conflict', 409, 'busy');
    });
    const flow = createBankidFlow({ purpose: 'order', device: 'computer', api });
    await flow.start();
    expect(flow.getState().failure).toBe('already-in-progress');
  });

  it('cancels the running order and stops polling', async () => {
    const api = fakeApi([bankidStateFixtures.outstandingTransaction]);
    const flow = createBankidFlow({ purpose: 'order', device: 'computer', api });
    await flow.start();
    await flow.cancel();
    expect(api.cancel).toHaveBeenCalledWith({ orderRef: bankidStartFixture.orderRef });
    expect(flow.getState()).toEqual(
      expect.objectContaining({ phase: 'failed', failure: 'cancelled' }),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.status).not.toHaveBeenCalled();
  });
});
