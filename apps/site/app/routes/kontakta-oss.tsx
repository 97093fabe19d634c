import { ContentArticle, type ContentArticleProps } from '@lingon/content/content-article';
import { Button } from '@lingon/design-system/button';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useNavigateHref } from '../hooks/use-navigate-href';
import type { RouteHandle } from '../lib/scroll';
import { loadStaticPage } from '../lib/content-fixtures.server';
import { contentMeta } from '../lib/static-content';
import type { Route } from './+types/kontakta-oss';

export const handle = { scrollToTop: true } satisfies RouteHandle;

/** Runs at build time (the page is prerendered): the page from the content the server seeds. */
export function loader() {
  return { page: loadStaticPage('kontakta-oss') };
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  return contentMeta({ page: loaderData?.page, pathname: location.pathname, error });
}

/** Asks the chat, which loads beside every page once it has started, to open. */
async function openChat(): Promise<void> {
  const { openChat: requestChat } = await import('@lingon/support/chat-widget');
  requestChat();
}

/**
 * The contact ways' chat card (section 'kanaler', card 'Chatt') starts the chat itself: the
 * page's own 'Starta chatten' button, where content can only give a link. One function for the
 * page's life, so the prerendered cards hydrate as they are.
 */
const chatCardAction: NonNullable<ContentArticleProps['cardAction']> = (card, section) =>
  section.id === 'kanaler' && card.title === 'Chatt' ? (
    <Button onClick={() => void openChat()}>
      <MessageCircle aria-hidden="true" className="size-5" />
      Starta chatten
    </Button>
  ) : null;

export default function KontaktaOssPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentArticle
      page={loaderData.page}
      onNavigate={useNavigateHref()}
      cardAction={chatCardAction}
    />
  );
}
