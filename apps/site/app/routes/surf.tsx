import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/surf';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Surf',
    description: 'Köp till extra surf eller se hur mycket surf som ingår i ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function SurfPage() {
  return (
    <PageIntro
      title="Surf"
      lead="Köp till extra surf när den tar slut, eller se hur mycket surf som ingår i ditt abonnemang."
    />
  );
}
