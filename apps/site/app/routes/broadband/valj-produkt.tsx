import { PageIntro } from '../../components/page-intro';
import { ProductList } from '@lingon/broadband/product-list';
import { useHandOff } from '@lingon/broadband/use-hand-off';
import { useLocation, useNavigate } from 'react-router';
import { trackProductPageView } from '../../broadband/analytics';
import { useTelemarketingMode } from '../../broadband/telemarketing-key';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-produkt';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Välj bredband',
    description: 'Välj den bredbandshastighet som passar dig.',
    pathname: location.pathname,
  });
}

export default function ValjProduktPage() {
  const navigate = useNavigate();
  useTelemarketingMode();
  // Arriving from the address check on a partner's page (/partner): its choices come in the link.
  useHandOff(useLocation().search);
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Välj hastighet"
        lead="Välj den hastighet som passar dig. Ingen startavgift och ingen bindningstid."
      />
      <ProductList
        onProductChosen={() => void navigate('/bredband/kassan')}
        onPageView={trackProductPageView}
        onCheckAddress={() => void navigate('/bredband')}
      />
    </div>
  );
}
