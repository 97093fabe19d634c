import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/valj-abonnemang-detaljer';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Abonnemangsdetaljer',
    description: 'Inställningar, SIM-kort och spärrar för ditt abonnemang.',
    pathname: location.pathname,
  });
}

export default function AbonnemangDetaljerPage() {
  return (
    <PageIntro
      title="Abonnemangsdetaljer"
      lead="Inställningar, SIM-kort och spärrar för ditt abonnemang."
    />
  );
}
