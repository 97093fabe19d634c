import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/index';
import * as React from 'react';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';

/**
 * Prerendered with the page; the guide search and lists hydrate once loaded
 * (lazyPart, loading as the page hydrates).
 */
const SupportHome = lazyPart(
  () => import('@lingon/support/support-home').then((module) => module.SupportHome),
  { eager: true },
);

/*
 * The support area's addresses (SPEC §2 /support/:view2…), matching the support package's links:
 * - /support                         search, topics, popular guides (paged) and the chat
 * - /support/sok?q=…                 search (category.tsx; 'sok' is no category slug)
 * - /support/{category}              that topic's guides, paged (category.tsx)
 * - /support/{category}/{guide}      one guide by id (guides.tsx)
 * - /support/{a}/{b}/{c}/{guide}     old deep guide links: the last segment is the guide (guide.tsx)
 */

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: 'Support',
    description: 'Hitta svar på vanliga frågor och guider för mobil, bredband och kontantkort.',
    pathname: location.pathname,
  });
}

/** Asks the chat, which loads beside every page once it has started, to open. */
async function openChat(): Promise<void> {
  const { openChat: requestChat } = await import('@lingon/support/chat-widget');
  requestChat();
}

export default function SupportPage() {
  return (
    <React.Suspense fallback={null}>
      <SupportHome onOpenChat={() => void openChat()} />
    </React.Suspense>
  );
}
