import type * as React from 'react';
import { Banner, type BannerProps } from './banner';
import { Button } from './button';

export interface ErrorBannerProps extends Omit<BannerProps, 'variant'> {
  /** What the visitor can do: ask again. Without it the banner only explains. */
  onRetry?: () => void;
  /** A retry is on its way: the button shows a spinner and cannot be pressed twice. */
  retrying?: boolean;
  /** Visible text of the retry button. */
  retryLabel?: string;
}

/**
 * Something could not be fetched or saved: an alert with a title, what it means for the visitor
 * and, when it can help, a "Försök igen" button. The one way to show a failed call with a retry.
 */
export function ErrorBanner({
  onRetry,
  retrying = false,
  retryLabel = 'Försök igen',
  children,
  ...props
}: ErrorBannerProps) {
  return (
    <Banner variant="error" data-slot="error-banner" {...props}>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {onRetry ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-3"
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      ) : null}
    </Banner>
  );
}
