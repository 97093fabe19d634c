import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/kassan';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Kassan',
    description: 'Fyll i dina uppgifter och beställ bredband.',
    pathname: location.pathname,
  });
}

export default function BredbandKassanPage() {
  return (
    <PageIntro
      title="Din beställning"
      lead="Fyll i dina uppgifter och verifiera dig med BankID för att beställa."
    />
  );
}
