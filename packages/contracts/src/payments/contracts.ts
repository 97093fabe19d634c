import { cancelPaymentContract } from './cancel';
import { createPaymentContract } from './create';
import { paymentStatusContract } from './status';

/** Every payment call (prepaid top-up). */
export const paymentsContracts = [
  createPaymentContract,
  paymentStatusContract,
  cancelPaymentContract,
];
