import { REVIEWS_CONTAINER_ID, REVIEWS_WIDGET_PATH } from '@lingon/contracts/site/reviews';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import * as React from 'react';
import { getConsentApi } from './lib/consent-global';
import { REVIEWS_MOUNT_ATTRIBUTE } from './lib/reviews-gate';
import { useReviewsScript } from './lib/use-reviews-script';

export interface ReviewsConsentNoteProps extends React.ComponentProps<'div'> {
  onOpenSettings?: () => void;
}

/** Why no reviews are shown, with a way to change the choice. */
export function ReviewsConsentNote({
  onOpenSettings,
  className,
  ...props
}: ReviewsConsentNoteProps) {
  return (
    <div
      data-slot="reviews-consent-note"
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-border bg-surface-muted p-4',
        className,
      )}
      {...props}
    >
      <p className="text-base text-fg">
        Kundomdömena visas av en extern tjänst som använder cookies för marknadsföring. Godkänn
        marknadsföringscookies för att se dem.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onOpenSettings}>
        Ändra cookieinställningar
      </Button>
    </div>
  );
}

export interface ReviewsWidgetProps extends React.ComponentProps<'section'> {
  /** Where the widget script is served; the server's /widgets/reviews.js by default. */
  scriptUrl?: string;
  /** The id of the element the script renders into; the server's script looks for `lingon-reviews`. */
  containerId?: string;
  title?: string;
}

/**
 * The reviews widget (SPEC §4): a heading and the element the widget script renders into.
 * The script is loaded only with marketing consent (C0004); withdrawing consent removes it and
 * empties the element. Without consent a short note explains why and offers the cookie
 * settings. One per page: the gate manages one script, and the element's id is unique.
 */
export function ReviewsWidget({
  scriptUrl = REVIEWS_WIDGET_PATH,
  containerId = REVIEWS_CONTAINER_ID,
  title = 'Vad våra kunder tycker',
  className,
  ...props
}: ReviewsWidgetProps) {
  const state = useReviewsScript(scriptUrl);
  const titleId = React.useId();
  return (
    <section
      data-slot="reviews-widget"
      data-state={state}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id={titleId} className="text-2xl font-bold text-fg">
        {title}
      </h2>
      {/* Owned by the widget script: React renders nothing inside it. */}
      <div id={containerId} {...{ [REVIEWS_MOUNT_ATTRIBUTE]: '' }} />
      {state === 'blocked' ? (
        <ReviewsConsentNote onOpenSettings={() => getConsentApi(window)?.showSettings()} />
      ) : null}
    </section>
  );
}
