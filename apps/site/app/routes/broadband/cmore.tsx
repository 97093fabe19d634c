import { PageIntro } from '../../components/page-intro';
import { BankidBlock } from '@lingon/broadband/checkout/bankid-block';
import { TvBundle } from '@lingon/broadband/tv-bundle';
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

export default function BredbandTvPage() {
  const navigate = useNavigate();
  useTelemarketingMode();
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
          <BankidBlock purpose="tv-discount" headingLevel={3} onVerified={() => {}} />
        }
      />
    </div>
  );
}
