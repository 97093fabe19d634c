import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/registrera-kontantkort';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Registrera kontantkort',
    description: 'Registrera ditt kontantkort med BankID.',
    pathname: location.pathname,
  });
}

export default function RegistreraKontantkortPage() {
  return (
    <PageIntro
      title="Registrera kontantkort"
      lead="Alla kontantkort måste registreras. Det gör du enkelt med BankID."
    />
  );
}
