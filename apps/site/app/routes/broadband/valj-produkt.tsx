import { PageIntro } from '../../components/page-intro';
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
  return (
    <PageIntro
      title="Välj hastighet"
      lead="Välj den hastighet som passar dig. Ingen startavgift och ingen bindningstid."
    />
  );
}
