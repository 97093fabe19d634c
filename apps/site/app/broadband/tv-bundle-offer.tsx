import { BankidBlock } from '@lingon/bankid/bankid-block';
import { TvBundle } from '@lingon/broadband/tv-bundle';
import {
  useExistingCustomerCheck,
  type ExistingCustomerCheck,
} from '@lingon/broadband/use-existing-customer-check';
import { BRAND } from '@lingon/contracts/brand';
import { Banner } from '@lingon/design-system/banner';
import { ErrorBanner } from '@lingon/design-system/error-banner';

/** What the customer check after BankID found, when it did not give the discount. */
function CustomerCheckResult({
  state,
  onRetry,
}: {
  state: ExistingCustomerCheck;
  onRetry: () => void;
}) {
  if (state.status === 'checking') {
    return (
      <p role="status" className="text-base text-muted">
        Vi kontrollerar om du är mobilkund…
      </p>
    );
  }
  if (state.status === 'not-customer') {
    return (
      <Banner variant="info" title="Ingen rabatt">
        Vi hittar inget mobilabonnemang hos {BRAND.name} på dig, så rabatten för mobilkunder gäller
        inte.
      </Banner>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBanner title="Vi kunde inte kontrollera om du är mobilkund" onRetry={onRetry}>
        Något gick fel. Försök igen om en stund.
      </ErrorBanner>
    );
  }
  return null;
}

export interface TvBundleOfferProps {
  /** A package is chosen: on to the checkout. */
  onProductChosen: () => void;
}

/**
 * The TV bundles of /bredband/cmore with the BankID identification that gives an existing
 * mobile customer the bundle discount (SPEC §5). Its own module: the page loads it after its
 * first paint (lazyPart, design-system lib/lazy-part.ts).
 */
export function TvBundleOffer({ onProductChosen }: TvBundleOfferProps) {
  const customerCheck = useExistingCustomerCheck();
  return (
    <TvBundle
      onProductChosen={onProductChosen}
      verification={
        // Identifies an existing mobile customer for the bundle discount (SPEC §5).
        <div className="flex flex-col gap-4">
          <BankidBlock purpose="tv-discount" headingLevel={3} onVerified={customerCheck.check} />
          <CustomerCheckResult state={customerCheck.state} onRetry={customerCheck.retry} />
        </div>
      }
    />
  );
}
