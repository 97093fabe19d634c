import type { AddressHit } from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import type { ProductOffering } from '@lingon/contracts/broadband/product';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { useContractCache, useContractQuery } from '@lingon/contracts/query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { homeAddress } from './lib/address-flow';
import { chooseHomeAtom, saveAddressAtom } from './lib/order-state';

/** The offering at one point (home), SPEC §7 product/{pointId}; no request without a point. */
export function useProductOffering(pointId: string | null | undefined) {
  return useContractQuery(productByPointContract, pointId ? { params: { pointId } } : null, {
    revalidateOnFocus: false,
  });
}

/**
 * Commit a chosen home: the home fields of the order state (SPEC §4, with the access-id
 * fallback), the stored address, and the cached offering of the point so the product page
 * shows at once.
 */
export function useApplyHome() {
  const chooseHome = useSetAtom(chooseHomeAtom);
  const saveAddress = useSetAtom(saveAddressAtom);
  const cache = useContractCache();
  return useCallback(
    (input: { hit: AddressHit; home: EvaluatedAddress; offering: ProductOffering | null }) => {
      const { hit, home, offering } = input;
      chooseHome({ home, offering });
      saveAddress(homeAddress(hit, home));
      if (offering)
        void cache.set(productByPointContract, { params: { pointId: home.pointId } }, offering);
    },
    [chooseHome, saveAddress, cache],
  );
}
