import { formatAddressHit } from '@lingon/contracts/broadband/address-search';
import { currentPrice, type ProductOffering } from '@lingon/contracts/broadband/product';
import { groupOffering } from '@lingon/broadband/lib/product-groups';

export interface CheckedAddress {
  streetName: string;
  streetNumber: string;
  entrance: string;
  city: string;
  zipcode: string;
  /** The chosen apartment ('' for a house, or when the address is not covered). */
  apartmentNumber: string;
  /** As the widget shows it: 'Storgatan 3 A, Lund'. */
  text: string;
}

export interface CheckedProduct {
  id: string;
  name: string;
  category: 'CONNECTIONS' | 'BUNDLES';
  shortTerm: boolean;
  downloadMbps: number;
  uploadMbps: number;
  /** What it costs now (the deal price when there is one), in kronor. */
  price: number;
  /** 'kr/mån' for subscriptions, 'kr' (once) for short-term broadband. */
  priceUnit: 'kr/mån' | 'kr';
}

/** `event.detail` of `lingon-address-checked`. */
export interface CheckedDetail {
  covered: boolean;
  address: CheckedAddress;
  /** Every product offered, one per speed (a card with a speed choice is several), in the order shown; [] when not covered. */
  products: CheckedProduct[];
}

type AddressParts = Omit<CheckedAddress, 'text' | 'apartmentNumber'> & {
  apartmentNumber?: string;
};

/** The detail for a checked address: the products the widget offers, one per speed, in its order. */
export function checkedDetail(
  address: AddressParts,
  offering: ProductOffering | null,
): CheckedDetail {
  const groups = groupOffering(offering);
  const shown = [
    ...groups.speedTiers.flatMap((tier) => tier.products),
    ...groups.bundles,
    ...groups.shortTerm,
  ];
  const products = shown.map((product) => ({
    id: product.id,
    name: product.card.title,
    category: product.category,
    shortTerm: product.shortTerm,
    downloadMbps: product.downloadMbps,
    uploadMbps: product.uploadMbps,
    price: currentPrice(product) ?? product.card.price,
    priceUnit: product.card.priceUnit,
  }));
  return {
    covered: products.length > 0,
    address: {
      streetName: address.streetName,
      streetNumber: address.streetNumber,
      entrance: address.entrance,
      city: address.city,
      zipcode: address.zipcode,
      apartmentNumber: address.apartmentNumber ?? '',
      text: formatAddressHit(address),
    },
    products,
  };
}
