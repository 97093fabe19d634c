import { productsWithCards, type ProductOffering } from '@lingon/contracts/broadband/product';
import { useAtomValue } from 'jotai';
import { pointIdAtom, selectedProductAtom } from '../lib/order-state';
import { useProductOffering } from '../use-products';

/** The chosen product with its content card, looked up in the offering at the chosen home. */
export function findProduct(offering: ProductOffering | undefined, productId: string | undefined) {
  if (!offering || !productId) return null;
  const all = [
    ...productsWithCards(offering.products.subscriptions),
    ...productsWithCards(offering.products.shortTermSubscriptions),
  ];
  return all.find((product) => product.id === productId) ?? null;
}

/** Shown instead of the order form when the chosen product cannot be looked up. */
export const PRODUCT_LOOKUP_FAILED =
  'Just nu kan vi inte hämta bredbandet du valde. Försök igen om en liten stund.';

/** The product the visitor chose (stored selection), looked up in the offering at their home. */
export function useCheckoutProduct() {
  const selected = useAtomValue(selectedProductAtom);
  const atomPointId = useAtomValue(pointIdAtom);
  const pointId = atomPointId || selected?.pointId || '';
  const { data, error, isLoading, mutate } = useProductOffering(pointId);
  return {
    selected,
    pointId,
    offering: data,
    product: findProduct(data, selected?.productId),
    error: error as unknown,
    isLoading,
    retry: () => void mutate(),
  };
}
