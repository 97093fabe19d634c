import { Button } from '@lingon/design-system/button';
import { Link } from '@lingon/design-system/link';
import MessageCircle from 'lucide-react/icons/message-circle';
import { SUPPORT_HOURS, SUPPORT_PHONE } from '@lingon/contracts/site/support-contact';
import type { OrderFailure } from './use-place-order';

export interface OrderFailedNoticeProps {
  /** The last attempt's failure; null shows nothing (the status region stays, empty). */
  failure: OrderFailure | null;
  onOpenChat?: (() => void) | undefined;
}

/**
 * What stays by "Beställ" after a failed order, once SPEC §8's 5 s banner has gone: what happened
 * and a way forward (chat, phone). A credit check that refused the customer is said as such and
 * politely, without inviting a retry that would be refused again. A status region that is always
 * there, so that its text is announced when it comes.
 */
export function OrderFailedNotice({ failure, onOpenChat }: OrderFailedNoticeProps) {
  return (
    <div role="status" data-slot="order-failed-notice">
      {failure ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-muted px-4 py-3 text-base">
          <p className="font-semibold">
            {failure === 'refused'
              ? 'Vi kan tyvärr inte ta emot din beställning'
              : 'Din beställning gick inte igenom'}
          </p>
          <p>
            {failure === 'refused'
              ? 'Efter kreditupplysningen kan vi inte godkänna beställningen. Har du frågor om det är du välkommen att kontakta oss.'
              : 'Något gick fel när vi skulle ta emot beställningen. Tryck på Beställ igen om en stund, eller kontakta oss så hjälper vi dig.'}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {onOpenChat ? (
              <Button type="button" variant="outline" size="sm" onClick={onOpenChat}>
                <MessageCircle aria-hidden="true" className="size-4" />
                Chatta med oss
              </Button>
            ) : null}
            <p className="text-sm">
              Ring <Link href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</Link>, {SUPPORT_HOURS}.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
