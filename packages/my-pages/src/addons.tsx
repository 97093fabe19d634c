import type { Addon } from '@lingon/contracts/mypages/schemas';
import { Card, CardContent } from '@lingon/design-system/card';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { cn } from '@lingon/design-system/lib/cn';
import { formatPrice } from '@lingon/design-system/lib/format';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { Switch } from '@lingon/design-system/switch';
import * as React from 'react';

import { SaveStatus } from './lib/save-status';
import type { AddonChangeState } from './lib/state';
import { useAddons } from './lib/use-addons';
import { SubscriptionSwitcher, useChosenSubscription } from './subscriptions';
import { PageHeading } from './lib/page-heading';

const CATEGORY_TITLES: Record<Addon['category'], string> = {
  SURF: 'Surf',
  ROAMING: 'Utomlands',
  ENTERTAINMENT: 'Underhållning',
  SECURITY: 'Trygghet',
  SERVICE: 'Tjänster',
};

function ChangeStatus({ state }: { state: AddonChangeState | undefined }) {
  switch (state?.status) {
    case 'saving':
      return <SaveStatus status="saving">Sparar…</SaveStatus>;
    case 'settling':
      return <SaveStatus status="saving">Uppdateras…</SaveStatus>;
    case 'saved':
      return (
        <SaveStatus status="saved">
          {state.active ? 'Tjänsten är på' : 'Tjänsten är avslutad'}
        </SaveStatus>
      );
    case 'unchanged':
      return (
        <SaveStatus status="note">
          {state.active ? 'Tjänsten var redan på' : 'Tjänsten var redan avslutad'}
        </SaveStatus>
      );
    case 'error':
      return (
        <SaveStatus status="error">
          Ändringen kunde inte göras. Tjänsten är som förut, försök igen.
        </SaveStatus>
      );
    default:
      return null;
  }
}

function AddonCard({
  addon,
  state,
  onChange,
}: {
  addon: Addon;
  state: AddonChangeState | undefined;
  onChange: (activate: boolean, optionName?: string) => void;
}) {
  const id = React.useId();
  const activeOption = addon.options.find((option) => option.optionActive);
  const [chosen, setChosen] = React.useState(activeOption?.name ?? addon.options[0]?.name ?? '');
  const busy = state?.status === 'saving' || state?.status === 'settling';
  const shown = state && state.status !== 'error' ? state.active : addon.active;
  const price = addon.options.find((option) => option.name === chosen)?.price ?? addon.price;

  return (
    <Card asChild data-slot="addon">
      <li>
        <CardContent className="flex flex-col gap-3 py-5">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col">
              <label htmlFor={id} className="text-lg font-bold">
                {addon.title}
              </label>
              <span className="text-muted">{formatPrice(price)}</span>
            </div>
            <Switch
              id={id}
              checked={shown === true}
              // Not `disabled` while the change is saved and settles: a disabled button loses the
              // focus (to <body>), and the keyboard user who pressed Space with it. It says it is
              // busy and ignores presses instead.
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              className="aria-busy:cursor-progress aria-disabled:opacity-60"
              aria-describedby={`${id}-status`}
              onCheckedChange={(checked) => {
                if (!busy) onChange(checked, chosen);
              }}
            />
          </div>
          {addon.options.length > 1 ? (
            <RadioGroup
              aria-label={`Välj ${addon.title.toLowerCase()}`}
              value={chosen}
              // As the switch: busy, not `disabled`, which would drop the focus to <body>.
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              className="flex-row flex-wrap gap-x-6 aria-busy:cursor-progress aria-disabled:opacity-60"
              onValueChange={(value) => {
                if (busy) return;
                setChosen(value);
                // Changing the size of an addon that is on switches to it at once.
                if (addon.active) onChange(true, value);
              }}
            >
              {addon.options.map((option) => (
                <RadioGroupItem
                  key={option.name}
                  value={option.name}
                  label={`${option.title}, ${formatPrice(option.price)}`}
                />
              ))}
            </RadioGroup>
          ) : null}
          <div id={`${id}-status`} aria-live="polite" className="min-h-5">
            <ChangeStatus state={state} />
          </div>
        </CardContent>
      </li>
    </Card>
  );
}

export type AddonListProps = React.ComponentProps<'div'>;

/** 'Extratjänster': the chosen subscription's addons by category, each switched on and off. */
export function AddonList({ className, ...props }: AddonListProps) {
  const { subscriptions, mobile, chosen, choose } = useChosenSubscription();
  const { addons, setAddon, stateOf } = useAddons(chosen?.id ?? null);

  let body: React.ReactNode;
  if (subscriptions.isLoading || (chosen && addons.isLoading)) {
    body = (
      <SkeletonGroup label="Laddar extratjänster…" className="gap-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </SkeletonGroup>
    );
  } else if (subscriptions.error || addons.error) {
    body = (
      <ErrorBanner
        title="Vi kunde inte hämta dina extratjänster"
        onRetry={() => void (subscriptions.error ? subscriptions.mutate() : addons.mutate())}
        retrying={subscriptions.isValidating || addons.isValidating}
      >
        Något gick fel hos oss. Försök igen om en stund.
      </ErrorBanner>
    );
  } else if (!chosen) {
    body = <p className="text-muted">Du har inget mobilabonnemang som kan ha extratjänster.</p>;
  } else {
    const list = addons.data?.addons ?? [];
    const categories = [...new Set(list.map((addon) => addon.category))];
    body = (
      <>
        <SubscriptionSwitcher mobile={mobile} chosen={chosen} onChoose={choose} />
        {list.length === 0 ? (
          <p className="text-muted">
            Det finns inga extratjänster för {chosen.displayName ?? chosen.name}.
          </p>
        ) : (
          categories.map((category) => (
            <section key={category} className="flex flex-col gap-3">
              <h2 className="text-xl font-bold">{CATEGORY_TITLES[category]}</h2>
              <ul className="flex flex-col gap-3">
                {list
                  .filter((addon) => addon.category === category)
                  .map((addon) => (
                    <AddonCard
                      key={addon.name}
                      addon={addon}
                      state={stateOf(addon)}
                      onChange={(activate, optionName) =>
                        void setAddon(addon, activate, optionName)
                      }
                    />
                  ))}
              </ul>
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <div
      data-slot="addon-list"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <PageHeading>Extratjänster</PageHeading>
      {body}
    </div>
  );
}
