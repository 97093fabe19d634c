import { BRAND } from '@lingon/contracts/brand';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { SUPPORT_HOURS, SUPPORT_PHONE } from '@lingon/contracts/site/support-contact';

/** SPEC §9: activation takes 2–5 days. */
export const ACTIVATION_DAYS = '2–5';
/** SPEC §5, §9: short-term broadband is delivered within 1–3 working days (checkout, thank-you). */
export const SHORT_TERM_DELIVERY_TEXT = 'Ditt korttidsbredband levereras inom 1–3 arbetsdagar.';

export function SupportBox({
  onOpenChat,
  headingLevel = 2,
}: {
  onOpenChat?: () => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card variant="muted" data-slot="checkout-support">
      <CardHeader>
        <CardTitle asChild>
          <Heading>Behöver du hjälp?</Heading>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>Vi hjälper dig gärna med din beställning. Chatten är öppen dygnet runt.</p>
        {onOpenChat ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onOpenChat}
            className="self-start"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Chatta med oss
          </Button>
        ) : null}
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span>
            Ring <Link href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</Link>, {SUPPORT_HOURS}.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

export interface AfterOrderInfoProps {
  /** Working days the network owner needs for the order (order state, default 3). */
  orderProcessingInterval: number;
  /** Short-term broadband is delivered, not activated on the fibre. */
  shortTerm?: boolean;
  headingLevel?: 2 | 3;
}

/** 'Vad händer efter att jag beställt?' (SPEC §2, §9). */
export function AfterOrderInfo({
  orderProcessingInterval,
  shortTerm = false,
  headingLevel = 2,
}: AfterOrderInfoProps) {
  const Heading = `h${headingLevel}` as const;
  const days =
    orderProcessingInterval === 1 ? '1 arbetsdag' : `${orderProcessingInterval} arbetsdagar`;
  return (
    <Card data-slot="checkout-after-order">
      <CardHeader>
        <CardTitle asChild>
          <Heading>Vad händer efter att jag beställt?</Heading>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>Du får en orderbekräftelse via e-post inom några minuter.</li>
          <li>
            Vi gör en kreditupplysning och skickar beställningen till nätägaren. Det brukar ta
            ungefär {days}.
          </li>
          {shortTerm ? (
            <li>{SHORT_TERM_DELIVERY_TEXT}</li>
          ) : (
            <li>
              Bredbandet aktiveras inom {ACTIVATION_DAYS} dagar. Vi skickar ett sms när det är klart
              att använda.
            </li>
          )}
          <li>
            Du behöver en wifi-router. Har du ingen kan du köpa en till rabatterat pris hos vår
            partner efter beställningen, så skickas den hem till dig.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §5: pressing the order button accepts the terms and a credit check. With the pages' links
 * the terms can be read before they are accepted, and so can how the credit check's personal
 * data is handled.
 */
export function ConsentText({
  termsHref,
  privacyHref,
}: {
  termsHref?: string | undefined;
  privacyHref?: string | undefined;
}) {
  const terms = `${BRAND.name}s allmänna villkor`;
  return (
    <p data-slot="checkout-consent" className="text-sm text-muted">
      Genom att klicka på Beställ godkänner du{' '}
      {termsHref ? <Link href={termsHref}>{terms}</Link> : terms} och att vi gör en kreditupplysning
      på dig. Du får en kopia av kreditupplysningen hemskickad.
      {privacyHref ? (
        <>
          {' '}
          Läs om hur vi hanterar dina personuppgifter i vår{' '}
          <Link href={privacyHref}>integritetspolicy</Link>.
        </>
      ) : null}
    </p>
  );
}
