import { PageIntro } from '../../components/page-intro';
import { BankidBlock } from '@lingon/bankid/bankid-block';
import { TvBundle } from '@lingon/broadband/tv-bundle';
import {
  useExistingCustomerCheck,
  type ExistingCustomerCheck,
} from '@lingon/broadband/use-existing-customer-check';
import { BRAND } from '@lingon/contracts/brand';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Banner } from '@lingon/design-system/banner';
import { useNavigate } from 'react-router';
import { useTelemarketingMode } from '../../broadband/telemarketing-key';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/cmore';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Bredband + TV',
    description: 'Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming i tre paket.',
    pathname: location.pathname,
  });
}

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

export default function BredbandTvPage() {
  const navigate = useNavigate();
  useTelemarketingMode();
  const customerCheck = useExistingCustomerCheck();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Bredband + TV"
        lead="Fiberbredband 100/100 Mbit/s tillsammans med TV-streaming. Välj bland tre paket."
      />
      <TvBundle
        onProductChosen={() => void navigate('/bredband/kassan')}
        verification={
          // Identifies an existing mobile customer for the bundle discount (SPEC §5).
          <div className="flex flex-col gap-4">
            <BankidBlock
              purpose="tv-discount"
              headingLevel={3}
              onVerified={({ orderRef }) => customerCheck.check(orderRef)}
            />
            <CustomerCheckResult state={customerCheck.state} onRetry={customerCheck.retry} />
          </div>
        }
      />
    </div>
  );
}
