import type { Referral, ReferralStatus } from '@lingon/contracts/mypages/referrals';
import { Badge } from '@lingon/design-system/badge';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import * as React from 'react';
import { Section, rowClass } from './account/order-parts';
import { formatDate } from './lib/balance';
import { mayRecruit } from './lib/referral-eligibility';
import { useReferrals, useSubscriptions } from './lib/use-my-pages';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

const STATUS: Record<ReferralStatus, { label: string; variant: 'success' | 'info' | 'neutral' }> = {
  PENDING: { label: 'Väntar', variant: 'info' },
  REWARDED: { label: 'Rabatt given', variant: 'success' },
  CANCELLED: { label: 'Ingen rabatt', variant: 'neutral' },
};

function rewardText(referral: Referral): string {
  switch (referral.status) {
    case 'REWARDED':
      return `${formatPrice(referral.rewardKr, 'kr')} rabatt ${formatDate(referral.rewardOn ?? referral.orderedOn)}`;
    case 'PENDING':
      return `Rabatten ges ${formatDate(referral.rewardOn ?? referral.orderedOn)} om ${referral.friendName} är kvar som kund`;
    case 'CANCELLED':
      return `${referral.friendName} avslutade abonnemanget innan rabatten gavs`;
  }
}

/**
 * A button that copies a text and says so: the button's own label changes to 'Kopierad' for a
 * moment, and a polite live region tells screen-reader users what was copied.
 */
function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  label: string;
  copiedMessage: string;
}) {
  const [state, setState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  React.useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? 'Kopierad' : label}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? copiedMessage : ''}
        {state === 'failed'
          ? 'Det gick inte att kopiera. Markera texten och kopiera den själv.'
          : ''}
      </span>
    </>
  );
}

function allSubscriptions(data: NonNullable<ReturnType<typeof useSubscriptions>['data']>) {
  return [...data.mobileSubscriptions, ...data.broadbandSubscriptions];
}

function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  if (referrals.length === 0) {
    return (
      <p className="text-muted">
        Du har inte värvat någon än. Dela din kod eller länk, så syns dina vänner här när de har
        blivit kunder.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Dina värvningar">
      {referrals.map((referral) => (
        <li key={referral.id} className={rowClass} data-slot="referral-row">
          <span className="flex min-w-48 flex-1 flex-col">
            <span className="font-medium">{referral.friendName}</span>
            <span className="text-sm text-muted">
              Blev kund {formatDate(referral.orderedOn)} · {rewardText(referral)}
            </span>
          </span>
          <Badge variant={STATUS[referral.status].variant}>{STATUS[referral.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer without an invoiced subscription (none at all, or a prepaid card only): the reward
 * is a discount on an invoice they do not get, so no code to share; what it takes instead.
 */
function NotEligible({ prepaid }: { prepaid: boolean }) {
  return (
    <Card variant="muted" data-slot="referral-not-eligible">
      <CardHeader>
        <CardTitle asChild>
          <h2>Värva en vän gäller abonnemang med faktura</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 pb-6">
        <p>
          Rabatten för en värvad vän dras på din faktura, så du behöver ett mobilabonnemang eller
          bredband hos oss för att kunna värva.{' '}
          {prepaid
            ? 'Ett kontantkort har ingen faktura att dra rabatten på.'
            : 'Du har inget abonnemang hos oss än.'}
        </p>
        <p>
          <Link href="/bredband">Kolla bredband på din adress</Link>
        </p>
      </CardContent>
    </Card>
  );
}

export type ReferAFriendProps = React.ComponentProps<'div'>;

/**
 * 'Värva en vän': the customer's own referral code and the link to share, the offer and its
 * rules, and the friends who became customers with the code, each with where its reward stands.
 */
export function ReferAFriend({ className, ...props }: ReferAFriendProps) {
  const referrals = useReferrals();
  const subscriptions = useSubscriptions();
  const titleId = React.useId();
  let body: React.ReactNode;
  if (referrals.isLoading || subscriptions.isLoading) {
    body = (
      <SkeletonGroup label="Laddar din värvarkod…" className="gap-4">
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </SkeletonGroup>
    );
  } else if (referrals.error || !referrals.data) {
    body = <LoadFailed title="Vi kunde inte hämta din värvarkod" query={referrals} />;
  } else if (subscriptions.data && !mayRecruit(allSubscriptions(subscriptions.data))) {
    // A failed subscriptions call does not hide the code: the server's answer stands.
    body = (
      <>
        <NotEligible
          prepaid={allSubscriptions(subscriptions.data).some(
            (subscription) => subscription.subscriptionType === 'PREPAID_VOICE',
          )}
        />
        {referrals.data.referrals.length > 0 ? (
          <Section title="Dina värvningar" slot="referrals">
            <ReferralList referrals={referrals.data.referrals} />
          </Section>
        ) : null}
      </>
    );
  } else {
    const { code, link, offer, totalRewardKr } = referrals.data;
    body = (
      <>
        <section
          aria-labelledby={`${titleId}-code`}
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6"
          data-slot="referral-code"
        >
          <h2 id={`${titleId}-code`} className="text-xl font-bold">
            Din värvarkod
          </h2>
          <p
            className="text-3xl font-bold tracking-widest text-primary"
            data-testid="referral-code"
          >
            {code}
          </p>
          <p className="break-all text-sm text-muted">
            Eller dela länken: <span className="text-fg">{link}</span>
          </p>
          <div className="flex flex-wrap gap-3">
            <CopyButton
              text={code}
              label="Kopiera koden"
              copiedMessage={`Koden ${code} är kopierad`}
            />
            <CopyButton text={link} label="Kopiera länken" copiedMessage="Länken är kopierad" />
          </div>
        </section>
        <Section title="Så funkar det" slot="referral-offer">
          <p>{offer.friendOffer}</p>
          <p>{offer.reward}</p>
          <ul className="ml-5 flex list-disc flex-col gap-1 text-muted">
            {offer.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>
        <Section title="Dina värvningar" slot="referrals">
          {totalRewardKr > 0 ? (
            <p>Du har fått {formatPrice(totalRewardKr, 'kr')} i rabatt hittills.</p>
          ) : null}
          <ReferralList referrals={referrals.data.referrals} />
        </Section>
      </>
    );
  }
  return (
    <div
      data-slot="refer-a-friend"
      className={cn('flex max-w-3xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Värva en vän</PageHeading>
        <p className="text-lg text-muted">
          Tipsa en vän om oss – din vän får ett bättre pris och du får rabatt på din faktura.
        </p>
      </div>
      {body}
    </div>
  );
}
