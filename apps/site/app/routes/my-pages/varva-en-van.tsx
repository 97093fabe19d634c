import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/varva-en-van';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Värva en vän',
    description: 'Tipsa en vän om oss.',
    pathname: location.pathname,
  });
}

export default function VarvaEnVanPage() {
  return <PageIntro title="Värva en vän" lead="Tipsa en vän om oss." />;
}
