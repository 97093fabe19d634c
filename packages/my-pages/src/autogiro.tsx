import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { ApiError } from '@lingon/contracts/errors';
import {
  autogiroContract,
  autogiroSignUpContract,
  autogiroSignUpSchema,
  bankForClearingNumber,
} from '@lingon/contracts/mypages/autogiro';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lingon/design-system/card';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { useValidator } from '@lingon/forms/use-validator';
import { zodFormRules } from '@lingon/forms/zod';
import CircleCheck from 'lucide-react/icons/circle-check';
import * as React from 'react';
import { SigningInPlace } from './lib/signing-in-place';
import { formatDate } from './lib/balance';
import { useCustomerInfo, useMyPagesRevalidation } from './lib/use-my-pages';
import { PageHeading } from './lib/page-heading';
import { LoadFailed } from './lib/load-failed';

/**
 * The account fields' own rules, the sign-up contract's with its bank check; the BankID
 * signature comes after them.
 */
const accountRules = zodFormRules(
  autogiroSignUpSchema,
  ['clearingNumber', 'accountNumber'],
  (values) => ({ ...values, bankidOrderRef: 'pending' }),
);

function SignUp({
  device,
  pollIntervalMs,
  onSignedUp,
}: {
  device?: BankidDevice;
  pollIntervalMs?: number;
  /** Autogiro is active: called before the active card replaces the sign-up. */
  onSignedUp: () => void;
}) {
  const info = useCustomerInfo();
  const signUp = useContractMutation(autogiroSignUpContract);
  const cache = useContractCache();
  const revalidate = useMyPagesRevalidation();
  // Wrong numbers are said at each field before BankID is asked for; focus goes to the first,
  // read with its message, also after Enter in it.
  const form = useValidator({
    initialValues: { clearingNumber: '', accountNumber: '' },
    rules: accountRules,
    mode: 'conservative',
    refusedWhileFocused: 'refocus',
  });
  const account = form.values;
  const clearing = form.field('clearingNumber');
  const [step, setStep] = React.useState<'account' | 'sign'>('account');
  const clearingId = clearing.input.id;
  // Back from signing ('Ändra konto', or a sign-up that failed): the account form takes the focus
  // in place of what had it.
  const back = React.useRef(false);
  React.useEffect(() => {
    if (step === 'sign') back.current = true;
    else if (back.current) document.getElementById(clearingId)?.focus();
  }, [step, clearingId]);
  const bank = bankForClearingNumber(account.clearingNumber);

  const next = form.handleSubmit(() => setStep('sign'));

  async function signed(orderRef: string) {
    try {
      const status = await signUp.trigger({ body: { ...account, bankidOrderRef: orderRef } });
      onSignedUp();
      await cache.set(autogiroContract, {}, status);
      // The unpaid invoices are now paid by autogiro: ask for them again.
      await revalidate.invoices();
    } catch {
      setStep('account');
    }
  }

  const failure =
    signUp.error instanceof ApiError
      ? (signUp.error.fieldErrors[0]?.message ?? 'Något gick fel. Försök igen.')
      : signUp.error
        ? 'Något gick fel hos oss. Försök igen om en stund.'
        : null;

  return (
    <div className="flex flex-col gap-6">
      {failure ? (
        <Banner variant="error" title="Autogiro kunde inte startas">
          {failure}
        </Banner>
      ) : null}
      {step === 'account' ? (
        <form onSubmit={(event) => void next(event)} noValidate className="flex flex-col gap-4">
          <h2 className="text-xl font-bold">Ditt bankkonto</h2>
          <TextField
            label="Clearingnummer"
            hint={bank ? `Bank: ${bank}` : '4 siffror, 5 för Swedbank 8xxx-x'}
            inputMode="numeric"
            autoComplete="off"
            {...textFieldProps(clearing)}
            required
            className="max-w-48"
          />
          <TextField
            label="Kontonummer"
            inputMode="numeric"
            autoComplete="off"
            {...textFieldProps(form.field('accountNumber'))}
            required
            className="max-w-72"
          />
          <div>
            <Button type="submit">Fortsätt till underskrift</Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            Konto {account.clearingNumber}, {account.accountNumber}
            {bank ? ` hos ${bank}` : ''}.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => setStep('account')}>
              Ändra konto
            </Button>
          </p>
          {signUp.isMutating ? (
            <p role="status">Startar autogiro…</p>
          ) : (
            <SigningInPlace purpose="autogiro">
              <BankidBlock
                purpose="autogiro"
                headingLevel={2}
                onVerified={(identity) => void signed(identity.orderRef)}
                {...(info.data
                  ? { personalNumber: info.data.customerLegalInformation.personalNumber }
                  : {})}
                {...(device ? { device } : {})}
                {...(pollIntervalMs ? { pollIntervalMs } : {})}
              />
            </SigningInPlace>
          )}
        </div>
      )}
    </div>
  );
}

/** The active card's heading; focused when it has just replaced the sign-up. */
function ActiveHeading({ focus, children }: { focus: boolean; children: React.ReactNode }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 focus-visible:focus-ring">
      {children}
    </h2>
  );
}

export interface AutogiroPageProps extends React.ComponentProps<'div'> {
  /** Override the detected device (stories, tests). */
  device?: BankidDevice;
  pollIntervalMs?: number;
}

/**
 * 'Autogiro': whether invoices are paid by direct debit and from which account, or the sign-up:
 * clearing and account number (the bank named from the clearing number), signed with BankID.
 */
export function AutogiroPage({ device, pollIntervalMs, className, ...props }: AutogiroPageProps) {
  const status = useContractQuery(autogiroContract, {}, { revalidateOnFocus: false });
  // Signed up on this visit: the active card replaces the sign-up, and its heading takes the focus
  // (the BankID block that had it is gone), read out as the outcome.
  const [signedUp, setSignedUp] = React.useState(false);

  let body: React.ReactNode;
  if (status.isLoading) {
    body = (
      <SkeletonGroup label="Laddar autogiro…" className="gap-3">
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  } else if (status.error || !status.data) {
    body = <LoadFailed title="Vi kunde inte hämta ditt autogiro" query={status} />;
  } else if (status.data.active) {
    body = (
      <Card data-slot="autogiro-active">
        <CardHeader>
          <CardTitle asChild>
            <ActiveHeading focus={signedUp}>
              <CircleCheck aria-hidden="true" className="size-6 text-success" />
              Autogiro är aktivt
            </ActiveHeading>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 pb-6">
          <p>
            Dina fakturor dras från {status.data.bank}, konto {status.data.clearingNumber}{' '}
            {status.data.accountNumberMasked}, på förfallodagen.
          </p>
          <p className="text-sm text-muted">Sedan {formatDate(status.data.activatedOn)}</p>
          <Link href={`${MY_PAGES_PATH}/faktura`}>Till dina fakturor</Link>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <>
        <p className="text-lg text-muted">
          Med autogiro betalas dina fakturor automatiskt från ditt bankkonto på förfallodagen. Du
          godkänner medgivandet med BankID.
        </p>
        <SignUp
          onSignedUp={() => setSignedUp(true)}
          {...(device ? { device } : {})}
          {...(pollIntervalMs ? { pollIntervalMs } : {})}
        />
      </>
    );
  }

  return (
    <div data-slot="autogiro" className={cn('flex max-w-2xl flex-col gap-6', className)} {...props}>
      <PageHeading>Autogiro</PageHeading>
      {body}
    </div>
  );
}
