import type { AddressHit } from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import type { ProductOffering } from '@lingon/contracts/broadband/product';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { apiCall, swrKey } from '@lingon/contracts/client';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { homeAddress, mergeProducts, offeringProducts } from './lib/address-flow';
import {
  allProductsAtom,
  chooseHomeAtom,
  productsByPointAtom,
  saveAddressAtom,
} from './lib/order-state';

function offeringInput(pointId: string) {
  return { params: { pointId } };
}

export function offeringKey(pointId: string) {
  return swrKey(productByPointContract, offeringInput(pointId));
}

/** The offering at one point (home), SPEC §7 product/{pointId}. */
export function fetchOffering(pointId: string): Promise<ProductOffering> {
  return apiCall(productByPointContract, offeringInput(pointId));
}

/** The offering at the chosen point; no request without a point. */
export function useProductOffering(pointId: string | null | undefined) {
  return useSWR(pointId ? offeringKey(pointId) : null, () => fetchOffering(pointId ?? ''), {
    revalidateOnFocus: false,
  });
}

/**
 * Commit a chosen home: the home fields of the order state (SPEC §4, with the access-id
 * fallback), the stored address, the product lists per point and overall, and the SWR cache of
 * the point so the product page shows at once.
 */
export function useApplyHome() {
  const chooseHome = useSetAtom(chooseHomeAtom);
  const saveAddress = useSetAtom(saveAddressAtom);
  const setProductsByPoint = useSetAtom(productsByPointAtom);
  const setAllProducts = useSetAtom(allProductsAtom);
  const { mutate } = useSWRConfig();
  return useCallback(
    (input: { hit: AddressHit; home: EvaluatedAddress; offering: ProductOffering | null }) => {
      const { hit, home, offering } = input;
      chooseHome({ home, offering });
      saveAddress(homeAddress(hit, home));
      const products = offeringProducts(offering);
      setProductsByPoint((lists) => ({ ...lists, [home.pointId]: products }));
      setAllProducts((all) => mergeProducts(all, products));
      if (offering) void mutate(offeringKey(home.pointId), offering, { revalidate: false });
    },
    [chooseHome, saveAddress, setProductsByPoint, setAllProducts, mutate],
  );
}
