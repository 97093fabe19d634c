import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pointIdAtom, restoreHomeAtom, selectedProductAtom } from '../lib/order-state';
import { findOfferedProduct } from '../lib/product-groups';
import { useProductOffering } from '../use-products';

/** Shown instead of the order form when the chosen product cannot be looked up. */
export const PRODUCT_LOOKUP_FAILED =
  'Just nu kan vi inte hämta bredbandet du valde. Försök igen om en liten stund.';

/** The product the visitor chose (stored selection), looked up in the offering at their home. */
export function useCheckoutProduct() {
  const selected = useAtomValue(selectedProductAtom);
  const atomPointId = useAtomValue(pointIdAtom);
  const pointId = atomPointId || selected?.pointId || '';
  const { data, error, isLoading, mutate } = useProductOffering(pointId);
  // A reloaded checkout (or a second tab) knows the home only from the stored selections: set it
  // again, with the point's offering, before the order is shown (SPEC §4 "Stored selections").
  const restoreHome = useSetAtom(restoreHomeAtom);
  const restoring = !atomPointId && Boolean(pointId) && data !== undefined;
  useEffect(() => {
    if (restoring && data) restoreHome({ pointId, offering: data });
  }, [restoring, pointId, data, restoreHome]);
  return {
    selected,
    pointId,
    offering: data,
    product: findOfferedProduct(data, selected?.productId),
    error: error as unknown,
    isLoading: isLoading || restoring,
    retry: () => void mutate(),
  };
}
