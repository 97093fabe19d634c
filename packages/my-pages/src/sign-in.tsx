import { BankidBlock } from '@lingon/bankid/bankid-block';
import type { BankidIdentity } from '@lingon/bankid/bankid-flow';
import type { BankidDevice } from '@lingon/contracts/bankid/messages';
import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { cn } from '@lingon/design-system/lib/cn';
import { useSetAtom } from 'jotai';
import type * as React from 'react';
import { PageHeading } from './lib/page-heading';
import { justSignedInAtom } from './lib/state';

export interface MyPagesSignInProps extends React.ComponentProps<'div'> {
  /** BankID is done and the server has opened the session. */
  onSignedIn: (identity: BankidIdentity) => void;
  /** Override the detected device (stories, tests). */
  device?: BankidDevice;
  pollIntervalMs?: number;
}

/**
 * /mitt-lingon signed out: "Logga in med BankID" — the animated QR code on a computer, the app
 * on this device on a phone — with every hint and outcome. The server's 'login' purpose opens the
 * session when BankID completes; the overview shown next then takes the focus to its heading
 * (`justSignedInAtom`).
 */
export function MyPagesSignIn({
  onSignedIn,
  device,
  pollIntervalMs,
  className,
  ...props
}: MyPagesSignInProps) {
  const setJustSignedIn = useSetAtom(justSignedInAtom);
  return (
    <div
      data-slot="my-pages-sign-in"
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeading>{MY_PAGES_NAME}</PageHeading>
        <p className="text-lg text-muted">
          Se dina abonnemang, din surf och dina fakturor, och ändra dina uppgifter.
        </p>
      </div>
      <BankidBlock
        purpose="login"
        onVerified={(identity) => {
          setJustSignedIn(Date.now());
          onSignedIn(identity);
        }}
        headingLevel={2}
        {...(device ? { device } : {})}
        {...(pollIntervalMs ? { pollIntervalMs } : {})}
      />
      <p className="text-sm text-muted">
        Har du inget BankID? Du skaffar det hos din bank. Du kan också få hjälp av vår kundservice.
      </p>
    </div>
  );
}
