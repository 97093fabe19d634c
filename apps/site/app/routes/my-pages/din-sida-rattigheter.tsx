import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/din-sida-rattigheter';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Dina rättigheter',
    description: 'Dina rättigheter enligt dataskyddsförordningen.',
    pathname: location.pathname,
  });
}

export default function RattigheterPage() {
  return (
    <PageIntro
      title="Dina rättigheter"
      lead="Dina rättigheter enligt dataskyddsförordningen (GDPR) och hur vi behandlar dina uppgifter."
    />
  );
}
