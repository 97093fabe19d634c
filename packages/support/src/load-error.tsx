import { ErrorBanner } from '@lingon/design-system/error-banner';

export const SUPPORT_ERROR_TEXT = 'Kundservice kunde inte nås just nu';

/** A failed FAQ call: what happened and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorBanner title={SUPPORT_ERROR_TEXT} onRetry={onRetry} retrying={retrying}>
      Försök igen om en stund, eller skriv till oss i chatten.
    </ErrorBanner>
  );
}
