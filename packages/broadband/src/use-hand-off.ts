import { evaluateAddressContract } from '@lingon/contracts/broadband/evaluate-address';
import { useContractMutation } from '@lingon/contracts/query';
import { useSetAtom } from 'jotai';
import * as React from 'react';
import { evaluateRequestFor } from './lib/address-flow';
import { parseHandOff } from './lib/hand-off';
import {
  addressObjectAtom,
  apartmentChoiceAtom,
  changeSelectedProductAtom,
  pointIdAtom,
  potentialCustomerIdAtom,
  salesPartnerAtom,
} from './lib/order-state';
import { useCommitHome } from './use-products';

/**
 * A site page reached from the embedded address check on a partner's page
 * (`/bredband/valj-produkt?…` or `/bredband/notyet?…`, see lib/hand-off.ts): store the address,
 * the chosen product and the partner as if the visitor had checked the address here. The home's
 * own fields (apartment, operator, access) are asked of the services again, not taken from the
 * link. A query string without an address changes nothing.
 */
export function useHandOff(search: string): void {
  const setAddress = useSetAtom(addressObjectAtom);
  const setApartmentChoice = useSetAtom(apartmentChoiceAtom);
  const setPointId = useSetAtom(pointIdAtom);
  const changeSelected = useSetAtom(changeSelectedProductAtom);
  const setPotentialCustomerId = useSetAtom(potentialCustomerIdAtom);
  const setPartner = useSetAtom(salesPartnerAtom);
  const commitHome = useCommitHome().choose;
  const evaluate = useContractMutation(evaluateAddressContract).trigger;
  const applied = React.useRef<string | null>(null);

  // Before the first paint: the product list asks for the home's products at once.
  React.useLayoutEffect(() => {
    if (applied.current === search) return;
    applied.current = search;
    const handOff = parseHandOff(search);
    if (!handOff) return;
    setAddress(handOff.address);
    // The address from the link replaces any check made here before, its apartment step too.
    setApartmentChoice(null);
    if (handOff.partnerId) setPartner(handOff.partnerId);
    if (handOff.potentialCustomerId) setPotentialCustomerId(handOff.potentialCustomerId);
    const { pointId, productId } = handOff;
    if (!pointId) return;
    setPointId(pointId);
    if (productId) changeSelected({ productId, pointId });
    void (async () => {
      try {
        const evaluation = await evaluate({ body: evaluateRequestFor(handOff.address) });
        const home = evaluation.addresses.find((candidate) => candidate.pointId === pointId);
        if (!home) return;
        // As after an address check here: the home's own offering, and the address stored with
        // its home (a reloaded checkout keeps it).
        commitHome({ hit: handOff.address, home, evaluation });
      } catch (error) {
        // SPEC §8: the product page still shows the point's products; the order is checked again.
        console.error('Hand-off: the home could not be confirmed', error);
      }
    })();
  }, [
    search,
    setAddress,
    setApartmentChoice,
    setPartner,
    setPotentialCustomerId,
    setPointId,
    changeSelected,
    evaluate,
    commitHome,
  ]);
}
