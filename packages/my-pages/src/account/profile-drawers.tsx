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
import { Link } from '@lingon/design-system/link';
import { Skeleton } from '@lingon/design-system/skeleton';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import { useValidator } from '@lingon/forms/use-validator';
import * as React from 'react';
import { formatMsisdn } from '../lib/balance';
import { PermissionSwitches } from './permissions';
import { LoadFailed } from '../lib/load-failed';

// The drawers of 'Din sida'. Radix's Dialog under Drawer closes each on Escape and gives focus
// back to its 'Ändra' button.

export interface FieldDrawerProps {
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
  /** The last save's error (null when it did not fail): the server's own words when it gave some. */
  failure: unknown;
  onOpen: () => void;
  onSaved: (value: string) => void;
}

/** A drawer that changes one contact detail: its field, validated before sending, and Spara. */
export function FieldDrawer({
  what,
  title,
  description,
  label,
  current,
  input,
  check,
  save,
  saving,
  failure,
  onOpen,
  onSaved,
}: FieldDrawerProps) {
  const [open, setOpen] = React.useState(false);
  // Checked with `check` on Spara; the message stays until the next try. A refused value takes
  // focus to the field, marked invalid and described by the message, so that it is read out.
  const form = useValidator({
    initialValues: { value: current ?? '' },
    mode: 'manual',
    refusedWhileFocused: 'refocus',
  });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      form.reset({ value: current ?? '' });
      onOpen();
    }
  }

  const submit = form.handleSubmit(async ({ value }) => {
    const checked = check(value);
    if (!checked.ok) {
      form.showErrors([{ field: 'value', message: checked.message }]);
      return;
    }
    form.validator.clearErrors();
    try {
      const saved = await save(checked.value);
      setOpen(false);
      onSaved(saved);
    } catch {
      // `failure` says it below the field (SPEC §8: the error flag).
    }
  });

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
            <TextField label={label} {...input} {...textFieldProps(form.field('value'))} required />
            {failure ? (
              <Banner variant="error" title="Det gick inte att spara">
                {failure instanceof ApiError && failure.fieldErrors[0]
                  ? failure.fieldErrors[0].message
                  : 'Något gick fel hos oss. Det du hade förut gäller, försök igen.'}
              </Banner>
            ) : null}
          </DrawerBody>
          <DrawerFooter>
            {/* Not disabled while saving: a disabled button drops the focus to <body>. */}
            <Button type="submit" loading={saving} loadingLabel="Sparar…">
              Spara
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
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isMutating}
          loadingLabel="Sparar…"
        >
          Spara
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
export function RightOfUse() {
  const users = useContractQuery(subscriptionUsersContract, {}, { revalidateOnFocus: false });
  if (users.isLoading) return <Skeleton className="h-32" />;
  if (users.error || !users.data) {
    return (
      <LoadFailed title="Vi kunde inte hämta vem som använder dina abonnemang" query={users} />
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
export function PermissionDrawer({
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

/**
 * 'Kontakta mig': the consents (on: we may contact you) and the contact blocks (on: we may not)
 * under their own headings, with the words of 'Dina rättigheter', so that no switch's 'on' is
 * read the wrong way.
 */
export function ContactChoices() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3" aria-labelledby={`${id}-consents`}>
        <h3 id={`${id}-consents`} className="text-lg font-bold">
          Samtycken
        </h3>
        <p className="text-muted">Slå på det du vill att vi kontaktar dig om.</p>
        <PermissionSwitches
          kind="consents"
          only={['CONTACT_ME', 'MARKETING_EMAIL', 'MARKETING_SMS']}
        />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby={`${id}-opt-outs`}>
        <h3 id={`${id}-opt-outs`} className="text-lg font-bold">
          Kontakta mig inte
        </h3>
        <p className="text-muted">Slå på en spärr för det du inte vill att vi kontaktar dig om.</p>
        <PermissionSwitches kind="optOuts" />
      </section>
    </div>
  );
}

export function AddressDrawer() {
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
            dagar. Ska ditt bredband följa med till den nya adressen? Börja med att kolla vilket
            bredband som finns där.
          </p>
          <Link href="/bredband">Kolla bredband på din nya adress</Link>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
