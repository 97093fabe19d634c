import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/anslutna-abonnemang';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Anslutna abonnemang',
    description: 'Abonnemang som är kopplade till ditt, som surfsim och familjeabonnemang.',
    pathname: location.pathname,
  });
}

export default function AnslutnaAbonnemangPage() {
  return (
    <PageIntro
      title="Anslutna abonnemang"
      lead="Abonnemang som är kopplade till ditt, som surfsim och familjeabonnemang."
    />
  );
}
