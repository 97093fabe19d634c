import { potentialCustomerCreateContract } from '@lingon/contracts/broadband/potential-customer-create';
import { useContractMutation } from '@lingon/contracts/query';

/** Join the waiting list (SPEC §7 potential/customer/create): `trigger({ body })`. */
export function useJoinWaitingList() {
  return useContractMutation(potentialCustomerCreateContract);
}
