import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { BRAND } from '@lingon/contracts/brand';
import type { ProductCard as ContentCard } from '@lingon/contracts/content/product-lists';
import { Banner } from '@lingon/design-system/banner';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { TvBundle } from './tv-bundle';
import {
  useExistingCustomerCheck,
  type ExistingCustomerCheck,
} from './use-existing-customer-check';

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
  onProductChosen: (card: ContentCard) => void;
  /** Override the detected BankID device (stories, tests). */
  bankidDevice?: BankidDevice;
  bankidPollIntervalMs?: number;
}

/**
 * /bredband/cmore: the TV bundles with the BankID identification that gives an existing mobile
 * customer the bundle discount (SPEC §5, §6). After BankID the campaign service says whether the
 * person is a mobile customer and what the discount is; the packages are priced with it.
 */
export function TvBundleOffer({
  onProductChosen,
  bankidDevice,
  bankidPollIntervalMs,
}: TvBundleOfferProps) {
  const customerCheck = useExistingCustomerCheck();
  return (
    <TvBundle
      onProductChosen={onProductChosen}
      verification={
        <div className="flex flex-col gap-4">
          <BankidBlock
            purpose="tv-discount"
            headingLevel={3}
            onVerified={customerCheck.check}
            {...(bankidDevice ? { device: bankidDevice } : {})}
            {...(bankidPollIntervalMs ? { pollIntervalMs: bankidPollIntervalMs } : {})}
          />
          <CustomerCheckResult state={customerCheck.state} onRetry={customerCheck.retry} />
        </div>
      }
    />
  );
}
