import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/index';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Support',
    description: 'Hitta svar på vanliga frågor och guider för mobil, bredband och kontantkort.',
    pathname: location.pathname,
  });
}

export default function SupportPage() {
  return (
    <PageIntro
      title="Support"
      lead="Hitta svar på vanliga frågor och guider för mobil, bredband och kontantkort."
    />
  );
}
