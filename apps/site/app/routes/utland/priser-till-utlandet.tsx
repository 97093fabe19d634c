import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/priser-till-utlandet';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Priser till utlandet',
    description: 'Vad det kostar att ringa och sms:a från Sverige till andra länder.',
    pathname: location.pathname,
  });
}

export default function PriserTillUtlandetPage() {
  return (
    <PageIntro
      title="Priser till utlandet"
      lead="Vad det kostar att ringa och sms:a från Sverige till andra länder."
    />
  );
}
