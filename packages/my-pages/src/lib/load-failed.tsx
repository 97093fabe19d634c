import { ErrorBanner } from '@lingon/design-system/error-banner';

/** What LoadFailed retries: a query of the contract hooks (SWR). */
export interface RetryableQuery {
  mutate: () => unknown;
  isValidating: boolean;
}

/**
 * A read that failed, said the one way my pages say it: the design system's ErrorBanner (an
 * alert) with what could not be fetched and a retry of that query.
 */
export function LoadFailed({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <ErrorBanner title={title} onRetry={() => void query.mutate()} retrying={query.isValidating}>
      Försök igen om en stund.
    </ErrorBanner>
  );
}
