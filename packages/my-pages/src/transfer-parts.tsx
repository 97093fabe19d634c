import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import {
  TRANSFER_STATUS_TEXT,
  TRANSFER_TERMS,
  formatTransferCode,
  transferAcceptContract,
  transferDeclineContract,
  transfersContract,
  transferWithdrawContract,
  type Transfer,
  type TransferStatus,
} from '@lingon/contracts/mypages/transfers';
import { useContractCache, useContractMutation } from '@lingon/contracts/query';
import { Badge } from '@lingon/design-system/badge';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import * as React from 'react';
import { SigningInPlace } from './lib/signing-in-place';
import { formatDate, formatMsisdn } from './lib/balance';
import { saveFailure } from './lib/form-errors';

const STATUS_VARIANT: Record<TransferStatus, 'info' | 'success' | 'neutral' | 'warning'> = {
  PENDING: 'info',
  COMPLETED: 'success',
  WITHDRAWN: 'neutral',
  DECLINED: 'warning',
  EXPIRED: 'neutral',
};

export interface BankidOptions {
  device?: BankidDevice;
  pollIntervalMs?: number;
}

/** The terms both sides sign. */
export function TransferTerms() {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {TRANSFER_TERMS.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}

/** What is transferred: number, plan and binding. */
export function TransferFacts({ transfer }: { transfer: Transfer }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-muted">Nummer</dt>
      <dd>{formatMsisdn(transfer.msisdn)}</dd>
      <dt className="text-muted">Abonnemang</dt>
      <dd>{transfer.planName}</dd>
      <dt className="text-muted">Bindningstid</dt>
      <dd>
        {transfer.commitmentEndDate
          ? `Till ${formatDate(transfer.commitmentEndDate)}`
          : 'Ingen bindningstid'}
      </dd>
      <dt className="text-muted">{transfer.role === 'OWNER' ? 'Till' : 'Från'}</dt>
      <dd>{transfer.role === 'OWNER' ? transfer.toPersonalNumberMasked : transfer.fromName}</dd>
    </dl>
  );
}

/** What an answer did, said when it is done. */
const ANSWERED = {
  withdrawn: 'Överlåtelsen är återkallad. Abonnemanget är kvar hos dig.',
  accepted: 'Överlåtelsen är klar. Abonnemanget är ditt nu.',
  declined: 'Du har avböjt överlåtelsen.',
} as const;

/**
 * One transfer as its owner or new owner sees it, with what they may do while it waits. After an
 * answer (withdrawn, accepted, declined) the buttons pressed are gone: the focus goes to the
 * card's heading and a status message says what happened.
 */
export function TransferCard({
  transfer,
  focusOnMount = false,
  bankid = {},
}: {
  transfer: Transfer;
  /** Focus the heading (just created, accepted, declined or withdrawn). */
  focusOnMount?: boolean;
  bankid?: BankidOptions;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = React.useState('');
  React.useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const answered = React.useCallback((what: keyof typeof ANSWERED | null) => {
    if (what) setOutcome(ANSWERED[what]);
    heading.current?.focus();
  }, []);
  const title =
    transfer.role === 'OWNER'
      ? `Överlåtelse av ${formatMsisdn(transfer.msisdn)}`
      : `${transfer.fromName} överlåter ${formatMsisdn(transfer.msisdn)} till dig`;
  return (
    <article
      data-slot="transfer"
      data-state={transfer.status.toLowerCase()}
      aria-labelledby={`${transfer.id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`${transfer.id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold focus-visible:focus-ring"
        >
          {title}
        </h3>
        <Badge variant={STATUS_VARIANT[transfer.status]}>
          {TRANSFER_STATUS_TEXT[transfer.status]}
        </Badge>
      </div>
      <TransferFacts transfer={transfer} />
      <p className="text-sm text-muted">
        Påbörjad {formatDate(transfer.createdAt)}
        {transfer.status === 'PENDING' ? `, gäller till ${formatDate(transfer.expiresAt)}` : ''}
        {transfer.closedAt && transfer.status !== 'PENDING'
          ? `. ${TRANSFER_STATUS_TEXT[transfer.status]} ${formatDate(transfer.closedAt)}`
          : ''}
      </p>
      {transfer.status === 'PENDING' && transfer.role === 'OWNER' ? (
        <OwnerWaiting transfer={transfer} onAnswered={answered} />
      ) : null}
      {transfer.status === 'PENDING' && transfer.role === 'RECIPIENT' ? (
        <RecipientAnswer transfer={transfer} bankid={bankid} onAnswered={answered} />
      ) : null}
      {transfer.status === 'COMPLETED' ? (
        <p>
          {transfer.role === 'OWNER'
            ? 'Abonnemanget har en ny ägare. Fakturor fram till överlåtelsen får du som vanligt.'
            : 'Abonnemanget är ditt nu och syns bland dina abonnemang.'}
        </p>
      ) : null}
      {/* In the page from the start, so that the message put in it is read out. */}
      <p role="status" className="sr-only">
        {outcome}
      </p>
    </article>
  );
}

/** Called when an answer is done: what it did, or null when it failed (said in the card). */
type OnAnswered = (what: keyof typeof ANSWERED | null) => void;

/** The owner's view while waiting: the code and link to pass on, and the way to withdraw. */
function OwnerWaiting({ transfer, onAnswered }: { transfer: Transfer; onAnswered: OnAnswered }) {
  const withdraw = useContractMutation(transferWithdrawContract);
  const cache = useContractCache();
  const link =
    typeof window === 'undefined' ? transfer.link : `${window.location.origin}${transfer.link}`;
  async function run() {
    try {
      await withdraw.trigger({ body: { id: transfer.id } });
    } catch {
      // Shown below in the server's words; the focus stays on 'Återkalla', to try again.
      await cache.revalidate(transfersContract, {});
      return;
    }
    await cache.revalidate(transfersContract, {});
    onAnswered('withdrawn');
  }
  return (
    <div className="flex flex-col gap-3">
      <p>
        Ge koden eller länken till den nya ägaren
        {transfer.invitationTo ? ` (inbjudan till ${transfer.invitationTo})` : ''}. Hen loggar in
        med sitt eget BankID och godkänner.
      </p>
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="text-muted">Kod</span>
        <strong data-testid="transfer-code" className="font-mono text-xl tracking-wider">
          {transfer.code ? formatTransferCode(transfer.code) : null}
        </strong>
      </p>
      <p className="break-all text-sm">
        <span className="text-muted">Länk </span>
        {link}
      </p>
      {withdraw.error ? (
        <Banner variant="error" title="Överlåtelsen kunde inte återkallas">
          {saveFailure(withdraw.error)}
        </Banner>
      ) : null}
      <div>
        {/* `loading`, not `disabled`: a disabled button would drop the focus to <body>. */}
        <Button
          variant="outline"
          loading={withdraw.isMutating}
          loadingLabel="Återkallar…"
          onClick={() => void run()}
        >
          Återkalla
        </Button>
      </div>
    </div>
  );
}

/** The new owner's answer: read the terms, sign with BankID and accept, or decline. */
function RecipientAnswer({
  transfer,
  bankid,
  onAnswered,
}: {
  transfer: Transfer;
  bankid: BankidOptions;
  onAnswered: OnAnswered;
}) {
  const accept = useContractMutation(transferAcceptContract);
  const decline = useContractMutation(transferDeclineContract);
  const cache = useContractCache();
  const [signing, setSigning] = React.useState(false);
  const [key] = React.useState(() => crypto.randomUUID());

  async function accepted(orderRef: string) {
    let done = true;
    try {
      await accept.trigger({
        body: { id: transfer.id, bankidOrderRef: orderRef },
        headers: { 'idempotency-key': key },
      });
    } catch {
      // Shown below; BankID gives way to the buttons again.
      done = false;
      setSigning(false);
    }
    await cache.revalidate(transfersContract, {});
    onAnswered(done ? 'accepted' : null);
  }
  async function declined() {
    try {
      await decline.trigger({ body: { id: transfer.id } });
    } catch {
      // Shown below; the focus stays on 'Avböj', to try again.
      await cache.revalidate(transfersContract, {});
      return;
    }
    await cache.revalidate(transfersContract, {});
    onAnswered('declined');
  }
  const failure = accept.error ?? decline.error;
  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-bold">Villkor för överlåtelsen</h4>
      <TransferTerms />
      {failure ? (
        <Banner variant="error" title="Det gick inte">
          {saveFailure(failure)}
        </Banner>
      ) : null}
      {accept.isMutating ? (
        <p role="status">Vi flyttar abonnemanget till dig…</p>
      ) : signing ? (
        <SigningInPlace purpose="transfer">
          <BankidBlock
            purpose="transfer"
            headingLevel={3}
            onVerified={(identity) => void accepted(identity.orderRef)}
            {...(bankid.device ? { device: bankid.device } : {})}
            {...(bankid.pollIntervalMs ? { pollIntervalMs: bankid.pollIntervalMs } : {})}
          />
        </SigningInPlace>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSigning(true)}>Godkänn och skriv under</Button>
          {/* `loading`, not `disabled`: a disabled button would drop the focus to <body>. */}
          <Button
            variant="outline"
            loading={decline.isMutating}
            loadingLabel="Avböjer…"
            onClick={() => void declined()}
          >
            Avböj
          </Button>
        </div>
      )}
    </div>
  );
}
