import { bankidCancelContract } from './cancel';
import { bankidStartContract } from './start';
import { bankidStatusContract } from './status';

/** Every site-facing BankID call. */
export const bankidContracts = [bankidStartContract, bankidStatusContract, bankidCancelContract];
