import { formatAddressHit, type AddressHit } from '@lingon/contracts/broadband/address-search';
import type { EvaluatedAddress } from '@lingon/contracts/broadband/evaluate-address';
import type { ProductOffering } from '@lingon/contracts/broadband/product';
import { ApartmentPicker } from '@lingon/design-system/apartment-picker';
import { Spinner } from '@lingon/design-system/spinner';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import * as React from 'react';
import { toApartments } from './lib/address-flow';
import { SUPPORT_HOURS, SUPPORT_PHONE } from '@lingon/contracts/site/support-contact';
import { useCommitHome } from './use-products';

export interface CoveredHome {
  home: EvaluatedAddress;
  offering: ProductOffering | null;
}

export interface ApartmentStepProps extends Omit<React.ComponentProps<'section'>, 'onSelect'> {
  /** The homes the address evaluation returned. */
  addresses: readonly EvaluatedAddress[];
  /** The offering the evaluation returned; it belongs to the first home. */
  offering: ProductOffering | null;
  /** The address the visitor checked. */
  address: AddressHit;
  /** Called once the chosen home is set in the order state. */
  onCovered: (result: CoveredHome) => void;
  /** The home chosen here before (the step shown again): marked until another is chosen. */
  chosenPointId?: string | undefined;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Step two of the address check when an address has several homes (or one behind another
 * entrance): the visitor picks theirs, the home is set via chooseHomeAtom and the flow continues.
 * A home other than the first gets its own offering (access id, products) from the point
 * (useCommitHome).
 */
export function ApartmentStep({
  addresses,
  offering,
  address,
  onCovered,
  chosenPointId,
  headingLevel = 2,
  className,
  ...props
}: ApartmentStepProps) {
  const commitHome = useCommitHome();
  const loadingPointId = commitHome.pendingPointId;
  const apartments = React.useMemo(() => toApartments(addresses), [addresses]);

  function choose(pointId: string) {
    const home = addresses.find((candidate) => candidate.pointId === pointId);
    if (!home) return;
    commitHome.choose({
      hit: address,
      home,
      evaluation: { addresses: [...addresses], product: offering },
      onCommitted: onCovered,
    });
  }

  return (
    <section
      data-slot="apartment-step"
      aria-busy={loadingPointId ? true : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <p className="text-base text-muted">
        {addresses.length > 1 ? 'Det finns flera bostäder på ' : 'Bekräfta din bostad på '}
        <strong className="text-fg">{formatAddressHit(address)}</strong>.
      </p>
      <ApartmentPicker
        apartments={apartments}
        headingLevel={headingLevel}
        selectedPointId={loadingPointId ?? chosenPointId}
        onSelect={(apartment) => choose(apartment.pointId)}
      />
      {loadingPointId ? (
        <div className="flex items-center gap-2 text-base text-muted">
          <Spinner label="Hämtar erbjudandet för din bostad…" />
          <span aria-hidden="true">Hämtar erbjudandet för din bostad…</span>
        </div>
      ) : null}
      {/* A home missing from the list (a new build, a number written differently) is no dead end. */}
      <p data-slot="apartment-step-help" className="text-sm text-muted">
        Hittar du inte din lägenhet? Ring oss på{' '}
        <Link href={SUPPORT_PHONE.href}>{SUPPORT_PHONE.display}</Link>, {SUPPORT_HOURS}, så hjälper
        vi dig.
      </p>
    </section>
  );
}
