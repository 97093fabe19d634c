import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { ORDERS_PATH } from './account/order-parts';
import { formatAddress, formatDate, formatMsisdn } from './lib/balance';
import { familyCheckoutAtom } from './lib/family-checkout-state';
import {
  bindingText,
  CONNECTED_PATH,
  FAMILY_CONFIRMATION_PATH,
  FAMILY_PATH,
  useFamilyOrderSummary,
} from './lib/family-paths';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

function NoOrder() {
  return (
    <p>
      Vi hittar ingen beställning i den här webbläsaren.{' '}
      <Link href={FAMILY_PATH}>Beställ ett familjeabonnemang</Link>
    </p>
  );
}

export interface FamilyThankYouProps extends React.ComponentProps<'div'> {
  /** The placed order's id; read from this tab's checkout when not given. */
  orderId?: string | null;
}

/**
 * 'Tack': the order number and what happens next; the heading takes focus. Without an order in
 * this browser there is nothing to thank for: a neutral heading and the way to order.
 */
export function FamilyThankYou({ orderId, className, ...props }: FamilyThankYouProps) {
  const checkout = useAtomValue(familyCheckoutAtom);
  const id = orderId ?? checkout?.orderId ?? null;
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <div
      data-slot="family-thank-you"
      className={cn('flex max-w-2xl flex-col gap-4', className)}
      {...props}
    >
      <PageHeading ref={heading} tabIndex={-1} className="focus-visible:focus-ring">
        {id ? 'Tack för din beställning!' : 'Ingen beställning att visa'}
      </PageHeading>
      {id ? (
        <>
          <p className="text-lg">
            Ordernummer <strong>{id}</strong>
          </p>
          <h2 className="text-xl font-bold">Så här går det till</h2>
          <ol className="flex list-decimal flex-col gap-1 pl-6">
            <li>
              Du får en orderbekräftelse till din e-post och under Dokument på {MY_PAGES_NAME}.
            </li>
            <li>SIM-kortet kommer med posten inom 1–3 arbetsdagar.</li>
            <li>
              Ett nytt nummer fungerar när SIM-kortet är på plats; ett flyttat nummer flyttas när
              det gamla abonnemanget tar slut.
            </li>
          </ol>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link href={FAMILY_CONFIRMATION_PATH}>Se orderbekräftelsen</Link>
            <Link href={CONNECTED_PATH}>Till anslutna abonnemang</Link>
          </div>
        </>
      ) : (
        <NoOrder />
      )}
    </div>
  );
}

export type FamilyOrderConfirmationProps = FamilyThankYouProps;

/** 'Orderbekräftelse': the placed order as the server has it. */
export function FamilyOrderConfirmation({
  orderId,
  className,
  ...props
}: FamilyOrderConfirmationProps) {
  const checkout = useAtomValue(familyCheckoutAtom);
  const id = orderId ?? checkout?.orderId ?? null;
  const summary = useFamilyOrderSummary(id);
  let body: React.ReactNode;
  if (!id) {
    body = <NoOrder />;
  } else if (summary.isLoading) {
    body = (
      <SkeletonGroup label="Laddar orderbekräftelsen…" className="gap-3">
        <Skeleton className="h-64" />
      </SkeletonGroup>
    );
  } else if (summary.error || !summary.data) {
    body = <LoadFailed title="Vi kunde inte hämta orderbekräftelsen" query={summary} />;
  } else {
    const order = summary.data;
    const rows: Array<[string, string]> = [
      ['Ordernummer', order.orderId],
      ['Beställd', formatDate(order.createdOn)],
      ['Abonnemang', order.planName],
      ['Bindningstid', bindingText(order.bindingPeriod)],
      [
        'Pris',
        `${order.monthlyPrice} kr/mån${order.isFamilyCampaignActive ? ' (familjekampanj)' : ''}`,
      ],
      [
        'Nummer',
        `${formatMsisdn(order.msisdn)}${order.msisdnOption === 'PORT_IN' ? ' (flyttas hit)' : ''}${
          order.hiddenNumber ? ', dolt' : ''
        }`,
      ],
      ['Kopplat till', formatMsisdn(order.mainMsisdn)],
      ['Leveransadress', formatAddress(order.shippingAddress)],
      ['Frakt', order.freeShipping ? 'Fri frakt' : 'Enligt pris'],
      ['Betalt vid beställning', `${order.upfrontCost} kr`],
    ];
    body = (
      <>
        <dl
          data-slot="family-order-summary"
          className="grid gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-5 sm:grid-cols-[auto_1fr]"
        >
          {rows.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
        <p className="text-muted">En bekräftelse har skickats till {order.email}.</p>
        <Link href={ORDERS_PATH}>Se dina ordrar</Link>
      </>
    );
  }
  return (
    <div
      data-slot="family-confirmation"
      className={cn('flex max-w-2xl flex-col gap-4', className)}
      {...props}
    >
      <PageHeading>Orderbekräftelse</PageHeading>
      {body}
    </div>
  );
}
