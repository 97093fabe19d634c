import { namedBroadbandAddresses } from '@lingon/contracts/fixtures/broadband-addresses';
import type { createStore } from 'jotai';
import {
  accessIdAtom,
  accessTypeCodeAtom,
  addressObjectAtom,
  changeSelectedProductAtom,
  clearStoredSelectionsAtom,
  communicationOperatorIdAtom,
  customerAtom,
  emptyCustomer,
  pointIdAtom,
  type OrderCustomerState,
} from '../lib/order-state';

type Store = ReturnType<typeof createStore>;

/** Stories only: the villa on open fibre (every product) from the shared fixtures. */
const villa = namedBroadbandAddresses.villaFullOffer;
const villaPoint = villa.points[0]!;

/** Stories only: a visitor who checked the villa's address and chose `productId`. */
export function seedCheckout(
  store: Store,
  productId = 'BB-250-250',
  customer: Partial<OrderCustomerState> = {},
) {
  store.set(clearStoredSelectionsAtom);
  store.set(addressObjectAtom, {
    streetName: villa.streetName,
    streetNumber: villa.streetNumber,
    entrance: villa.entrance,
    city: villa.city,
    zipcode: villa.zipcode,
  });
  store.set(changeSelectedProductAtom, { productId, pointId: villaPoint.pointId });
  store.set(pointIdAtom, villaPoint.pointId);
  store.set(accessIdAtom, villaPoint.accessId);
  store.set(accessTypeCodeAtom, villaPoint.accessTypeCode);
  store.set(communicationOperatorIdAtom, villaPoint.communicationOperatorId);
  store.set(customerAtom, { ...emptyCustomer, ...customer });
}

/** Contact details a visitor has typed (name and number still to come from BankID). */
export const typedContactDetails: Partial<OrderCustomerState> = {
  email: 'anna.andersson@example.se',
  mobile: '070-123 45 67',
};
