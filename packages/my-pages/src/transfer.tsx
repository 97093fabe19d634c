import { BankidBlock } from '@lingon/bankid/bankid-block';
import { ApiError } from '@lingon/contracts/errors';
import { toPersonalNumber } from '@lingon/contracts/personal-number';
import {
  TRANSFER_REFUSAL_TEXT,
  normaliseTransferCode,
  TRANSFER_CODE_MESSAGE,
  transferCreateContract,
  transferCreateRequestSchema,
  transferLookupContract,
  transfersContract,
  type Transfer,
  type TransferCandidate,
} from '@lingon/contracts/mypages/transfers';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { useFocusOnMount } from '@lingon/design-system/lib/use-focus-on-mount';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { custom, type FieldValues } from '@lingon/forms/rules';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { useCustomerInfo } from './lib/use-my-pages';
import { saveFailure } from './lib/form-errors';
import { TransferCard, TransferTerms, type BankidOptions } from './transfer-parts';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

type Draft = {
  msisdn: string;
  toPersonalNumber: string;
  channel: 'EMAIL' | 'SMS';
  contact: string;
};

const { shape } = transferCreateRequestSchema;

/**
 * The owner's form, checked with the transfer contract before BankID is asked for. `own` is the
 * owner's personal number (no field): a subscription is not transferred to oneself.
 */
const draftRules = {
  msisdn: [
    custom((value) => value !== '' || 'Välj vilket abonnemang du vill överlåta', {
      validatesEmpty: true,
    }),
    zodRule(shape.msisdn),
  ],
  toPersonalNumber: [
    zodRule(shape.toPersonalNumber),
    custom(
      (value, values: FieldValues) =>
        !values['own'] ||
        toPersonalNumber(String(value)) !== values['own'] ||
        'Du kan inte överlåta ett abonnemang till dig själv',
    ),
  ],
  contact: [
    custom(
      (value, values: FieldValues) => {
        const parsed = shape.invitation.safeParse(
          invitationOf(values['channel'] === 'SMS' ? 'SMS' : 'EMAIL', String(value ?? '')),
        );
        return parsed.success || (parsed.error.issues[0]?.message ?? 'Ange en kontaktuppgift');
      },
      { validatesEmpty: true },
    ),
  ],
};

function invitationOf(channel: Draft['channel'], contact: string) {
  return channel === 'EMAIL'
    ? { channel: 'EMAIL' as const, email: contact }
    : { channel: 'SMS' as const, phone: contact };
}

function requestOf(draft: Draft, bankidOrderRef: string) {
  return {
    msisdn: draft.msisdn,
    toPersonalNumber: draft.toPersonalNumber,
    invitation: invitationOf(draft.channel, draft.contact),
    bankidOrderRef,
  };
}

/**
 * The owner's thank-you: the transfer itself, with its code, is first under 'Dina överlåtelser'.
 * Its heading takes the focus, and is scrolled to with it: it is shown only once that list has
 * the new transfer (see `signed`), so nothing above it grows afterwards and pushes it off the
 * screen.
 */
function Started({ transfer }: { transfer: Transfer }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <div
      data-slot="transfer-started"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold focus-visible:focus-ring">
        Tack! Överlåtelsen av {formatMsisdn(transfer.msisdn)} är påbörjad
      </h3>
      <p>
        Den väntar nu på att den nya ägaren godkänner med sitt BankID. Koden och länken att ge hen
        finns under Dina överlåtelser, där du också kan återkalla överlåtelsen.
      </p>
    </div>
  );
}

/**
 * The owner's second step, in the form's place: what is transferred to whom, the terms and
 * BankID. Its heading takes the focus when it replaces the form, so that a keyboard or
 * screen-reader user is not left on <body> (the 'Fortsätt' pressed is gone).
 */
function SignStep({
  summary,
  onChange,
  children,
}: {
  summary: React.ReactNode;
  onChange: () => void;
  children: React.ReactNode;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-bold focus-visible:focus-ring">
        Villkor för överlåtelsen
      </h3>
      <p>
        {summary}{' '}
        <Button variant="link" className="h-auto p-0" onClick={onChange}>
          Ändra
        </Button>
      </p>
      <TransferTerms />
      {children}
    </div>
  );
}

/** The owner's side: choose a subscription, the new owner and the invitation, read, sign. */
function StartTransfer({
  candidates,
  ownPersonalNumber,
  bankid,
}: {
  candidates: TransferCandidate[];
  ownPersonalNumber: string | undefined;
  bankid: BankidOptions;
}) {
  const create = useContractMutation(transferCreateContract);
  const cache = useContractCache();
  // Focus goes to the first wrong field, read with its message (a radio group passes it to its
  // radio); checked again as it is corrected.
  const form = useValidator({
    initialValues: {
      msisdn: '',
      toPersonalNumber: '',
      channel: 'EMAIL' as Draft['channel'],
      contact: '',
      own: ownPersonalNumber ?? '',
    },
    rules: draftRules,
    mode: 'conservative',
    refusedWhileFocused: 'refocus',
  });
  const { own: _own, ...draft } = form.values;
  // The owner's personal number may come after the form.
  const { validator } = form;
  React.useEffect(() => {
    void validator.setValue('own', ownPersonalNumber ?? '');
  }, [ownPersonalNumber, validator]);
  const [step, setStep] = React.useState<'form' | 'sign'>('form');
  // From BankID's answer until the thank-you: the transfer is created, then the list re-read.
  const [starting, setStarting] = React.useState(false);
  const [created, setCreated] = React.useState<Transfer | null>(null);
  // The subscriptions' group: where the focus goes when the form comes back ('Ändra', a failure).
  const choice = React.useRef<HTMLDivElement>(null);
  const backToForm = React.useRef(false);
  const [key] = React.useState(() => crypto.randomUUID());
  const chooseId = React.useId();
  const channelId = React.useId();
  const subscription = form.field('msisdn');

  const next = form.handleSubmit(() => setStep('sign'));

  function toForm() {
    backToForm.current = true;
    setStep('form');
  }

  React.useEffect(() => {
    if (step !== 'form' || !backToForm.current) return;
    backToForm.current = false;
    // The group passes the focus on to the chosen subscription.
    choice.current?.focus();
  }, [step]);

  async function signed(orderRef: string) {
    setStarting(true);
    let transfer: Transfer;
    try {
      transfer = await create.trigger({
        body: requestOf(draft, orderRef),
        headers: { 'idempotency-key': key },
      });
    } catch {
      setStarting(false);
      toForm();
      return;
    }
    // The new transfer comes first in 'Dina överlåtelser', above this form: the list has it
    // before the thank-you is shown and focused, or it would push the focused heading below the
    // screen. A failed re-read only leaves the list as it was.
    await cache.revalidate(transfersContract, {}).catch(() => undefined);
    setCreated(transfer);
  }

  if (created) return <Started transfer={created} />;
  const chosen = candidates.find((c) => c.msisdn === draft.msisdn);
  return (
    <div className="flex flex-col gap-5">
      {create.error ? (
        <Banner variant="error" title="Överlåtelsen kunde inte startas">
          {saveFailure(create.error)}
        </Banner>
      ) : null}
      {step === 'form' ? (
        <form onSubmit={(event) => void next(event)} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p id={chooseId} className="font-bold">
              Vilket abonnemang vill du överlåta?
            </p>
            <RadioGroup
              ref={choice}
              id={subscription.input.id}
              aria-labelledby={chooseId}
              aria-invalid={subscription.input['aria-invalid']}
              aria-describedby={subscription.input['aria-describedby']}
              value={draft.msisdn}
              onValueChange={subscription.input.onChange}
            >
              {candidates.map((candidate) => (
                <RadioGroupItem
                  key={candidate.msisdn}
                  value={candidate.msisdn}
                  disabled={candidate.refusal !== null}
                  label={candidate.name}
                  description={`${formatMsisdn(candidate.msisdn)}, ${candidate.planName}${
                    candidate.refusal ? `. ${TRANSFER_REFUSAL_TEXT[candidate.refusal]}` : ''
                  }`}
                />
              ))}
            </RadioGroup>
            {subscription.error ? (
              <p id={subscription.errorId} className="text-sm text-danger" role="alert">
                {subscription.error}
              </p>
            ) : null}
          </div>
          <TextField
            label="Den nya ägarens personnummer"
            hint="ÅÅÅÅMMDD-NNNN"
            inputMode="numeric"
            autoComplete="off"
            {...textFieldProps(form.field('toPersonalNumber'))}
            required
            className="max-w-64"
          />
          <div className="flex flex-col gap-2">
            <p id={channelId} className="font-bold">
              Hur ska vi skicka inbjudan?
            </p>
            <RadioGroup
              aria-labelledby={channelId}
              value={draft.channel}
              onValueChange={(channel) => {
                void form.setValue('channel', channel as Draft['channel']);
                // Another kind of contact: typed anew, its message (if any) gone until the next try.
                void form.setValue('contact', '');
                form.validator.clearErrors('contact');
              }}
              className="flex gap-4"
            >
              <RadioGroupItem value="EMAIL" label="E-post" />
              <RadioGroupItem value="SMS" label="SMS" />
            </RadioGroup>
          </div>
          <TextField
            label={
              draft.channel === 'EMAIL' ? 'Den nya ägarens e-post' : 'Den nya ägarens mobilnummer'
            }
            type={draft.channel === 'EMAIL' ? 'email' : 'tel'}
            autoComplete="off"
            {...textFieldProps(form.field('contact'))}
            required
            className="max-w-80"
          />
          <div>
            <Button type="submit">Fortsätt</Button>
          </div>
        </form>
      ) : (
        <SignStep
          summary={
            <>
              Du överlåter{' '}
              <strong>{chosen ? `${chosen.name}, ${formatMsisdn(chosen.msisdn)}` : ''}</strong> till
              personnummer {draft.toPersonalNumber}.
            </>
          }
          onChange={toForm}
        >
          {starting ? (
            <p role="status">Startar överlåtelsen…</p>
          ) : (
            <BankidBlock
              purpose="transfer"
              headingLevel={3}
              onVerified={(identity) => void signed(identity.orderRef)}
              {...(ownPersonalNumber ? { personalNumber: ownPersonalNumber } : {})}
              {...(bankid.device ? { device: bankid.device } : {})}
              {...(bankid.pollIntervalMs ? { pollIntervalMs: bankid.pollIntervalMs } : {})}
            />
          )}
        </SignStep>
      )}
    </div>
  );
}

/** The new owner types the code (or comes with it in the link); the transfer is then shown first. */
function FindByCode({
  initialCode,
  onFound,
}: {
  initialCode?: string;
  onFound: (id: string) => void;
}) {
  const [code, setCode] = React.useState<string | null>(
    initialCode ? normaliseTransferCode(initialCode) : null,
  );
  // Said once: from the button focus moves to the field, read with its message; after Enter in
  // the field, which has focus already, the message is an alert, anew after each try. It stays
  // until the next try.
  const form = useValidator({
    initialValues: { code: initialCode ?? '' },
    rules: {
      code: [
        custom((value) => normaliseTransferCode(String(value ?? '')) !== null, {
          validatesEmpty: true,
          message: TRANSFER_CODE_MESSAGE,
        }),
      ],
    },
    mode: 'manual',
    refusedWhileFocused: 'announce',
  });
  // A code in the link that cannot be one is said at the field at once.
  const { validator } = form;
  React.useEffect(() => {
    if (initialCode) void validator.validateField('code');
  }, [initialCode, validator]);
  const lookup = useContractQuery(transferLookupContract, code ? { query: { code } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const foundId = lookup.data?.id;
  React.useEffect(() => {
    if (foundId) onFound(foundId);
  }, [foundId, onFound]);
  const submit = form.handleSubmit(
    ({ code: typed }) => setCode(normaliseTransferCode(typed)),
    () => setCode(null),
  );
  const failure =
    lookup.error instanceof ApiError
      ? (lookup.error.fieldErrors[0]?.message ?? 'Vi hittar ingen överlåtelse med den koden.')
      : lookup.error
        ? 'Vi kunde inte hämta överlåtelsen. Försök igen om en stund.'
        : null;
  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col items-start gap-3"
      >
        <TextField
          label="Kod från inbjudan"
          hint="8 tecken, till exempel ABCD-EFGH"
          autoComplete="off"
          {...textFieldProps(form.field('code'))}
          className="max-w-56"
        />
        <Button type="submit" variant="outline">
          Visa överlåtelsen
        </Button>
      </form>
      {lookup.isLoading ? <p role="status">Hämtar överlåtelsen…</p> : null}
      {failure ? (
        <Banner variant="error" title="Överlåtelsen kan inte visas">
          {failure}
        </Banner>
      ) : null}
      {lookup.data ? <p role="status">Överlåtelsen visas först under Dina överlåtelser.</p> : null}
    </div>
  );
}

export interface TransferPageProps extends React.ComponentProps<'div'>, BankidOptions {
  /** The code from the invitation link (?kod=). */
  initialCode?: string;
}

/**
 * 'Överlåtelse': transfer a mobile subscription to another person. The owner chooses the
 * subscription and the new owner, reads the terms and signs with BankID; the new owner opens the
 * link or types the code, signs with their own BankID and accepts, or declines. Until then the
 * owner may withdraw. Both see their transfers and where each stands.
 */
export function TransferPage({
  initialCode,
  device,
  pollIntervalMs,
  className,
  ...props
}: TransferPageProps) {
  const data = useContractQuery(transfersContract, {}, { revalidateOnFocus: false });
  // To refuse a transfer to oneself before signing (the server refuses it too).
  const ownPersonalNumber = useCustomerInfo().data?.customerLegalInformation.personalNumber;
  const bankid: BankidOptions = {
    ...(device ? { device } : {}),
    ...(pollIntervalMs ? { pollIntervalMs } : {}),
  };
  const listId = React.useId();
  const [foundId, setFoundId] = React.useState<string | null>(null);

  let body: React.ReactNode;
  if (data.isLoading) {
    body = (
      <SkeletonGroup label="Laddar dina överlåtelser…" className="gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  } else if (data.error || !data.data) {
    body = <LoadFailed title="Vi kunde inte hämta dina överlåtelser" query={data} />;
  } else {
    const { candidates } = data.data;
    // The one the code led to comes first.
    const transfers = [...data.data.transfers].sort(
      (a, b) => Number(b.id === foundId) - Number(a.id === foundId),
    );
    const transferable = candidates.some((c) => c.refusal === null);
    body = (
      <>
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Har du fått en inbjudan?</h2>
          <FindByCode {...(initialCode ? { initialCode } : {})} onFound={setFoundId} />
        </section>
        <section className="flex flex-col gap-3">
          <h2 id={listId} className="text-xl font-bold">
            Dina överlåtelser
          </h2>
          {transfers.length === 0 ? (
            <p className="text-muted">Du har inga överlåtelser.</p>
          ) : (
            <ul aria-labelledby={listId} className="flex flex-col gap-3">
              {transfers.map((transfer) => (
                <li key={transfer.id}>
                  <TransferCard
                    transfer={transfer}
                    bankid={bankid}
                    focusOnMount={transfer.id === foundId}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Överlåt ett abonnemang</h2>
          {candidates.length === 0 ? (
            <p className="text-muted">
              Du har inget mobilabonnemang att överlåta. Bredband kan inte överlåtas här.
            </p>
          ) : (
            <>
              {transferable ? null : (
                <p className="text-muted">Inget av dina abonnemang kan överlåtas just nu.</p>
              )}
              <StartTransfer
                candidates={candidates}
                ownPersonalNumber={ownPersonalNumber}
                bankid={bankid}
              />
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <div
      data-slot="transfer-page"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>Överlåtelse</PageHeading>
        <p className="text-lg text-muted">
          Överlåt ditt mobilabonnemang till någon annan. Ni skriver båda under med BankID, och
          abonnemanget byter ägare när den nya ägaren har godkänt.
        </p>
      </div>
      {body}
    </div>
  );
}
