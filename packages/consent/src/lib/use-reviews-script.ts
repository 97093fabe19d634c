import { useEffect, useState } from 'react';
import { ReviewsGateController, type ReviewsGateState } from './reviews-gate';

/**
 * Adds the reviews widget script while marketing consent (C0004) is given and removes it (and
 * the widget's DOM) when it is withdrawn or the component unmounts. Returns the gate's state,
 * so the caller can explain why no reviews are shown.
 */
export function useReviewsScript(scriptUrl: string): ReviewsGateState {
  const [state, setState] = useState<ReviewsGateState>('waiting');
  useEffect(() => {
    const controller = new ReviewsGateController({
      window,
      document,
      scriptUrl,
      onStateChange: setState,
    });
    controller.start();
    return () => controller.stop();
  }, [scriptUrl]);
  return state;
}
