import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/glomt-losenord';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Glömt lösenord',
    description: 'Logga in med BankID för att välja ett nytt lösenord.',
    pathname: location.pathname,
  });
}

export default function GlomtLosenordPage() {
  return (
    <PageIntro
      title="Glömt lösenord"
      lead="Logga in med BankID så kan du välja ett nytt lösenord."
    />
  );
}
