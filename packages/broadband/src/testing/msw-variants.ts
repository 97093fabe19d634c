import { potentialCustomerCreateContract } from '@lingon/contracts/broadband/potential-customer-create';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import type { AnyContract } from '@lingon/contracts/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/*
 * Story variants that packages/contracts/src/msw/broadband.ts does not export (it has search,
 * evaluate, campaigns and order variants): product by point and the waiting-list sign-up.
 * Composed here the same way — put them before broadbandHandlers, MSW uses the first match.
 */

function on(contract: AnyContract, resolver: Parameters<typeof http.get>[1]): HttpHandler {
  const method = contract.method.toLowerCase() as 'get' | 'post';
  return http[method](`*/services/${contract.path}`, resolver);
}

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 204 });
};

const unavailable = () =>
  HttpResponse.json([{ field: 'service', message: 'Tjänsten är inte tillgänglig just nu' }], {
    status: 503,
  });

export const productByPointVariants = {
  loading: [on(productByPointContract, never)],
  error: [on(productByPointContract, unavailable)],
};

export const potentialCustomerVariants = {
  loading: [on(potentialCustomerCreateContract, never)],
  error: [on(potentialCustomerCreateContract, unavailable)],
};
