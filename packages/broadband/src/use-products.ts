import type { AddressHit } from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import type { ProductOffering } from '@lingon/contracts/broadband/product';
import type { EvaluateAddressResponse } from '@lingon/contracts/broadband/evaluate-address';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import {
  useContractCache,
  useContractQuery,
  type ContractQueryOptions,
} from '@lingon/contracts/query';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { homeAddress, offeringForHome } from './lib/address-flow';
import { chooseHomeAtom, saveAddressAtom } from './lib/order-state';

/** The offering at one point (home), SPEC §7 product/{pointId}; no request without a point. */
export function useProductOffering(
  pointId: string | null | undefined,
  options?: ContractQueryOptions<typeof productByPointContract>,
) {
  return useContractQuery(productByPointContract, pointId ? { params: { pointId } } : null, {
    revalidateOnFocus: false,
    ...options,
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

/** A chosen home, the address check it came from, and what to do once it is committed. */
export interface HomeChoice {
  hit: AddressHit;
  home: EvaluatedAddress;
  evaluation: Pick<EvaluateAddressResponse, 'addresses' | 'product'>;
  onCommitted?: (result: { home: EvaluatedAddress; offering: ProductOffering | null }) => void;
}

/**
 * Commit a chosen home with its own offering (useApplyHome): the evaluation's for the home it
 * belongs to (offeringForHome), otherwise the point's, read as a query, so the product page finds
 * it cached. SPEC §8: a failed read of the point is only logged, and the evaluation's offering
 * stands. `pendingPointId` is the home whose offering is on its way; a later choice replaces one
 * still on its way.
 */
export function useCommitHome() {
  const applyHome = useApplyHome();
  const [pending, setPending] = useState<HomeChoice | null>(null);
  const point = useProductOffering(pending?.home.pointId, { shouldRetryOnError: false });

  const commit = useCallback(
    (choice: HomeChoice, offering: ProductOffering | null) => {
      applyHome({ hit: choice.hit, home: choice.home, offering });
      choice.onCommitted?.({ home: choice.home, offering });
    },
    [applyHome],
  );

  // Each choice is committed once, when its point has answered (a later revalidation of the
  // same point does not commit it again).
  const committed = useRef<HomeChoice | null>(null);
  useEffect(() => {
    if (!pending || committed.current === pending) return;
    if (point.data === undefined && point.error === undefined) return;
    committed.current = pending;
    if (point.error !== undefined) {
      console.error('Product by point failed', pending.home.pointId, point.error);
    }
    commit(pending, point.data ?? pending.evaluation.product);
  }, [pending, point.data, point.error, commit]);

  const choose = useCallback(
    (choice: HomeChoice) => {
      const known = offeringForHome(choice.evaluation, choice.home.pointId);
      if (known === undefined) {
        setPending(choice);
        return;
      }
      setPending(null);
      commit(choice, known);
    },
    [commit],
  );

  const waiting = pending !== null && point.data === undefined && point.error === undefined;
  return { choose, pendingPointId: waiting ? pending.home.pointId : null };
}
