import { ChatWidget } from '@lingon/support/chat-widget';
import { useLocation } from 'react-router';
import { isChatAllowed } from '../lib/chat-visibility';

/**
 * The support chat on every page but the checkouts (see isChatAllowed): the 'Chatta med oss'
 * button, the 'Aktiv chatt' banner with its unread count (polled every second from 1 s after
 * load, following the lingon_chat cookie) and the chat window.
 */
export function SiteChat() {
  const { pathname } = useLocation();
  return isChatAllowed(pathname) ? <ChatWidget /> : null;
}
