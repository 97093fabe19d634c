import type { AnyContract } from '../contract';
import { addressSearchContract } from './address-search';
import { evaluateAddressContract } from './evaluate-address';
import { orderCreateContract } from './order-create';
import { potentialCustomerCreateContract } from './potential-customer-create';
import { productByPointContract } from './product-by-point';

/** Every broadband service call (for the OpenAPI registry). */
export const broadbandContracts: readonly AnyContract[] = [
  addressSearchContract,
  evaluateAddressContract,
  productByPointContract,
  orderCreateContract,
  potentialCustomerCreateContract,
];
