import { cancelBankid } from '@lingon/contracts/bankid/cancel';
import type { BankidDevice, BankidFlow, BankidPurpose } from '@lingon/contracts/bankid/messages';
import { startBankid } from '@lingon/contracts/bankid/start';
import { fetchBankidStatus } from '@lingon/contracts/bankid/status';
import { isApiError } from '@lingon/contracts/errors';
import {
  applyOrderState,
  failBankid,
  failureOfError,
  initialBankidState,
  type BankidState,
} from './bankid-state';

/** The identity BankID verified. */
export interface BankidIdentity {
  name: string;
  personalNumber: string;
  /** The completed BankID order (the order service checks it). */
  orderRef: string;
}

/** The site-facing BankID calls (replaceable in tests). */
export interface BankidApi {
  start: typeof startBankid;
  status: typeof fetchBankidStatus;
  cancel: typeof cancelBankid;
}

export const bankidApi: BankidApi = {
  start: startBankid,
  status: fetchBankidStatus,
  cancel: cancelBankid,
};

/** BankID asks the relying party to poll about once a second (the server collects every 2 s). */
export const BANKID_POLL_INTERVAL_MS = 1000;
/** Dropped connections or a busy server are retried quietly this many times in a row. */
export const BANKID_MAX_POLL_FAILURES = 3;

export interface BankidFlowOptions {
  purpose: BankidPurpose;
  device: BankidDevice;
  /** A person already known (telemarketing): BankID then lets only that person sign. */
  personalNumber?: string | undefined;
  onVerified?: (identity: BankidIdentity) => void;
  api?: BankidApi;
  pollIntervalMs?: number;
}

interface Run {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout> | undefined;
  orderRef: string | null;
  /** Sent with the next status call once the user switched to the app on this device. */
  flowChanged: boolean;
  failures: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Worth another poll: the network, a timeout or a busy server; not a refused or unknown order. */
const isTransient = (error: unknown) =>
  isApiError(error, 'network') || isApiError(error, 'unavailable');

/**
 * One BankID order at a time: start, poll the status about every second until it completes or
 * fails, cancel, start again. Kept outside React so that timers and in-flight calls belong to
 * exactly one run: answers of a superseded run are dropped.
 */
export function createBankidFlow(initialOptions: BankidFlowOptions) {
  let options = initialOptions;
  const api = options.api ?? bankidApi;
  const interval = options.pollIntervalMs ?? BANKID_POLL_INTERVAL_MS;
  const initialFlow = (): BankidFlow => (options.device === 'phone' ? 'autostart' : 'qr');
  let state = initialBankidState(initialFlow());
  let run: Run | null = null;
  const listeners = new Set<() => void>();

  function set(next: BankidState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function stop() {
    if (!run) return;
    clearTimeout(run.timer);
    run.controller.abort();
    run = null;
  }

  function schedule(current: Run) {
    current.timer = setTimeout(() => void poll(current), interval);
  }

  async function poll(current: Run) {
    const orderRef = current.orderRef;
    if (!orderRef) return;
    try {
      const order = await api.status(
        { orderRef, ...(current.flowChanged ? { flow: state.flow } : {}) },
        current.controller.signal,
      );
      if (run !== current) return;
      current.failures = 0;
      current.flowChanged = false;
      set(applyOrderState(state, order));
      if (order.status === 'pending') {
        schedule(current);
        return;
      }
      run = null;
      if (state.phase === 'verified' && state.user) {
        options.onVerified?.({
          name: state.user.name,
          personalNumber: state.user.personalNumber,
          orderRef,
        });
      }
    } catch (error) {
      if (run !== current || isAbort(error)) return;
      current.failures += 1;
      if (isTransient(error) && current.failures < BANKID_MAX_POLL_FAILURES) {
        schedule(current);
        return;
      }
      run = null;
      set(failBankid(state, 'error'));
    }
  }

  async function start() {
    stop();
    const current: Run = {
      controller: new AbortController(),
      timer: undefined,
      orderRef: null,
      flowChanged: false,
      failures: 0,
    };
    run = current;
    const flow = initialFlow();
    set({ ...initialBankidState(flow), phase: 'starting' });
    try {
      const { personalNumber } = options;
      const started = await api.start(
        {
          purpose: options.purpose,
          flow,
          device: options.device,
          ...(personalNumber ? { personalNumber } : {}),
        },
        current.controller.signal,
      );
      if (run !== current) return;
      current.orderRef = started.orderRef;
      set({
        ...state,
        phase: 'pending',
        orderRef: started.orderRef,
        autoStartToken: started.autoStartToken,
        qrCode: started.qrCode,
        hintCode: 'outstandingTransaction',
        messageCode: flow === 'autostart' ? 'RFA13' : 'RFA1',
      });
      schedule(current);
    } catch (error) {
      if (run !== current || isAbort(error)) return;
      run = null;
      set(failBankid(state, failureOfError(error)));
    }
  }

  /** The user stops waiting: BankID cancels the order, the block offers "Försök igen". */
  async function cancel() {
    if (state.phase !== 'pending' && state.phase !== 'starting') return;
    const orderRef = run?.orderRef ?? null;
    stop();
    const cancelled = failBankid(state, 'cancelled');
    set(cancelled);
    if (!orderRef) return;
    try {
      const order = await api.cancel({ orderRef });
      // A cancel that raced a completed order answers complete: the signature stands.
      if (order.status === 'complete' && state === cancelled) {
        set(applyOrderState(state, order));
        if (order.user) {
          options.onVerified?.({
            name: order.user.name,
            personalNumber: order.user.personalNumber,
            orderRef,
          });
        }
      }
    } catch {
      // The order expires on its own; the user already sees that it was cancelled.
    }
  }

  /** "Öppna BankID på den här enheten": the next status call reports the autostart flow. */
  function switchToThisDevice() {
    if (state.flow === 'autostart') return;
    if (run) run.flowChanged = true;
    set({ ...state, flow: 'autostart' });
  }

  /** Leave the page: stop polling and cancel a running order so that BankID does not wait. */
  function dispose() {
    const orderRef = state.phase === 'pending' ? run?.orderRef : null;
    stop();
    if (orderRef) void api.cancel({ orderRef }).catch(() => undefined);
  }

  return {
    getState: () => state,
    /** The latest device, personal number and callback (read when next needed). */
    configure(next: Pick<BankidFlowOptions, 'device' | 'personalNumber' | 'onVerified'>) {
      options = { ...options, ...next };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    cancel,
    switchToThisDevice,
    dispose,
  };
}

export type BankidFlowController = ReturnType<typeof createBankidFlow>;
