import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/mobilforsakring';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Mobilförsäkring',
    description: 'Försäkra din mobil mot stöld, skador och förlust.',
    pathname: location.pathname,
  });
}

export default function MobilforsakringPage() {
  return (
    <PageIntro title="Mobilförsäkring" lead="Försäkra din mobil mot stöld, skador och förlust." />
  );
}
