import type { BankidDevice, BankidPurpose } from '@lingon/contracts/bankid/messages';
import { bankidLaunchUrl } from '@lingon/contracts/bankid/launch-url';
import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { Button } from '@lingon/design-system/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Smartphone from 'lucide-react/icons/smartphone';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { BankidFlowOptions, BankidIdentity } from './bankid-flow';
import { BankidQrCode } from './bankid-qr-code';
import type { BankidState, BankidView } from './bankid-state';
import { currentBankidDevice } from './device';
import { revealFocus, useFocusFallback } from './use-focus-fallback';
import { useBankid } from './use-bankid';

export interface BankidPanelProps {
  /** Decides the heading, the explanation and the start button's words. */
  purpose?: BankidPurpose;
  state: BankidState;
  view: BankidView;
  device: BankidDevice;
  /** Where the BankID app sends a phone back when done. */
  returnUrl?: string;
  /** A name to show beside "Verifierad". */
  verifiedName?: string;
  onStart?: () => void;
  onCancel?: () => void;
  onRetry?: () => void;
  onOpenOnThisDevice?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/** What the block says for each purpose: its heading, why BankID is asked for, the start button. */
export const BANKID_BLOCK_TEXT: Record<
  BankidPurpose,
  { title: string; description: string; start: string }
> = {
  order: {
    title: 'Verifiera dig med BankID',
    description:
      'Innan du beställer behöver vi veta att det är du. Du verifierar dig och skriver under beställningen med BankID.',
    start: 'Verifiera med BankID',
  },
  'tv-discount': {
    title: 'Verifiera dig med BankID',
    description:
      'Är du redan mobilkund hos oss? Verifiera dig med BankID så visar vi dina priser med mobilkundsrabatten.',
    start: 'Verifiera med BankID',
  },
  autogiro: {
    title: 'Skriv under med BankID',
    description:
      'Du godkänner medgivandet till autogiro genom att skriva under med BankID på din mobil eller dator.',
    start: 'Skriv under med BankID',
  },
  'mobile-order': {
    title: 'Skriv under med BankID',
    description:
      'Du beställer abonnemanget och godkänner villkoren genom att skriva under med BankID på din mobil eller dator.',
    start: 'Skriv under med BankID',
  },
  transfer: {
    title: 'Skriv under med BankID',
    description:
      'Du godkänner överlåtelsen av abonnemanget genom att skriva under med BankID på din mobil eller dator.',
    start: 'Skriv under med BankID',
  },
  'prepaid-registration': {
    title: 'Identifiera dig med BankID',
    description:
      'Enligt lag måste den som använder ett kontantkort vara registrerad. Identifiera dig med BankID så registreras kortet på dig.',
    start: 'Identifiera dig med BankID',
  },
  login: {
    title: 'Logga in med BankID',
    description: `Logga in på ${MY_PAGES_NAME} med BankID på din mobil eller dator.`,
    start: 'Logga in med BankID',
  },
};

/**
 * What the BankID block shows for one state; no calls of its own (see BankidBlock).
 *
 * Focus that was in the block stays in it when a state replaces the control that had it: the
 * start button and "Försök igen" give way to the status (tabIndex -1, so that a screen reader reads
 * where the flow is: "Startar BankID …", the RFA text beside the QR code, "Verifierad"), "Avbryt"
 * and a failure to "Försök igen" (described by the status, which says why).
 */
export function BankidPanel({
  purpose = 'order',
  state,
  view,
  device,
  returnUrl,
  verifiedName,
  onStart,
  onCancel,
  onRetry,
  onOpenOnThisDevice,
  headingLevel = 2,
  className,
}: BankidPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const texts = BANKID_BLOCK_TEXT[purpose];
  const launchUrl = state.autoStartToken
    ? bankidLaunchUrl(state.autoStartToken, { device, ...(returnUrl ? { returnUrl } : {}) })
    : null;
  const name = verifiedName ?? state.user?.name;
  const verified = view.tone === 'success';
  const showIdentity = verified && Boolean(name);
  const showQr = Boolean(view.showQr && state.qrCode);
  const statusId = useId();
  const identityId = useId();
  const root = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  useFocusFallback(root, () =>
    view.canRetry ? retry.current : view.canStart ? start.current : status.current,
  );
  // The QR code comes and goes above the status, and the description goes with success: keep the
  // focused status in view (with the code when it comes; when something above it goes, the status
  // moves up by its height, off a scrolled screen).
  useLayoutEffect(() => {
    const element = status.current;
    if (element && element.ownerDocument.activeElement === element) revealFocus(element);
  }, [showQr, verified]);
  return (
    <Card
      ref={root}
      data-slot="bankid-block"
      data-state={state.phase}
      variant={verified ? 'selected' : 'outline'}
      className={className}
    >
      <CardHeader>
        <CardTitle asChild>
          <Heading>{texts.title}</Heading>
        </CardTitle>
        {verified ? null : <CardDescription>{texts.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        {showQr && state.qrCode ? (
          <div className="flex flex-col items-center gap-3 self-stretch sm:flex-row sm:items-center sm:gap-6">
            <BankidQrCode value={state.qrCode} />
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted">
              <li>Öppna BankID-appen på din mobil.</li>
              <li>Tryck på QR-symbolen i appen.</li>
              <li>Rikta kameran mot QR-koden här.</li>
            </ol>
          </div>
        ) : null}

        <p
          ref={status}
          id={statusId}
          data-slot="bankid-status"
          role="status"
          aria-live="polite"
          // Not a control: focusable only by the block itself, when what had focus went away.
          tabIndex={-1}
          aria-describedby={showIdentity ? identityId : undefined}
          className={cn(
            // Always in the tree so that screen readers announce each new text.
            'flex items-start gap-2 text-base empty:sr-only focus-visible:focus-ring',
            view.tone === 'error' && 'font-medium text-danger',
            view.tone === 'success' && 'font-semibold text-success',
          )}
        >
          {view.status ? (
            <>
              {view.tone === 'pending' ? (
                <span
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 rounded-pill border-2 border-current border-r-transparent motion-safe:animate-spin"
                />
              ) : null}
              {view.tone === 'error' ? (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              ) : null}
              {view.tone === 'success' ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              ) : null}
              <span>{view.status}</span>
            </>
          ) : null}
        </p>
        {showIdentity ? (
          <p id={identityId} data-slot="bankid-identity" className="-mt-2 text-sm text-muted">
            Du är verifierad som {name}.
          </p>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          {view.canStart ? (
            <Button ref={start} type="button" onClick={onStart}>
              {texts.start}
            </Button>
          ) : null}
          {view.showOpenApp && launchUrl && device === 'phone' ? (
            <Button asChild>
              <a href={launchUrl} onClick={onOpenOnThisDevice}>
                <Smartphone aria-hidden="true" className="size-5" />
                Öppna BankID-appen
              </a>
            </Button>
          ) : null}
          {view.canCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Avbryt
            </Button>
          ) : null}
          {view.canRetry ? (
            <Button ref={retry} type="button" aria-describedby={statusId} onClick={onRetry}>
              Försök igen
            </Button>
          ) : null}
        </div>
        {view.showOpenApp && launchUrl && device === 'computer' ? (
          <Link href={launchUrl} onClick={onOpenOnThisDevice} className="text-sm">
            Öppna BankID på den här enheten
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

export interface BankidBlockProps {
  /**
   * 'order' signs an order; 'tv-discount' identifies an existing mobile customer; 'login' signs
   * the person in to my pages (the server then sets the session).
   */
  purpose?: BankidFlowOptions['purpose'];
  /** Called once when BankID completes. */
  onVerified: (identity: BankidIdentity) => void;
  /** Already verified in this checkout (the block was remounted): show the verified state. */
  verified?: { name: string } | null;
  /** Telemarketing: the customer's personal number; only they can then sign. */
  personalNumber?: string;
  /** Override the detected device (stories, tests). */
  device?: BankidDevice;
  returnUrl?: string;
  pollIntervalMs?: number;
  api?: BankidFlowOptions['api'];
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * BankID in a page: the animated QR code on a computer, the app on this device on a phone, every
 * hint and outcome (SPEC §4, §8, RP 6.0 texts), cancel and try again. Used by the broadband order,
 * the TV discount check and the my-pages sign-in.
 */
export function BankidBlock({
  purpose = 'order',
  onVerified,
  verified,
  personalNumber,
  device: deviceOverride,
  returnUrl,
  pollIntervalMs,
  api,
  headingLevel,
  className,
}: BankidBlockProps) {
  const [detected] = useState(currentBankidDevice);
  const device = deviceOverride ?? detected;
  const bankid = useBankid({
    purpose,
    device,
    onVerified,
    ...(personalNumber ? { personalNumber } : {}),
    ...(pollIntervalMs ? { pollIntervalMs } : {}),
    ...(api ? { api } : {}),
  });
  const showVerified = Boolean(verified) && bankid.state.phase === 'idle';
  const state: BankidState = showVerified ? { ...bankid.state, phase: 'verified' } : bankid.state;
  const view: BankidView = showVerified
    ? { ...bankid.view, status: 'Verifierad', tone: 'success', canStart: false }
    : bankid.view;
  return (
    <BankidPanel
      purpose={purpose}
      state={state}
      view={view}
      device={device}
      returnUrl={returnUrl ?? defaultReturnUrl()}
      verifiedName={verified?.name}
      onStart={() => void bankid.start()}
      onCancel={() => void bankid.cancel()}
      onRetry={() => void bankid.start()}
      onOpenOnThisDevice={bankid.switchToThisDevice}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/** Back to this page when the app is done; a hash change does not reload it on a phone. */
function defaultReturnUrl(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return `${window.location.href.split('#')[0]}#bankid`;
}
