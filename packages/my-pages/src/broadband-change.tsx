import {
  availableChangesContract,
  broadbandChangeContract,
  broadbandChangeOffer,
  type BroadbandChangeResponse,
} from '@lingon/contracts/mypages/available-changes';
import { swedishDateText } from '@lingon/contracts/mypages/plan-change-rules';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import * as React from 'react';
import { ORDERS_PATH } from './account/order-parts';
import { saveFailure } from './lib/form-errors';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

const kr = (amount: number) => `${amount} kr/mån`;

function Changed({ result }: { result: BroadbandChangeResponse }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section
      data-slot="broadband-changed"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus-visible:focus-ring">
        Klart! Du har nu {result.product.name}
      </h2>
      <p>
        Den nya hastigheten gäller från i dag, {swedishDateText(result.effectiveDate)}, och kostar{' '}
        {kr(result.product.price)}
        {result.campaign ? ` – ${result.campaign.title.toLowerCase()}` : ''}.
      </p>
      <p>
        Ordernummer <strong>{result.orderId}</strong>. Orderbekräftelsen finns bland dina dokument.
      </p>
      <Link href={ORDERS_PATH}>Se dina ordrar</Link>
    </section>
  );
}

export type BroadbandChangeProps = React.ComponentProps<'div'>;

/**
 * 'Byt bredband': the speeds the customer's connection can change to at the address
 * (availableChangesAndCampaigns) with their prices and campaign offers; the chosen speed is
 * confirmed and takes effect at once, recorded as an order with its confirmation.
 */
export function BroadbandChangeFlow({ className, ...props }: BroadbandChangeProps) {
  const available = useContractQuery(availableChangesContract, {}, { revalidateOnFocus: false });
  const change = useContractMutation(broadbandChangeContract);
  const [productId, setProductId] = React.useState<string | null>(null);
  const [key, setKey] = React.useState(() => crypto.randomUUID());
  const [done, setDone] = React.useState<BroadbandChangeResponse | null>(null);
  const listId = React.useId();

  let body: React.ReactNode;
  const subscription = available.data?.subscriptions[0];
  if (done) {
    body = <Changed result={done} />;
  } else if (available.isLoading) {
    body = (
      <SkeletonGroup label="Laddar hastigheterna du kan byta till…" className="gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  } else if (available.error || !available.data) {
    body = <LoadFailed title="Vi kunde inte hämta hastigheterna" query={available} />;
  } else if (!subscription) {
    body = <p className="text-muted">Du har inget bredband hos oss att byta hastighet på.</p>;
  } else {
    const current = subscription.name;
    const chosen = subscription.availableChanges.find((p) => p.productId === productId) ?? null;
    const offer = chosen
      ? broadbandChangeOffer(subscription.campaign, subscription.id, chosen)
      : null;

    async function confirm() {
      if (!chosen || !subscription) return;
      try {
        const result = await change.trigger({
          body: { subscriptionId: subscription.id, productId: chosen.productId },
          headers: { 'idempotency-key': key },
        });
        void available.mutate();
        setDone(result);
      } catch {
        // The banner below shows the server's words.
      }
    }

    body = (
      <div className="flex flex-col gap-6">
        <p>
          Ditt bredband nu: <strong>{current}</strong>
        </p>
        <section className="flex flex-col gap-3" aria-labelledby={listId}>
          <h2 id={listId} className="text-xl font-bold">
            Välj ny hastighet
          </h2>
          <RadioGroup
            aria-labelledby={listId}
            value={productId ?? ''}
            onValueChange={(value) => {
              setProductId(value);
              setKey(crypto.randomUUID());
              change.reset();
            }}
          >
            {subscription.availableChanges.map((product) => {
              const productOffer = broadbandChangeOffer(
                subscription.campaign,
                subscription.id,
                product,
              );
              return (
                <RadioGroupItem
                  key={product.productId}
                  value={product.productId}
                  label={`${product.name}, ${kr(product.price)}`}
                  description={
                    <>
                      {product.downloadSpeed} Mbit/s ner, {product.uploadSpeed} Mbit/s upp
                      {productOffer ? (
                        <>
                          {' · '}
                          <strong className="text-fg">Kampanj: {productOffer.title}</strong>
                        </>
                      ) : null}
                    </>
                  }
                />
              );
            })}
          </RadioGroup>
        </section>
        {chosen ? (
          <section
            aria-labelledby="broadband-change-summary"
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5"
          >
            <h2 id="broadband-change-summary" className="text-xl font-bold">
              Ditt byte
            </h2>
            <p>
              Från {current} till <strong>{chosen.name}</strong>, {kr(chosen.price)}
              {offer ? ` – kampanj: ${offer.title.toLowerCase()}` : ''}.
            </p>
            <p className="text-sm text-muted">
              Bytet gäller direkt när du bekräftar. Det nya priset gäller från i dag.
            </p>
          </section>
        ) : null}
        {change.error ? (
          <Banner variant="error" title="Bytet kunde inte genomföras">
            {saveFailure(change.error)}
          </Banner>
        ) : null}
        {chosen ? (
          <div>
            <Button
              type="button"
              onClick={() => void confirm()}
              // Not disabled while it runs: a disabled button drops the focus to <body>.
              loading={change.isMutating}
              loadingLabel="Byter…"
            >
              Bekräfta bytet
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div
      data-slot="broadband-change"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Byt bredband</PageHeading>
        <p className="text-lg text-muted">
          Byt till en annan hastighet på ditt bredband. Du ser hastigheterna som finns på din
          adress, deras priser och kampanjer.
        </p>
      </div>
      {body}
    </div>
  );
}
