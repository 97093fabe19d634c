import { useAtomValue } from 'jotai';
import { topUpCheckoutAtom, topUpInfoAtom } from './state';
import { firstMissingStep, type TopUpPage } from './steps';

/** Where the visitor must go instead of `page` (the first missing step), or null to stay. */
export function useStepGuard(page: TopUpPage): string | null {
  return firstMissingStep(page, useAtomValue(topUpInfoAtom), useAtomValue(topUpCheckoutAtom));
}
