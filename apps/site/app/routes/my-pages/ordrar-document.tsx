import { DocumentView } from '@lingon/my-pages/account/documents';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ordrar-document';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Dokument',
    description: 'Ett dokument som hör till din beställning.',
    pathname: location.pathname,
  });
}

export default function OrderDocumentPage({ params }: Route.ComponentProps) {
  return <DocumentView documentId={params.id} />;
}
