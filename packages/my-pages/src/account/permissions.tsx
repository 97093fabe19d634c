import { consentsContract, saveConsentsContract } from '@lingon/contracts/mypages/consents';
import type { PermissionText } from '@lingon/contracts/mypages/gdpr';
import { optOutsContract, saveOptOutsContract } from '@lingon/contracts/mypages/opt-outs';
import { toggleConsent } from '@lingon/contracts/mypages/rules';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { SwitchField } from '@lingon/design-system/switch';
import { useAtom } from 'jotai';
import * as React from 'react';
import { permissionSavesAtom, type PermissionSaveState as SaveState } from '../lib/state';
import { PageHeading } from '../lib/page-heading';
import { SaveStatus } from '../lib/save-status';

type Kind = 'consents' | 'optOuts';

const CONTRACTS = {
  consents: { read: consentsContract, save: saveConsentsContract },
  optOuts: { read: optOutsContract, save: saveOptOutsContract },
} as const;

const TEXTS: Record<Kind, { title: string; lead: string; failed: string; empty: string }> = {
  consents: {
    title: 'Samtycken',
    lead: 'Det här får vi göra med dina uppgifter. Du kan ändra dig när du vill.',
    failed: 'Vi kunde inte hämta dina samtycken',
    empty: 'Det finns inga samtycken att ge just nu.',
  },
  optOuts: {
    title: 'Kontakta mig inte',
    lead: 'Slå på en spärr för det du inte vill att vi kontaktar dig om.',
    failed: 'Vi kunde inte hämta dina kontaktval',
    empty: 'Det finns inga kontaktspärrar att välja just nu.',
  },
};

/** The questions to show: all, or only the named ones. */
function shown(permissions: PermissionText[], only: readonly string[] | undefined) {
  return permissions.filter((permission) => !only || only.includes(permission.id));
}

function PermissionSwitch({
  permission,
  state,
  onToggle,
}: {
  permission: PermissionText;
  state: SaveState | undefined;
  onToggle: () => void;
}) {
  const id = React.useId();
  const saving = state === 'loading';
  return (
    <li className="flex flex-col gap-1 border-b border-border pb-3" data-slot="permission">
      <SwitchField
        id={id}
        label={<span className="font-medium">{permission.title}</span>}
        hint={permission.text}
        error={
          state === 'error'
            ? 'Ändringen kunde inte sparas. Ditt tidigare val gäller, försök igen.'
            : undefined
        }
        checked={permission.status === 'APPROVED'}
        // Not `disabled` while it saves: a disabled button loses the focus (to <body>), and the
        // keyboard user who pressed Space with it. It says it is busy and ignores presses instead.
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        className="aria-busy:cursor-progress aria-disabled:opacity-60"
        onCheckedChange={() => {
          if (!saving) onToggle();
        }}
      />
      <div aria-live="polite" className="min-h-5">
        {state === 'loading' ? (
          <SaveStatus status="saving">Sparar…</SaveStatus>
        ) : state === 'success' ? (
          <SaveStatus status="saved">Sparat</SaveStatus>
        ) : null}
      </div>
    </li>
  );
}

export interface PermissionSwitchesProps {
  /** Consents (GDPR) or opt-outs (contact blocks). */
  kind: Kind;
  /** Only these questions (e.g. ['TRAFFIC_DATA']); all when left out. */
  only?: readonly string[];
}

/**
 * The switches of one kind of permission, each saved at once (APPROVED ↔ DENIED) with
 * 'Sparar…', 'Sparat' or, on failure, the earlier answer kept and said so (SPEC §4, §8).
 */
export function PermissionSwitches({ kind, only }: PermissionSwitchesProps) {
  const { read, save } = CONTRACTS[kind];
  const texts = TEXTS[kind];
  const query = useContractQuery(read, {}, { revalidateOnFocus: false });
  const mutation = useContractMutation(save);
  const cache = useContractCache();
  const [states, setStates] = useAtom(permissionSavesAtom);

  async function toggle(permission: PermissionText) {
    const key = `${kind}:${permission.id}`;
    const status = toggleConsent(permission.status);
    setStates((current) => ({ ...current, [key]: 'loading' }));
    try {
      const answer = await mutation.trigger({ body: [{ id: permission.id, status }] });
      await cache.set(read, {}, answer);
      setStates((current) => ({ ...current, [key]: 'success' }));
    } catch {
      setStates((current) => ({ ...current, [key]: 'error' }));
    }
  }

  let body: React.ReactNode;
  if (query.isLoading) {
    body = (
      <SkeletonGroup label={`Laddar ${texts.title.toLowerCase()}…`} className="gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </SkeletonGroup>
    );
  } else if (query.error || !query.data) {
    body = (
      <ErrorBanner
        title={texts.failed}
        onRetry={() => void query.mutate()}
        retrying={query.isValidating}
      >
        Försök igen om en stund.
      </ErrorBanner>
    );
  } else if (shown(query.data.permissionTexts, only).length === 0) {
    body = <p className="text-muted">{texts.empty}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {shown(query.data.permissionTexts, only).map((permission) => (
          <PermissionSwitch
            key={permission.id}
            permission={permission}
            state={states[`${kind}:${permission.id}`]}
            onToggle={() => void toggle(permission)}
          />
        ))}
      </ul>
    );
  }

  return body;
}

function PermissionGroup({ kind }: { kind: Kind }) {
  const texts = TEXTS[kind];
  return (
    <section className="flex flex-col gap-3" data-slot={kind}>
      <h2 className="text-xl font-bold">{texts.title}</h2>
      <p className="text-muted">{texts.lead}</p>
      <PermissionSwitches kind={kind} />
    </section>
  );
}

export type PermissionSettingsProps = React.ComponentProps<'div'>;

/**
 * 'Dina rättigheter': the GDPR consents and the opt-outs as switches. Each change is saved at
 * once (APPROVED ↔ DENIED) and says 'Sparar…', 'Sparat' or, on failure, keeps the earlier answer
 * and says so.
 */
export function PermissionSettings({ className, children, ...props }: PermissionSettingsProps) {
  return (
    <div
      data-slot="permission-settings"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <PageHeading>Dina rättigheter</PageHeading>
      <PermissionGroup kind="consents" />
      <PermissionGroup kind="optOuts" />
      {children}
    </div>
  );
}
