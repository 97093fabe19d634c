import { MY_PAGES_NAME, MY_PAGES_PATH } from '@lingon/contracts/brand';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import { topUpStatusContract, type TopUp } from '@lingon/contracts/prepaid/topup';
import { useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { formatNumber, formatPrice, UNIT_SEPARATOR } from '@lingon/design-system/lib/format';
import { AppLink } from '@lingon/design-system/link-provider';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { STUDENT_PRICE } from './lib/price-words';
import { topUpCheckoutAtom, topUpInfoAtom } from './lib/state';
import { firstMissingStep, TOPUP_PATHS } from './lib/steps';
import { productPoints } from './offering';

const METHOD = { card: 'Kort', swish: 'Swish' } as const;

/**
 * Data left as my pages show it, with at most one decimal: '8,1 GB', '25 GB'. The design system's
 * formatNumber gives a fraction two decimals; the second of a value rounded to tenths is a 0.
 */
function formatGigabytes(value: number): string {
  const tenths = Math.round(value * 10) / 10;
  const digits = formatNumber(tenths);
  return `${Number.isInteger(tenths) ? digits : digits.slice(0, -1)}${UNIT_SEPARATOR}GB`;
}

export interface ReceiptIntro {
  title: string;
  lead: string;
}

/**
 * The heading and lead of the receipt page: thanks and a receipt only for a paid top-up. One that
 * is not paid (or not read yet) gets neutral words; the receipt below says how it stands.
 */
export function receiptIntro(topUp: TopUp | undefined): ReceiptIntro {
  return topUp?.status === 'paid'
    ? { title: 'Tack för din laddning!', lead: 'Här är kvittot på din laddning.' }
    : { title: 'Din laddning', lead: 'Här ser du hur det gick med betalningen.' };
}

/**
 * `receiptIntro` for the top-up the page shows (the site's page intro above TopUpReceipt), read
 * through the same query as the receipt.
 */
export function useTopUpReceiptIntro(topUpId: string): ReceiptIntro {
  const { data } = useContractQuery(topUpStatusContract, { params: { topUpId } });
  return receiptIntro(data);
}

/** How often a receipt whose payment is still waiting asks again. */
const RECEIPT_POLL_MS = 2000;

export interface TopUpReceiptProps {
  topUpId: string;
  /**
   * The top-up is paid and its receipt shown: the checkout may end (finishCheckoutAtom). Called
   * once, and never for a top-up that is not paid, whose checkout is still needed to pay it.
   */
  onPaid?: (topUp: TopUp) => void;
}

/**
 * `kassa/bekraftelse`: the receipt of a paid top-up, read from the server. A top-up that is not
 * paid has no receipt: it says so, and leads back to its payment while this tab's checkout still
 * holds it, or else to a new top-up.
 */
export function TopUpReceipt({ topUpId, onPaid }: TopUpReceiptProps) {
  const { data, error, isLoading, mutate, isValidating } = useContractQuery(
    topUpStatusContract,
    { params: { topUpId } },
    // A payment still waiting (the receipt opened from history while Swish waits) is followed,
    // so the page turns into the receipt once it is paid.
    { refreshInterval: (latest) => (latest?.status === 'pending' ? RECEIPT_POLL_MS : 0) },
  );
  const info = useAtomValue(topUpInfoAtom);
  const checkout = useAtomValue(topUpCheckoutAtom);
  const paidOnce = React.useRef(false);
  React.useEffect(() => {
    if (data?.status === 'paid' && !paidOnce.current) {
      paidOnce.current = true;
      onPaid?.(data);
    }
  }, [data, onPaid]);

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
    // The payment step goes on with this top-up only from the checkout that created it.
    const canPay =
      checkout?.topUpId === data.topUpId && !firstMissingStep('betalning', info, checkout);
    const pending = data.status === 'pending';
    return (
      <Banner
        variant="info"
        title={pending ? 'Betalningen är inte klar' : 'Laddningen är inte betald'}
      >
        <p>
          Inget har laddats på{' '}
          <span className="whitespace-nowrap">{formatSwedishMobile(data.msisdn)}</span>
          {pending ? ' än.' : '.'}
        </p>
        {canPay ? (
          <AppLink href={TOPUP_PATHS.betalning} className="font-semibold underline">
            Tillbaka till betalningen
          </AppLink>
        ) : (
          <AppLink href={TOPUP_PATHS.ladda} className="font-semibold underline">
            Välj laddning igen
          </AppLink>
        )}
      </Banner>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Banner variant="success" title="Ditt kontantkort är laddat">
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
            {formatPrice(data.amount, 'kr')}
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
              <dd className="text-right text-fg">{formatPrice(data.balance.saldoKr, 'kr')}</dd>
            </>
          ) : null}
          {data.balance?.dataRemainingGb !== null && data.balance?.dataRemainingGb !== undefined ? (
            <>
              <dt className="text-muted">Surf kvar</dt>
              <dd className="text-right text-fg">
                {formatGigabytes(data.balance.dataRemainingGb)}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <AppLink href={MY_PAGES_PATH}>Till {MY_PAGES_NAME}</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href={TOPUP_PATHS.ladda}>Ladda igen</AppLink>
        </Button>
      </div>
    </div>
  );
}
