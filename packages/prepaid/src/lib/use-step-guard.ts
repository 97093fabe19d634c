import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { setCheckoutStepAtom, topUpCheckoutAtom, topUpInfoAtom } from './state';
import { CHECKOUT_STEP_OF, firstMissingStep, type TopUpPage } from './steps';

/**
 * Where the visitor must go instead of `page` (the first missing step), or null to stay; a page
 * the visitor may stay on becomes the checkout's step (SPEC §4).
 */
export function useStepGuard(page: TopUpPage): string | null {
  const missing = firstMissingStep(
    page,
    useAtomValue(topUpInfoAtom),
    useAtomValue(topUpCheckoutAtom),
  );
  const setStep = useSetAtom(setCheckoutStepAtom);
  useEffect(() => {
    if (!missing) setStep(CHECKOUT_STEP_OF[page]);
  }, [missing, page, setStep]);
  return missing;
}
