import type { Disturbance } from '@lingon/contracts/site/disturbances';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Badge } from '@lingon/design-system/badge';
import { Card } from '@lingon/design-system/card';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import CircleCheck from 'lucide-react/icons/circle-check';
import * as React from 'react';
import { formatDisturbanceTime, groupDisturbances, SERVICE_LABELS } from './lib/disturbances';
import { useDisturbances } from './lib/use-disturbances';

export const NO_DISTURBANCES = 'Inga kända driftstörningar just nu';
export const DISTURBANCES_ERROR = 'Driftinformationen kunde inte hämtas';

function DisturbanceItem({ item }: { item: Disturbance }) {
  const ongoing = item.status === 'ongoing';
  return (
    <Card asChild variant={ongoing ? 'elevated' : 'outline'}>
      <li className="flex flex-col gap-3 p-5" data-status={item.status}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={ongoing ? 'warning' : 'success'}>{ongoing ? 'Pågår' : 'Åtgärdad'}</Badge>
          {item.services.map((service) => (
            <Badge key={service} variant="neutral" size="sm">
              {SERVICE_LABELS[service]}
            </Badge>
          ))}
        </div>
        <h3 className="text-lg font-semibold text-fg">{item.title}</h3>
        <p className="text-fg">{item.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Område</dt>
          <dd>{item.area}</dd>
          <dt className="text-muted">Började</dt>
          <dd>
            <time dateTime={item.startedAt}>{formatDisturbanceTime(item.startedAt)}</time>
          </dd>
          {ongoing && item.expectedResolvedAt ? (
            <>
              <dt className="text-muted">Beräknas klart</dt>
              <dd>
                <time dateTime={item.expectedResolvedAt}>
                  {formatDisturbanceTime(item.expectedResolvedAt)}
                </time>
              </dd>
            </>
          ) : null}
          {item.resolvedAt ? (
            <>
              <dt className="text-muted">Åtgärdad</dt>
              <dd>
                <time dateTime={item.resolvedAt}>{formatDisturbanceTime(item.resolvedAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </li>
    </Card>
  );
}

export type DisturbancesProps = React.ComponentProps<'div'>;

/**
 * /driftstorningar: ongoing disturbances first, then the recently resolved ones. Refreshes
 * every minute, so a visitor who keeps the page open sees when a fault is fixed.
 */
export function Disturbances({ className, ...props }: DisturbancesProps) {
  const { data, error, isValidating, mutate } = useDisturbances();
  const id = React.useId();

  let body: React.ReactNode;
  if (data) {
    const { ongoing, resolved } = groupDisturbances(data.disturbances);
    body = (
      <>
        <section aria-labelledby={`${id}-ongoing`} className="flex flex-col gap-4">
          <h2 id={`${id}-ongoing`} className="text-2xl font-bold text-fg">
            Pågående störningar
          </h2>
          {ongoing.length === 0 ? (
            <p
              data-slot="disturbances-empty"
              className="flex items-center gap-2 rounded-lg bg-success-bg px-4 py-3 text-fg"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              {NO_DISTURBANCES}
            </p>
          ) : (
            <ul className="flex flex-col gap-4">
              {ongoing.map((item) => (
                <DisturbanceItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
        {resolved.length > 0 ? (
          <section aria-labelledby={`${id}-resolved`} className="flex flex-col gap-4">
            <h2 id={`${id}-resolved`} className="text-2xl font-bold text-fg">
              Nyligen åtgärdade
            </h2>
            <ul className="flex flex-col gap-4">
              {resolved.map((item) => (
                <DisturbanceItem key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  } else if (error) {
    body = (
      <ErrorBanner title={DISTURBANCES_ERROR} onRetry={() => void mutate()} retrying={isValidating}>
        Försök igen om en stund. Vid akuta fel når du kundservice i chatten.
      </ErrorBanner>
    );
  } else {
    body = (
      <SkeletonGroup label="Laddar driftinformation…">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </SkeletonGroup>
    );
  }

  return (
    <div
      data-slot="disturbances"
      className={cn('flex max-w-3xl flex-col gap-10', className)}
      {...props}
    >
      {body}
    </div>
  );
}
