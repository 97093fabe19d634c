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
import { useContractCache, useContractMutation } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { Link } from '@lingon/design-system/link';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { formatAddress, formatMsisdn } from '../lib/balance';
import { maskPersonalNumber } from '@lingon/contracts/personal-number';
import { useCustomerInfo } from '../lib/use-my-pages';
import { PermissionSwitches } from './permissions';
import {
  AddressDrawer,
  ContactChoices,
  FieldDrawer,
  PermissionDrawer,
  RightOfUse,
} from './profile-drawers';
import { PageHeading } from '../lib/page-heading';
import { LoadFailed } from '../lib/load-failed';

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
    // Narrow: the value goes under its label with the whole width (the button beside both), so
    // an e-mail address or a phone number never breaks mid-word. Wider: label, value, button.
    <div
      data-slot="profile-row"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 border-b border-border py-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
    >
      <dt className="col-start-1 row-start-1 text-muted">{term}</dt>
      <dd className="col-start-1 row-start-2 min-w-0 font-medium break-words sm:col-start-2 sm:row-start-1">
        {children}
      </dd>
      {action ? (
        <dd className="col-start-2 row-span-2 row-start-1 justify-self-end sm:col-start-3 sm:row-span-1">
          {action}
        </dd>
      ) : null}
    </div>
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
    body = <LoadFailed title="Vi kunde inte hämta dina uppgifter" query={info} />;
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
              {formatAddress(legal.address)}
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
                  failure={email.error ?? null}
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
                  failure={phone.error ?? null}
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
                  <ContactChoices />
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
      <PageHeading>Din sida</PageHeading>
      {body}
    </div>
  );
}
