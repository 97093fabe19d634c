import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { customerInfoContract } from '@lingon/contracts/mypages/customer-info';
import {
  emailChangeContract,
  emailChangeRequestSchema,
} from '@lingon/contracts/mypages/email-change';
import {
  phoneChangeContract,
  phoneChangeRequestSchema,
} from '@lingon/contracts/mypages/phone-change';
import {
  saveSubscriptionUserContract,
  subscriptionUsersContract,
} from '@lingon/contracts/mypages/subscription-users';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { ApiError } from '@lingon/contracts/errors';
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
import { PermissionSwitches } from './permissions';

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

interface FieldDrawerProps {
  /** The row's name, also the hidden part of the trigger's name: 'Ändra e-postadress'. */
  what: string;
  title: string;
  description: string;
  label: string;
  current: string | null;
  input: Pick<React.ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode'>;
  /** Checks the typed value: the value to send, or the message to show at the field. */
  check: (value: string) => { ok: true; value: string } | { ok: false; message: string };
  /** Sends it; resolves to the saved value. */
  save: (value: string) => Promise<string>;
  saving: boolean;
  failed: boolean;
  onOpen: () => void;
  onSaved: (value: string) => void;
}

/** A drawer that changes one contact detail: its field, validated before sending, and Spara. */
function FieldDrawer({
  what,
  title,
  description,
  label,
  current,
  input,
  check,
  save,
  saving,
  failed,
  onOpen,
  onSaved,
}: FieldDrawerProps) {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState(current ?? '');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const id = React.useId();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValue(current ?? '');
      setFieldError(null);
      onOpen();
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(value);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    try {
      const saved = await save(checked.value);
      setOpen(false);
      onSaved(saved);
    } catch {
      // `failed` says it below the field (SPEC §8: the error flag).
    }
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>
        <Button variant="outline" size="sm">
          Ändra<span className="sr-only"> {what}</span>
        </Button>
      </DrawerTrigger>
      <DrawerContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex h-full flex-col">
          <DrawerHeader>
            <DrawerTitle>{title}</DrawerTitle>
            <DrawerDescription>{description}</DrawerDescription>
          </DrawerHeader>
          <DrawerBody className="flex flex-col gap-4">
            <TextField
              id={id}
              label={label}
              {...input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError ?? undefined}
              required
            />
            {failed ? (
              <Banner variant="error" title={`Det gick inte att spara`}>
                Något gick fel hos oss. Det du hade förut gäller, försök igen.
              </Banner>
            ) : null}
          </DrawerBody>
          <DrawerFooter>
            <Button type="submit" disabled={saving}>
              {saving ? 'Sparar…' : 'Spara'}
            </Button>
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}

/** One subscription's user: a name field and its own Spara, saved through the right-of-use service. */
function SubscriptionUserForm({
  user,
}: {
  user: { msisdn: string; subscriptionName: string; userName: string | null };
}) {
  const save = useContractMutation(saveSubscriptionUserContract);
  const cache = useContractCache();
  const [value, setValue] = React.useState(user.userName ?? '');
  const [saved, setSaved] = React.useState(false);
  const id = React.useId();
  const fieldError =
    save.error instanceof ApiError ? save.error.fieldErrors[0]?.message : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 border-b border-border pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void save
          .trigger({ body: { msisdn: user.msisdn, userName: value } })
          .then(async (answer) => {
            await cache.set(subscriptionUsersContract, {}, answer);
            setSaved(true);
          })
          .catch(() => undefined);
      }}
    >
      <TextField
        id={id}
        label={`Vem använder ${user.subscriptionName} (${formatMsisdn(user.msisdn)})?`}
        hint="Lämna tomt om det är du."
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError ?? (save.error ? 'Det gick inte att spara. Försök igen.' : undefined)}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={save.isMutating}>
          {save.isMutating ? 'Sparar…' : 'Spara'}
          <span className="sr-only"> användare av {user.subscriptionName}</span>
        </Button>
        <span aria-live="polite" className="text-sm text-success">
          {saved ? 'Sparat' : ''}
        </span>
      </div>
    </form>
  );
}

/** 'Nyttjanderätt': who uses each of the customer's mobile subscriptions. */
function RightOfUse() {
  const users = useContractQuery(subscriptionUsersContract, {}, { revalidateOnFocus: false });
  if (users.isLoading) return <Skeleton className="h-32" />;
  if (users.error || !users.data) {
    return (
      <ErrorBanner
        title="Vi kunde inte hämta vem som använder dina abonnemang"
        onRetry={() => void users.mutate()}
        retrying={users.isValidating}
      >
        Försök igen om en stund.
      </ErrorBanner>
    );
  }
  if (users.data.users.length === 0) {
    return <p className="text-muted">Du har inga mobilabonnemang.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {users.data.users.map((user) => (
        <SubscriptionUserForm key={user.msisdn} user={user} />
      ))}
    </div>
  );
}

/** A drawer with permission switches (contact me, traffic data), each saved at once. */
function PermissionDrawer({
  what,
  title,
  description,
  children,
}: {
  what: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="outline" size="sm">
          Ändra<span className="sr-only"> {what}</span>
        </Button>
      </DrawerTrigger>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>{title}</DrawerTitle>
          <DrawerDescription>{description}</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>{children}</DrawerBody>
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
  const email = useContractMutation(emailChangeContract);
  const phone = useContractMutation(phoneChangeContract);
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
            {saved}
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
                <FieldDrawer
                  what="e-postadress"
                  title="Ändra e-postadress"
                  description="Hit skickar vi orderbekräftelser, fakturor via e-post och viktig information."
                  label="E-postadress"
                  current={profile.email}
                  input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
                  check={(value) => {
                    const parsed = emailChangeRequestSchema.safeParse({ email: value });
                    return parsed.success
                      ? { ok: true, value: parsed.data.email }
                      : {
                          ok: false,
                          message: parsed.error.issues[0]?.message ?? 'Ange en giltig e-postadress',
                        };
                  }}
                  save={async (value) => (await email.trigger({ body: { email: value } })).email}
                  saving={email.isMutating}
                  failed={Boolean(email.error)}
                  onOpen={() => email.reset()}
                  onSaved={(value) => {
                    setSaved(`Din e-postadress är ändrad till ${value}.`);
                    void cache.set(
                      customerInfoContract,
                      {},
                      {
                        ...info.data!,
                        userProfileData: { ...profile, email: value },
                      },
                    );
                  }}
                />
              }
            >
              {profile.email ?? <span className="text-muted">Inte angiven</span>}
            </Row>
            <Row
              term="Telefon"
              action={
                <FieldDrawer
                  what="telefonnummer"
                  title="Ändra telefonnummer"
                  description="Numret vi ringer eller sms:ar när vi behöver nå dig om dina abonnemang och beställningar."
                  label="Telefonnummer"
                  current={profile.contactPhone ? formatMsisdn(profile.contactPhone) : null}
                  input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
                  check={(value) => {
                    const parsed = phoneChangeRequestSchema.safeParse({ phone: value });
                    return parsed.success
                      ? { ok: true, value }
                      : {
                          ok: false,
                          message: parsed.error.issues[0]?.message ?? 'Ange ett telefonnummer',
                        };
                  }}
                  save={async (value) =>
                    (await phone.trigger({ body: { phone: value } })).contactPhone
                  }
                  saving={phone.isMutating}
                  failed={Boolean(phone.error)}
                  onOpen={() => phone.reset()}
                  onSaved={(value) => {
                    setSaved(`Ditt telefonnummer är ändrat till ${formatMsisdn(value)}.`);
                    void cache.set(
                      customerInfoContract,
                      {},
                      {
                        ...info.data!,
                        userProfileData: { ...profile, contactPhone: value },
                      },
                    );
                  }}
                />
              }
            >
              {profile.contactPhone ? (
                formatMsisdn(profile.contactPhone)
              ) : (
                <span className="text-muted">Inte angivet</span>
              )}
            </Row>
            <Row
              term="Kontakta mig"
              action={
                <PermissionDrawer
                  what="kontaktval"
                  title="Kontakta mig"
                  description="Välj om och hur vi får kontakta dig med erbjudanden. Ändringen sparas direkt."
                >
                  <div className="flex flex-col gap-6">
                    <PermissionSwitches
                      kind="consents"
                      only={['CONTACT_ME', 'MARKETING_EMAIL', 'MARKETING_SMS']}
                    />
                    <PermissionSwitches kind="optOuts" />
                  </div>
                </PermissionDrawer>
              }
            >
              Erbjudanden och kontaktspärrar
            </Row>
            <Row
              term="Nyttjanderätt"
              action={
                <PermissionDrawer
                  what="nyttjanderätt"
                  title="Nyttjanderätt"
                  description="Du äger och betalar abonnemangen. Säg vem som använder varje nummer om det inte är du, till exempel ett barn; det behövs bland annat för åldersgränser och nödsamtal."
                >
                  <RightOfUse />
                </PermissionDrawer>
              }
            >
              Vem som använder dina abonnemang
            </Row>
            <Row
              term="Trafikdata"
              action={
                <PermissionDrawer
                  what="samtycke till trafikdata"
                  title="Trafikdata"
                  description="Om vi får använda uppgifter om hur du surfar och ringer för att ge dig erbjudanden som passar. Ändringen sparas direkt."
                >
                  <PermissionSwitches kind="consents" only={['TRAFFIC_DATA']} />
                </PermissionDrawer>
              }
            >
              Samtycke till användning av trafikdata
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
