import { getConsentApi } from '@lingon/consent/lib/consent-global';
import { REVIEWS_MOUNT_ATTRIBUTE } from '@lingon/consent/lib/reviews-gate';
import { useReviewsScript } from '@lingon/consent/lib/use-reviews-script';
import { ReviewsConsentNote } from '@lingon/consent/reviews-widget';
import * as React from 'react';

/** Served by the server (apps/server/src/content/reviews-widget.ts). */
export const REVIEWS_SCRIPT_URL = '/widgets/reviews.js';
/** The element the widget script renders the reviews into. */
export const REVIEWS_CONTAINER_ID = 'lingon-reviews';

/**
 * The start page's customer reviews (SPEC §4): the external widget script is loaded only while
 * marketing consent (C0004) is active and renders into #lingon-reviews; withdrawing consent
 * removes the script and empties the container. Without consent a note offers the settings.
 */
export function ReviewsSection() {
  const state = useReviewsScript(REVIEWS_SCRIPT_URL);
  const titleId = React.useId();
  return (
    <section
      data-slot="reviews-widget"
      data-state={state}
      aria-labelledby={titleId}
      className="flex flex-col gap-4"
    >
      <h2 id={titleId} className="text-2xl font-bold text-fg">
        Vad våra kunder tycker
      </h2>
      {/* Owned by the widget script: React renders nothing inside it. */}
      <div id={REVIEWS_CONTAINER_ID} {...{ [REVIEWS_MOUNT_ATTRIBUTE]: '' }} />
      {state === 'blocked' ? (
        <ReviewsConsentNote onOpenSettings={() => getConsentApi(window)?.showSettings()} />
      ) : null}
    </section>
  );
}
