import type { AnyContract } from '../contract';
import { numberCheckContract } from './number-check';
import { topUpCreateContract, topUpPayContract, topUpStatusContract } from './topup';

/** The prepaid service: the number check and top-up orders (SPEC §2 "Prepaid top-up"). */
export const prepaidContracts: readonly AnyContract[] = [
  numberCheckContract,
  topUpCreateContract,
  topUpStatusContract,
  topUpPayContract,
];
