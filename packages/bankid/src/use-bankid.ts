import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createBankidFlow, type BankidFlowOptions, type BankidIdentity } from './bankid-flow';
import { bankidView } from './bankid-state';

export interface UseBankidOptions {
  purpose: BankidFlowOptions['purpose'];
  device: BankidDevice;
  /** Telemarketing: the customer's personal number, so that only they can sign. */
  personalNumber?: string;
  onVerified?: (identity: BankidIdentity) => void;
  pollIntervalMs?: number;
  api?: BankidFlowOptions['api'];
}

/** The BankID flow of one block, with the view of its current state. */
export function useBankid(options: UseBankidOptions) {
  // The flow lives as long as the component and is told the latest options after each render.
  const [flow] = useState(() => createBankidFlow(options));
  const { device, personalNumber, onVerified } = options;
  useEffect(() => {
    flow.configure({ device, personalNumber, onVerified });
  }, [flow, device, personalNumber, onVerified]);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  useEffect(() => () => flow.dispose(), [flow]);
  return {
    state,
    view: bankidView(state, options.device),
    start: flow.start,
    cancel: flow.cancel,
    switchToThisDevice: flow.switchToThisDevice,
  };
}
