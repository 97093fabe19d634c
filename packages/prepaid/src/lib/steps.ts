import type { CheckoutStep } from '@lingon/contracts/mypages/rules';
import { checkoutMatches, type TopUpCheckout, type TopUpInfo } from './state';

/** The top-up's pages in order (SPEC §2 "Prepaid top-up"). */
export const TOPUP_PATHS = {
  ladda: '/kontantkort/ladda',
  kassa: '/kontantkort/ladda/kassa',
  granska: '/kontantkort/ladda/kassa/granska',
  betalsatt: '/kontantkort/ladda/kassa/betalsatt',
  betalning: '/kontantkort/ladda/kassa/betalning',
  bekraftelse: '/kontantkort/ladda/kassa/bekraftelse',
} as const;
export type TopUpPage = keyof typeof TOPUP_PATHS;

/** Each page's checkout step (SPEC §4: input, confirmation, review, purchase, thank-you). */
export const CHECKOUT_STEP_OF: Record<TopUpPage, CheckoutStep> = {
  ladda: 'input',
  kassa: 'confirmation',
  granska: 'review',
  betalsatt: 'purchase',
  betalning: 'purchase',
  bekraftelse: 'thank-you',
};

/**
 * Where a visitor who opens `page` must go instead: the first earlier step that is missing, or
 * null when everything `page` needs is there. Deep links into a later step never show a half
 * checkout, nor one priced for another number than the one checked.
 */
export function firstMissingStep(
  page: TopUpPage,
  info: TopUpInfo | null,
  checkout: TopUpCheckout | null,
): string | null {
  if (page === 'ladda') return null;
  if (
    !info ||
    !checkout?.topup.isProductSelected ||
    !checkout.topup.product ||
    !checkoutMatches(checkout, info)
  ) {
    return TOPUP_PATHS.ladda;
  }
  if (page === 'kassa') return null;
  if (page === 'granska') return null;
  if (!checkout.reviewed) return TOPUP_PATHS.granska;
  if (page === 'betalsatt') return null;
  if (!checkout.payment) return TOPUP_PATHS.betalsatt;
  if (page === 'betalning') return null;
  if (!checkout.topUpId) return TOPUP_PATHS.betalning;
  return null;
}
