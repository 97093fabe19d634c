import { PageIntro } from '../../components/page-intro';
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
  return (
    <PageIntro
      title="Kortidsbredband"
      lead="Bredband i 3, 7 eller 14 dagar. Leverans inom 1–3 arbetsdagar."
    />
  );
}
