import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';

export const SUPPORT_ERROR_TEXT = 'Kundservice kunde inte nås just nu';

/** A failed FAQ call: what happened and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Banner variant="error" title={SUPPORT_ERROR_TEXT}>
      <p>Försök igen om en stund, eller skriv till oss i chatten.</p>
      <Button size="sm" variant="outline" className="mt-2" loading={retrying} onClick={onRetry}>
        Försök igen
      </Button>
    </Banner>
  );
}
