import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import MessageCircle from 'lucide-react/icons/message-circle';
import type * as React from 'react';
import { FaqCategories } from './faq-categories';
import { FaqSearch } from './faq-search';
import { PopularGuides } from './popular-guides';

export interface SupportHomeProps extends React.ComponentProps<'div'> {
  /** Opens the support chat (the site wires it to the ChatWidget); without it there is no chat box. */
  onOpenChat?: () => void;
}

/** /support: search, topics, the most read guides and the way to the chat. */
export function SupportHome({ onOpenChat, className, ...props }: SupportHomeProps) {
  return (
    <div data-slot="support-home" className={cn('flex flex-col gap-12', className)} {...props}>
      <div className="flex flex-col gap-6">
        <h1 className="text-4xl font-extrabold text-fg">Support</h1>
        <FaqSearch className="max-w-2xl" />
      </div>
      <FaqCategories />
      <PopularGuides className="max-w-3xl" />
      {onOpenChat ? (
        <aside
          aria-label="Chatta med oss"
          className="flex flex-col items-start gap-3 rounded-xl bg-surface-muted p-6"
        >
          <h2 className="text-xl font-bold text-fg">Hittade du inte svaret?</h2>
          <p className="text-muted">Vi finns i chatten dygnet runt, alla dagar.</p>
          <Button onClick={onOpenChat}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Chatta med oss
          </Button>
        </aside>
      ) : null}
    </div>
  );
}
