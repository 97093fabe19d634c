import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar-detaljer';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Orderdetaljer',
    description: 'Detaljer om din beställning.',
    pathname: location.pathname,
  });
}

export default function OrderDetaljerPage() {
  return (
    <PageIntro
      title="Orderdetaljer"
      lead="Vad du har beställt och var i leveransen beställningen är."
    />
  );
}
