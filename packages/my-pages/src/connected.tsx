import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import type { ConnectedGroup } from '@lingon/contracts/mypages/connected-subscriptions';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { FAMILY_PATH } from './lib/family-paths';
import { subscriptionHref } from './lib/subscription-address';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { rowClass } from './account/order-parts';
import { formatMsisdn } from './lib/balance';
import { useConnectedSubscriptions } from './lib/use-my-pages';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

export const SURFSIM_PATH = `${MY_PAGES_PATH}/anslutna-abonnemang/surfsim`;

function Group({ group }: { group: ConnectedGroup }) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="connected-group"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold">
          {group.name}
        </h2>
        <p className="text-muted">
          {formatMsisdn(group.msisdn)} · {group.plan} · Ägare: {group.ownerName}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Familjeabonnemang</h3>
        {group.members.length === 0 ? (
          <p className="text-muted">Inga familjeabonnemang är kopplade hit.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`Familjeabonnemang till ${group.name}`}>
            {group.members.map((member) => (
              <li key={member.msisdn} className={rowClass}>
                <span className="flex min-w-48 flex-1 flex-col">
                  <span className="font-medium">{member.name}</span>
                  <span className="text-sm text-muted">
                    {formatMsisdn(member.msisdn)} · {member.plan}
                    {member.surfSims > 0 ? ` · ${member.surfSims} surf-sim` : ''}
                  </span>
                </span>
                <span className="text-sm text-muted">
                  {member.userName
                    ? `Används av ${member.userName}`
                    : `Används av ${group.ownerName}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {group.canAddFamily ? (
          <Link href={subscriptionHref(FAMILY_PATH, group.msisdn)}>
            Lägg till familjeabonnemang till {group.name}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Surf-sim</h3>
        <p className="text-muted">
          {group.surfSims === 0
            ? 'Ingen surf-sim är kopplad hit.'
            : `${group.surfSims} av ${group.maxSurfSims} möjliga surf-sim är kopplade hit.`}
        </p>
        {group.canOrderSurfSim ? (
          <Link href={subscriptionHref(SURFSIM_PATH, group.msisdn)}>
            Beställ surf-sim till {group.name}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export type ConnectedSubscriptionsProps = React.ComponentProps<'div'>;

/**
 * 'Anslutna abonnemang': each of the customer's own mobile subscriptions with what is connected
 * to it — family subscriptions (and who uses them) and surf sims — and a way to order a surf sim
 * where there is room for one.
 */
export function ConnectedSubscriptions({ className, ...props }: ConnectedSubscriptionsProps) {
  const connected = useConnectedSubscriptions();
  let body: React.ReactNode;
  if (connected.isLoading) {
    body = (
      <SkeletonGroup label="Laddar dina abonnemang…" className="gap-4">
        <Skeleton className="h-48" />
      </SkeletonGroup>
    );
  } else if (connected.error || !connected.data) {
    body = <LoadFailed title="Vi kunde inte hämta dina anslutna abonnemang" query={connected} />;
  } else if (connected.data.groups.length === 0) {
    body = (
      <p className="text-muted">
        Du har inget mobilabonnemang hos oss, så det finns inget som kan kopplas till det.
      </p>
    );
  } else {
    body = connected.data.groups.map((group) => <Group key={group.msisdn} group={group} />);
  }
  return (
    <div
      data-slot="connected-subscriptions"
      className={cn('flex max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Anslutna abonnemang</PageHeading>
        <p className="text-lg text-muted">
          Familjeabonnemang och surf-sim som är kopplade till dina abonnemang.
        </p>
      </div>
      {body}
    </div>
  );
}
