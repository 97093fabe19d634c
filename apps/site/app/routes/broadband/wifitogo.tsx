import { PageIntro } from '../../components/page-intro';
import { ShortTerm } from '@lingon/broadband/short-term';
import { useNavigate } from 'react-router';
import { useTelemarketingMode } from '../../broadband/telemarketing-key';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/wifitogo';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kortidsbredband',
    description: 'Bredband i 3, 7 eller 14 dagar – utan bindningstid.',
    pathname: location.pathname,
  });
}

export default function KortidsbredbandPage() {
  const navigate = useNavigate();
  useTelemarketingMode();
  return (
    <div className="flex flex-col gap-10">
      <PageIntro
        title="Kortidsbredband"
        lead="Bredband i 3, 7 eller 14 dagar. Leverans inom 1–3 arbetsdagar."
      />
      <ShortTerm onProductChosen={() => void navigate('/bredband/kassan')} />
    </div>
  );
}
