import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar-document';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Dokument',
    description: 'Ett dokument som hör till din beställning.',
    pathname: location.pathname,
  });
}

export default function OrderDocumentPage() {
  return (
    <PageIntro
      title="Dokument"
      lead="Orderbekräftelse och andra dokument som hör till din beställning."
    />
  );
}
