import { cancelPaymentContract } from './cancel';
import { paymentStatusContract } from './status';

/**
 * Every payment call (prepaid top-up). None creates a payment: a top-up creates its own, priced
 * by the server (`prepaid.topUpCreate`, `prepaid.topUpPay`).
 */
export const paymentsContracts = [paymentStatusContract, cancelPaymentContract];
