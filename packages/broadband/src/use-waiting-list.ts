import {
  potentialCustomerCreateContract,
  type PotentialCustomerRequest,
} from '@lingon/contracts/broadband/potential-customer-create';
import { apiCall, swrKey } from '@lingon/contracts/client';
import useSWRMutation from 'swr/mutation';

/** Join the waiting list (SPEC §7 potential/customer/create). */
export function useJoinWaitingList() {
  return useSWRMutation(
    swrKey(potentialCustomerCreateContract),
    (_key: unknown, { arg }: { arg: PotentialCustomerRequest }) =>
      apiCall(potentialCustomerCreateContract, { body: arg }),
    { throwOnError: true },
  );
}
