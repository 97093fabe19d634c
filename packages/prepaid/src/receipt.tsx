import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import { topUpStatusContract } from '@lingon/contracts/prepaid/topup';
import { useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { AppLink } from '@lingon/design-system/link-provider';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { STUDENT_PRICE } from './lib/price-words';
import { TOPUP_PATHS } from './lib/steps';
import { productPoints } from './offering';
import { kronor } from './summary';

const METHOD = { card: 'Kort', swish: 'Swish' } as const;

/** `kassa/bekraftelse`: the receipt of a paid top-up, read from the server. */
export function TopUpReceipt({ topUpId }: { topUpId: string }) {
  const { data, error, isLoading, mutate, isValidating } = useContractQuery(topUpStatusContract, {
    params: { topUpId },
  });
  if (isLoading) {
    return (
      <SkeletonGroup label="Hämtar kvittot…" className="gap-3">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-48" />
      </SkeletonGroup>
    );
  }
  if (error || !data) {
    return (
      <ErrorBanner
        title="Vi kunde inte hämta kvittot"
        onRetry={() => void mutate()}
        retrying={isValidating}
      >
        Din betalning påverkas inte. Försök igen om en stund.
      </ErrorBanner>
    );
  }
  if (data.status !== 'paid') {
    return (
      <Banner variant="info" title="Laddningen är inte betald">
        <AppLink href={TOPUP_PATHS.betalning} className="font-semibold underline">
          Tillbaka till betalningen
        </AppLink>
      </Banner>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Banner variant="success" title="Tack! Ditt kontantkort är laddat">
        {data.product.name} finns på {formatSwedishMobile(data.msisdn)} nu.
      </Banner>
      <section
        aria-labelledby="receipt-heading"
        className="rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <h2 id="receipt-heading" className="mb-4 text-xl font-bold text-fg">
          Kvitto
        </h2>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3">
          <dt className="text-muted">{data.product.categoryTitle}</dt>
          <dd className="text-right font-semibold text-fg">
            {data.product.name}
            <span className="block text-sm font-normal text-muted">
              {productPoints(data.product).join(' · ')}
            </span>
          </dd>
          <dt className="text-muted">Mobilnummer</dt>
          <dd className="text-right text-fg">{formatSwedishMobile(data.msisdn)}</dd>
          <dt className="text-muted">Betalt</dt>
          <dd className="text-right font-semibold text-fg">
            {kronor(data.amount)}
            {data.studentDiscount ? (
              <span className="block text-sm font-normal text-muted">{STUDENT_PRICE}</span>
            ) : null}
          </dd>
          <dt className="text-muted">Betalsätt</dt>
          <dd className="text-right text-fg">{data.payment ? METHOD[data.payment.method] : '–'}</dd>
          <dt className="text-muted">Referens</dt>
          <dd className="text-right font-mono text-fg">{data.reference}</dd>
          {data.balance?.saldoKr !== null && data.balance?.saldoKr !== undefined ? (
            <>
              <dt className="text-muted">Nytt saldo</dt>
              <dd className="text-right text-fg">{kronor(data.balance.saldoKr)}</dd>
            </>
          ) : null}
          {data.balance?.dataRemainingGb !== null && data.balance?.dataRemainingGb !== undefined ? (
            <>
              <dt className="text-muted">Surf kvar</dt>
              <dd className="text-right text-fg">
                {`${data.balance.dataRemainingGb.toLocaleString('sv-SE')}\u00a0GB`}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <AppLink href={MY_PAGES_PATH}>Till Mitt Lingon</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href={TOPUP_PATHS.ladda}>Ladda igen</AppLink>
        </Button>
      </div>
    </div>
  );
}
