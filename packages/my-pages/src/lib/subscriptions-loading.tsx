import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';

/** The customer's subscriptions while they load, where a flow starts by choosing one of them. */
export function SubscriptionsLoading() {
  return (
    <SkeletonGroup label="Laddar dina abonnemang…" className="gap-3">
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </SkeletonGroup>
  );
}
