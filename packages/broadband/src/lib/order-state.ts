import type { AddressHit } from '@lingon/contracts/broadband/address-search';
import {
  resolveAccessId,
  type EvaluateAddressResponse,
  type EvaluatedAddress,
} from '@lingon/contracts/broadband/evaluate-address';
import type { Hardware } from '@lingon/contracts/broadband/order-create';
import { partnerIdSchema } from '@lingon/contracts/broadband/partner-id';
import {
  DEFAULT_ORDER_PROCESSING_INTERVAL,
  type ProductOffering,
} from '@lingon/contracts/broadband/product';
import { persistedStorage } from '@lingon/contracts/persisted';
import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { z } from 'zod';
import { parseHandOff } from './hand-off';
import { ADDRESS_OBJECT_KEY, SALES_PARTNER_KEY, SELECTED_PRODUCT_KEY } from './storage-keys';
import type { MobileCustomerOffer } from './tv-packages';

/**
 * The address the visitor checked, as stored under `addressObject`. Once a home there is chosen,
 * it carries that home too (its point, apartment and network operator, as the address evaluation
 * gave them): a reloaded checkout, or one opened in a second tab, shows and orders the same home.
 */
export const storedAddressSchema = z.object({
  streetName: z.string(),
  streetNumber: z.string(),
  entrance: z.string(),
  city: z.string(),
  zipcode: z.string().default(''),
  pointId: z.string().optional(),
  apartmentNumber: z.string().optional(),
  communicationOperatorId: z.string().optional(),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;
/** What saveAddressAtom takes: an address hit, with the chosen home's fields when there is one. */
export type AddressToStore = AddressHit &
  Partial<Pick<EvaluatedAddress, 'pointId' | 'apartmentNumber' | 'communicationOperatorId'>>;

/** The product the visitor chose, as stored under `selectedProduct` (holds productId). */
export const storedProductSchema = z.object({
  productId: z.string(),
  pointId: z.string().optional(),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

export const addressObjectAtom = atomWithStorage<StoredAddress | null>(
  ADDRESS_OBJECT_KEY,
  null,
  persistedStorage(storedAddressSchema),
  { getOnInit: true },
);

const selectedProductStorageAtom = atomWithStorage<StoredProduct | null>(
  SELECTED_PRODUCT_KEY,
  null,
  persistedStorage(storedProductSchema),
  { getOnInit: true },
);

/**
 * SPEC §4 "Stored selections": the selected product is saved once — a new choice is stored only when
 * none was chosen before. Writing `RESET` (or null) clears it.
 */
export const selectedProductAtom = atom(
  (get) => get(selectedProductStorageAtom),
  (get, set, next: StoredProduct | null | typeof RESET) => {
    if (next === RESET || next === null) {
      set(selectedProductStorageAtom, RESET);
      return;
    }
    if (get(selectedProductStorageAtom) === null) set(selectedProductStorageAtom, next);
  },
);

/** Replace the chosen product on purpose (the visitor picks another product on the product page). */
export const changeSelectedProductAtom = atom(null, (_get, set, next: StoredProduct) => {
  set(selectedProductStorageAtom, next);
});

export interface InvoiceAddress {
  street: string;
  zipcode: string;
  city: string;
}

export interface OrderCustomerState {
  personalNumber: string;
  name: string;
  /** The name came from BankID (shown read-only). */
  namePrefilled: boolean;
  email: string;
  mobile: string;
  personalNumberVerified: boolean;
  invoiceAddress: InvoiceAddress;
}

export const emptyCustomer: OrderCustomerState = {
  personalNumber: '',
  name: '',
  namePrefilled: false,
  email: '',
  mobile: '',
  personalNumberVerified: false,
  invoiceAddress: { street: '', zipcode: '', city: '' },
};

/** The broadband order state of SPEC §3, one atom per field. */
export const customerAtom = atom<OrderCustomerState>(emptyCustomer);
export const accessIdAtom = atom('');
export const pointIdAtom = atom('');
export const accessTypeCodeAtom = atom('');
export const communicationOperatorIdAtom = atom('');
export const addedToWaitingListAtom = atom(false);
export const apartmentNumberAtom = atom('');
/** The media players chosen with a TV bundle (sent with the order as `hardware`). */
export const selectedHardwareAtom = atom<Hardware[]>([]);
export const orderProcessingIntervalAtom = atom(DEFAULT_ORDER_PROCESSING_INTERVAL);
/**
 * The mobile-customer offer the campaign service found for the person verified on the TV page
 * (after BankID; null before, or when they are no mobile customer): its monthly discount prices
 * the bundles there.
 */
export const mobileCustomerOfferAtom = atom<MobileCustomerOffer | null>(null);
/** Who identified with BankID on the TV bundle page, and the completed order (purpose 'tv-discount'). */
export interface TvDiscountVerification {
  orderRef: string;
  personalNumber: string;
}
/**
 * The BankID identification on the TV bundle page. The campaign service personalises for it, on
 * the TV page and at the checkout until the order is signed, so the mobile-customer discount
 * reaches the order (SPEC §6). It gives way to the checkout's signer (checkoutVerifiedAtom in
 * checkout/checkout-state.ts): the discount follows the person who signs the order.
 */
export const tvDiscountVerificationAtom = atom<TvDiscountVerification | null>(null);
/** The msisdn of the customer's postpaid subscription eligible for the bundle discount. */
export const postpaidCampaignMobileAtom = atom<string | null>(null);
/** The potential customer id saved when the address is not covered (waiting list). */
export const potentialCustomerIdAtom = atom<string | null>(null);

/** The fields of an evaluated address that make it one home. */
export type ChosenHome = Pick<
  EvaluatedAddress,
  'pointId' | 'apartmentNumber' | 'communicationOperatorId'
>;

/** Set the home-related fields from one evaluated address (SPEC §4, incl. the '200' fallback). */
export const chooseHomeAtom = atom(
  null,
  (_get, set, input: { home: ChosenHome; offering: EvaluateAddressResponse['product'] }) => {
    const { home, offering } = input;
    set(pointIdAtom, home.pointId);
    set(apartmentNumberAtom, home.apartmentNumber);
    set(communicationOperatorIdAtom, home.communicationOperatorId);
    set(accessTypeCodeAtom, offering?.accessTypeCode ?? '');
    set(accessIdAtom, resolveAccessId(offering?.accessId, offering?.accessTypeCode, home.pointId));
    set(
      orderProcessingIntervalAtom,
      offering?.orderProcessingInterval ?? DEFAULT_ORDER_PROCESSING_INTERVAL,
    );
  },
);

/**
 * Whether the checked address is stored (`addressObject`). On Lingon's site it is; the embedded
 * check on a partner's page sets it false in its own store, so nothing is written to the
 * partner's storage (the hand-off link carries the address to the site instead).
 */
export const rememberAddressAtom = atom(true);

/** Remember the checked address, with the chosen home if there is one (stored under addressObject). */
export const saveAddressAtom = atom(null, (get, set, hit: AddressToStore) => {
  if (!get(rememberAddressAtom)) return;
  set(addressObjectAtom, {
    streetName: hit.streetName,
    streetNumber: hit.streetNumber,
    entrance: hit.entrance,
    city: hit.city,
    zipcode: hit.zipcode,
    ...(hit.pointId
      ? {
          pointId: hit.pointId,
          apartmentNumber: hit.apartmentNumber ?? '',
          communicationOperatorId: hit.communicationOperatorId ?? '',
        }
      : {}),
  });
});

/**
 * The checkout reloaded, or opened in a second tab: the home chosen in the address check is no
 * longer in memory, but the stored selections still name it — the product its point, the address
 * its apartment and operator. Set the home fields again from them and the point's offering (access
 * type, access id, processing interval), as the address check set them, so the checkout shows and
 * orders the same home. A home chosen in this page's life is never replaced.
 */
export const restoreHomeAtom = atom(
  null,
  (get, set, input: { pointId: string; offering: EvaluateAddressResponse['product'] }) => {
    if (get(pointIdAtom) || !input.pointId) return;
    const address = get(addressObjectAtom);
    const stored = address?.pointId === input.pointId ? address : null;
    set(chooseHomeAtom, {
      home: {
        pointId: input.pointId,
        apartmentNumber: stored?.apartmentNumber ?? '',
        communicationOperatorId: stored?.communicationOperatorId ?? '',
      },
      offering: input.offering,
    });
  },
);

/**
 * The partner whose page handed the visitor over (`?partner=` from the embedded address check):
 * the order carries it and is recorded on the sales channel 'Partner'. Kept for the session, so
 * it survives the steps to the checkout but not the next visit.
 */
export const salesPartnerAtom = atomWithStorage<string | null>(
  SALES_PARTNER_KEY,
  null,
  persistedStorage(partnerIdSchema, 'session'),
  { getOnInit: true },
);

/** An address check that found several homes (SPEC §4): the address checked and its evaluation. */
export interface ApartmentChoice {
  hit: AddressHit;
  addresses: EvaluatedAddress[];
  offering: ProductOffering | null;
}

/**
 * The apartment step of the last address check: Back from the product page to /bredband shows
 * the homes to choose from again, as the visitor left them, without a second evaluation. In
 * memory only (the address itself is stored, `addressObject`). A new check, editing the address,
 * a partner's hand-off and clearing the stored selections end it.
 */
export const apartmentChoiceAtom = atom<ApartmentChoice | null>(null);

/**
 * The address the check shows when it is opened anew: the one of its apartment step, else the
 * stored one. None where the address is not remembered (the embedded check on a partner's page).
 */
export const rememberedAddressAtom = atom<AddressHit | null>((get) => {
  const choice = get(apartmentChoiceAtom);
  if (choice) return choice.hit;
  const stored = get(rememberAddressAtom) ? get(addressObjectAtom) : null;
  if (!stored) return null;
  const { streetName, streetNumber, entrance, city, zipcode } = stored;
  return { streetName, streetNumber, entrance, city, zipcode };
});

/** After a successful order, or when the login check says logged out outside the checkout page. */
export const clearStoredSelectionsAtom = atom(null, (_get, set) => {
  set(selectedProductStorageAtom, RESET);
  set(addressObjectAtom, RESET);
  set(apartmentChoiceAtom, null);
});

/** The stored product and address as they were at one moment (see clearStaleSelectionsAtom). */
export interface StoredSelections {
  product: StoredProduct | null;
  address: StoredAddress | null;
}

export const storedSelectionsAtom = atom<StoredSelections>((get) => ({
  product: get(selectedProductStorageAtom),
  address: get(addressObjectAtom),
}));

/**
 * SPEC §4 at app start: forget the product and address a visit found stored (`found`, read as the
 * app started), but not one the visitor chose or checked since. The login check may answer after a
 * quick visitor has already chosen a TV package; clearing that choice sent them to a checkout
 * saying nothing was chosen.
 */
export const clearStaleSelectionsAtom = atom(null, (get, set, found: StoredSelections) => {
  if (get(selectedProductStorageAtom) === found.product) set(selectedProductStorageAtom, RESET);
  if (get(addressObjectAtom) === found.address) set(addressObjectAtom, RESET);
});

/**
 * SPEC §4: product and address are cleared when the login check says not logged in, unless the
 * visitor is on the checkout page — or arrived with a hand-off from a partner's page (`search`),
 * whose choices are this visit's, not a stale one's.
 */
export function shouldClearSelections(isLoggedIn: boolean, pathname: string, search = ''): boolean {
  if (isLoggedIn || /^\/bredband\/kassan\/?$/.test(pathname)) return false;
  return parseHandOff(search) === null;
}
