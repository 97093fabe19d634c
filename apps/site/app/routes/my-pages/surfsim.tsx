import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/surfsim';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Surfsim',
    description: 'Beställ ett extra SIM-kort som delar surf med ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function SurfsimPage() {
  return (
    <PageIntro
      title="Surfsim"
      lead="Beställ ett extra SIM-kort som delar surf med ditt abonnemang."
    />
  );
}
