import { PageIntro } from '../../components/page-intro';
import { ProductList, useProductPageIntro } from '@lingon/broadband/product-list';
import { useHandOff } from '@lingon/broadband/use-hand-off';
import { useLocation, useNavigate } from 'react-router';
import { trackProductPageView } from '../../broadband/analytics';
import { useTelemarketingKeyFromUrl } from '@lingon/broadband/use-telemarketing-key-from-url';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-produkt';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Välj bredband',
    description: 'Välj bland bredbanden på din adress.',
    pathname: location.pathname,
  });
}

export default function ValjProduktPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useTelemarketingKeyFromUrl(search);
  // Arriving from the address check on a partner's page (/partner): its choices come in the link.
  useHandOff(search);
  // Worded for what the home offers: a speed, a period or a TV package.
  const intro = useProductPageIntro();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro title={intro.title} lead={intro.lead} />
      <ProductList
        onProductChosen={() => void navigate('/bredband/kassan')}
        onPageView={trackProductPageView}
        checkAddressHref="/bredband"
      />
    </div>
  );
}
