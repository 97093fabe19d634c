import { BROADBAND_VOUCHER_OFFER, type CampaignOffer } from '@lingon/contracts/campaigns/campaigns';
import {
  isVoucherValidForProduct,
  type VoucherValidateResponse,
} from '@lingon/contracts/campaigns/voucher-validate';

export type VoucherCheck =
  | { status: 'valid'; code: string; campaignName: string; description: string }
  | { status: 'not-for-product' }
  | { status: 'invalid' };

export const VOUCHER_TEXTS = {
  invalid: 'Rabattkoden finns inte eller har gått ut.',
  notForProduct: 'Rabattkoden gäller inte för bredbandet du har valt.',
  error: 'Vi kunde inte kontrollera rabattkoden just nu. Försök igen!',
  needsCustomer: 'Fyll i kundens personnummer innan du kontrollerar rabattkoden.',
} as const;

/** "3 månader utan månadsavgift", "50 kr rabatt per månad", or both. */
export function voucherOfferDescription(
  offer: Pick<CampaignOffer, 'freeMonths' | 'monthlyDiscount' | 'title'>,
): string {
  const parts: string[] = [];
  if (offer.freeMonths) {
    parts.push(
      offer.freeMonths === 1
        ? '1 månad utan månadsavgift'
        : `${offer.freeMonths} månader utan månadsavgift`,
    );
  }
  if (offer.monthlyDiscount) parts.push(`${offer.monthlyDiscount} kr rabatt per månad`);
  return parts.length > 0 ? parts.join(' och ') : (offer.title ?? 'Rabatt med rabattkod');
}

/**
 * SPEC §4: a voucher counts only when a BROADBAND_VOUCHER offer lists the selected product; a
 * known voucher for other products is told apart from an unknown or expired one.
 */
export function checkVoucher(
  response: VoucherValidateResponse,
  productId: string | null | undefined,
): VoucherCheck {
  if (!response.valid || !response.campaignName) return { status: 'invalid' };
  if (!isVoucherValidForProduct(response, productId)) return { status: 'not-for-product' };
  const offer = response.offers.find(
    (candidate) =>
      candidate.name === BROADBAND_VOUCHER_OFFER &&
      (candidate.productIds ?? []).includes(productId ?? ''),
  );
  return {
    status: 'valid',
    code: response.voucher,
    campaignName: response.campaignName,
    description: offer ? voucherOfferDescription(offer) : 'Rabatt med rabattkod',
  };
}
