import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/priser-utomlands';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Priser utomlands',
    description: 'Vad det kostar att ringa, sms:a och surfa när du är utomlands.',
    pathname: location.pathname,
  });
}

export default function PriserUtomlandsPage() {
  return (
    <PageIntro
      title="Priser utomlands"
      lead="Vad det kostar att ringa, sms:a och surfa när du är utomlands."
    />
  );
}
