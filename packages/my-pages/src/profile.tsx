import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { customerInfoContract } from '@lingon/contracts/mypages/customer-info';
import {
  emailChangeContract,
  emailChangeRequestSchema,
} from '@lingon/contracts/mypages/email-change';
import { useContractCache, useContractMutation } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import {
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '@lingon/design-system/drawer';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import { TextField } from '@lingon/design-system/text-field';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { useCustomerInfo } from './lib/use-my-pages';

/** A personal number shown with its last four digits hidden: 19850312-****. */
export function maskPersonalNumber(personalNumber: string): string {
  const digits = personalNumber.replace(/\D/g, '');
  return digits.length === 12 ? `${digits.slice(0, 8)}-****` : '********-****';
}

function Row({
  term,
  children,
  action,
}: {
  term: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border py-3">
      <dt className="w-40 shrink-0 text-muted">{term}</dt>
      <dd className="min-w-0 flex-1 font-medium break-words">{children}</dd>
      {action ? <dd className="shrink-0">{action}</dd> : null}
    </div>
  );
}

function EmailDrawer({
  current,
  onSaved,
}: {
  current: string | null;
  onSaved: (email: string) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState(current ?? '');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const save = useContractMutation(emailChangeContract);
  const id = React.useId();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValue(current ?? '');
      setFieldError(null);
      save.reset();
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailChangeRequestSchema.safeParse({ email: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Ange en giltig e-postadress');
      return;
    }
    setFieldError(null);
    try {
      const answer = await save.trigger({ body: parsed.data });
      setOpen(false);
      onSaved(answer.email);
    } catch {
      // The mutation's error flag says it below the field (SPEC §8).
    }
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>
        <Button variant="outline" size="sm">
          Ändra<span className="sr-only"> e-postadress</span>
        </Button>
      </DrawerTrigger>
      <DrawerContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex h-full flex-col">
          <DrawerHeader>
            <DrawerTitle>Ändra e-postadress</DrawerTitle>
            <DrawerDescription>
              Hit skickar vi orderbekräftelser, fakturor via e-post och viktig information.
            </DrawerDescription>
          </DrawerHeader>
          <DrawerBody className="flex flex-col gap-4">
            <TextField
              id={id}
              label="E-postadress"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError ?? undefined}
              required
            />
            {save.error ? (
              <Banner variant="error" title="E-postadressen kunde inte sparas">
                Något gick fel hos oss. Din tidigare adress gäller, försök igen.
              </Banner>
            ) : null}
          </DrawerBody>
          <DrawerFooter>
            <Button type="submit" disabled={save.isMutating}>
              {save.isMutating ? 'Sparar…' : 'Spara'}
            </Button>
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}

function AddressDrawer() {
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="outline" size="sm">
          Ändra<span className="sr-only"> adress</span>
        </Button>
      </DrawerTrigger>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>Din adress</DrawerTitle>
          <DrawerDescription>
            Vi hämtar din adress från folkbokföringen, så den stämmer alltid med Skatteverkets.
          </DrawerDescription>
        </DrawerHeader>
        <DrawerBody className="flex flex-col gap-3">
          <p>
            Har du flyttat? Anmäl flytten till Skatteverket, så uppdateras adressen här inom några
            dagar. Ska du flytta ditt bredband följer du med till den nya adressen via
            bredbandssidan.
          </p>
          <Link href="/bredband">Kolla bredband på din nya adress</Link>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}

export interface CustomerProfileProps extends React.ComponentProps<'div'> {
  /** Opens the cookie settings (the site's consent dialog). */
  onOpenCookieSettings?: () => void;
}

/**
 * 'Din sida': the customer's name, personal number (masked), address, e-mail and phone, with
 * drawers to change the e-mail and read about the address, and the way to cookies, consents and
 * contact blocks.
 */
export function CustomerProfile({
  onOpenCookieSettings,
  className,
  ...props
}: CustomerProfileProps) {
  const info = useCustomerInfo();
  const cache = useContractCache();
  const [saved, setSaved] = React.useState<string | null>(null);

  let body: React.ReactNode;
  if (info.isLoading) {
    body = (
      <SkeletonGroup label="Laddar dina uppgifter…" className="gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </SkeletonGroup>
    );
  } else if (info.error || !info.data) {
    body = (
      <ErrorBanner
        title="Vi kunde inte hämta dina uppgifter"
        onRetry={() => void info.mutate()}
        retrying={info.isValidating}
      >
        Försök igen om en stund.
      </ErrorBanner>
    );
  } else {
    const legal = info.data.customerLegalInformation;
    const profile = info.data.userProfileData;
    body = (
      <>
        {saved ? (
          <Banner variant="success" title="Klart!" dismissible onDismiss={() => setSaved(null)}>
            Din e-postadress är ändrad till {saved}.
          </Banner>
        ) : null}
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">Dina uppgifter</h2>
          <dl className="flex flex-col">
            <Row term="Namn">
              {legal.firstName} {legal.lastName}
            </Row>
            <Row term="Personnummer">{maskPersonalNumber(legal.personalNumber)}</Row>
            <Row term="Adress" action={<AddressDrawer />}>
              {legal.address.street}, {legal.address.zipcode} {legal.address.city}
            </Row>
            <Row
              term="E-post"
              action={
                <EmailDrawer
                  current={profile.email}
                  onSaved={(email) => {
                    setSaved(email);
                    void cache.set(
                      customerInfoContract,
                      {},
                      {
                        ...info.data!,
                        userProfileData: { ...profile, email },
                      },
                    );
                  }}
                />
              }
            >
              {profile.email ?? <span className="text-muted">Inte angiven</span>}
            </Row>
            <Row term="Telefon">
              {profile.contactPhone ? (
                formatMsisdn(profile.contactPhone)
              ) : (
                <span className="text-muted">Inte angivet</span>
              )}
            </Row>
          </dl>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Integritet</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link href={`${MY_PAGES_PATH}/din-sida/rattigheter`}>
                Samtycken, trafikdata och spärrar mot kontakt
              </Link>
            </li>
            {onOpenCookieSettings ? (
              <li>
                <Button variant="link" className="h-auto p-0" onClick={onOpenCookieSettings}>
                  Cookieinställningar
                </Button>
              </li>
            ) : null}
          </ul>
        </section>
      </>
    );
  }

  return (
    <div
      data-slot="customer-profile"
      className={cn('flex max-w-2xl flex-col gap-8', className)}
      {...props}
    >
      <h1 className="text-3xl font-bold sm:text-4xl">Din sida</h1>
      {body}
    </div>
  );
}
