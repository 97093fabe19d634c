import { getSubscriptionsContract } from '@lingon/contracts/mypages/get-subscriptions';
import type { Subscription } from '@lingon/contracts/mypages/schemas';
import { subscriptionDetailsContract } from '@lingon/contracts/mypages/subscription-details';
import {
  ALIAS_MAX_LENGTH,
  aliasContract,
  aliasRequestSchema,
  callSettingsSchema,
  expenseSettingsSchema,
  saveSubscriptionSettingsContract,
  simOrderContract,
  simOrderRequestSchema,
  subscriptionSettingsContract,
  type BlockSettings,
  type CallSettings,
  type SubscriptionSettings as Settings,
} from '@lingon/contracts/mypages/subscription-settings';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
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
import { cn } from '@lingon/design-system/lib/cn';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton } from '@lingon/design-system/skeleton';
import { SwitchField } from '@lingon/design-system/switch';
import { TextField } from '@lingon/design-system/text-field';
import ChevronRight from 'lucide-react/icons/chevron-right';
import * as React from 'react';
import { formatMsisdn } from './lib/balance';
import { addressOf, DeliveryAddressFields, EMPTY_ADDRESS } from './lib/delivery-address';
import { fieldErrors, saveFailure, type FieldErrors } from './lib/form-errors';
import { useCustomerInfo } from './lib/use-my-pages';

interface SettingsDrawerProps {
  label: string;
  /** What the row shows now, e.g. 'Av' or the alias. */
  value?: React.ReactNode;
  title: string;
  description: string;
  submitLabel?: string;
  /** Saves; resolves to a message to show after closing, or null when it failed. */
  onSubmit: () => Promise<string | null>;
  onOpen?: () => void;
  busy: boolean;
  failure: string | null;
  children: React.ReactNode;
  onDone: (message: string) => void;
}

/** One row of the settings list: its label and value, opening a drawer with its form. */
function SettingsDrawer({
  label,
  value,
  title,
  description,
  submitLabel = 'Spara',
  onSubmit,
  onOpen,
  busy,
  failure,
  children,
  onDone,
}: SettingsDrawerProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <li className="border-b border-border">
      <Drawer
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) onOpen?.();
        }}
      >
        <DrawerTrigger className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left hover:text-primary focus-visible:focus-ring">
          <span className="flex flex-col">
            <span className="font-medium">{label}</span>
            {value ? <span className="text-sm text-muted">{value}</span> : null}
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
        </DrawerTrigger>
        <DrawerContent>
          <form
            noValidate
            className="flex h-full flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit().then((message) => {
                if (message !== null) {
                  setOpen(false);
                  onDone(message);
                }
              });
            }}
          >
            <DrawerHeader>
              <DrawerTitle>{title}</DrawerTitle>
              <DrawerDescription>{description}</DrawerDescription>
            </DrawerHeader>
            <DrawerBody className="flex flex-col gap-4">
              {children}
              {failure ? (
                <Banner variant="error" title="Det gick inte att spara">
                  {failure}
                </Banner>
              ) : null}
            </DrawerBody>
            <DrawerFooter>
              <Button type="submit" disabled={busy}>
                {busy ? 'Sparar…' : submitLabel}
              </Button>
            </DrawerFooter>
          </form>
        </DrawerContent>
      </Drawer>
    </li>
  );
}

const FORWARDING_LABELS: Record<CallSettings['forwarding'], string> = {
  NONE: 'Ingen vidarekoppling',
  BUSY: 'När det är upptaget',
  NO_ANSWER: 'När jag inte svarar',
  ALWAYS: 'Alltid',
};

export interface SubscriptionSettingsProps extends React.ComponentProps<'section'> {
  subscription: Subscription;
}

/**
 * A subscription's settings, each in its own drawer: its name (alias), a new eSIM or SIM card,
 * call settings, an expense ceiling and blocks. Each saves through its own service; a drawer
 * closes on Escape and gives focus back to its row.
 */
export function SubscriptionSettings({
  subscription,
  className,
  ...props
}: SubscriptionSettingsProps) {
  const msisdn = subscription.id;
  const settings = useContractQuery(
    subscriptionSettingsContract,
    { body: { msisdn } },
    {
      revalidateOnFocus: false,
    },
  );
  const info = useCustomerInfo();
  const cache = useContractCache();
  const alias = useContractMutation(aliasContract);
  const save = useContractMutation(saveSubscriptionSettingsContract);
  const sim = useContractMutation(simOrderContract);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [done, setDone] = React.useState<string | null>(null);

  const [aliasValue, setAliasValue] = React.useState('');
  const [call, setCall] = React.useState<{
    voicemail: boolean;
    forwarding: CallSettings['forwarding'];
    forwardTo: string;
  }>({
    voicemail: true,
    forwarding: 'NONE',
    forwardTo: '',
  });
  const [ceiling, setCeiling] = React.useState('');
  const [blocks, setBlocks] = React.useState<BlockSettings>({
    premiumNumbers: false,
    roamingData: false,
    purchases: false,
  });
  const [esimEmail, setEsimEmail] = React.useState('');
  const [address, setAddress] = React.useState(EMPTY_ADDRESS);

  const ids = {
    alias: React.useId(),
    forwardTo: React.useId(),
    ceiling: React.useId(),
    email: React.useId(),
  };

  function opening(reset: () => void, mutation: { reset: () => void }) {
    return () => {
      setErrors({});
      mutation.reset();
      reset();
    };
  }

  async function saveSettings<K extends keyof Settings>(kind: K, value: Settings[K]) {
    try {
      const next = await save.trigger({ body: { msisdn, kind, settings: value } as never });
      await cache.set(subscriptionSettingsContract, { body: { msisdn } }, next);
      return true;
    } catch {
      return false;
    }
  }

  if (settings.isLoading) return <Skeleton className="h-64" />;
  const current = settings.data;

  return (
    <section
      className={cn('flex flex-col gap-3', className)}
      data-slot="subscription-settings"
      {...props}
    >
      <h2 className="text-xl font-bold">Inställningar</h2>
      {done ? (
        <Banner variant="success" title="Klart!" dismissible onDismiss={() => setDone(null)}>
          {done}
        </Banner>
      ) : null}
      {settings.error || !current ? (
        <Banner variant="error" title="Inställningarna kunde inte hämtas">
          Försök igen om en stund.
        </Banner>
      ) : null}
      <ul className="flex flex-col">
        <SettingsDrawer
          label="Namn på abonnemanget"
          value={subscription.displayName ?? 'Inget namn'}
          title="Namn på abonnemanget"
          description={`Ett eget namn gör det lätt att hålla isär dina abonnemang, t.ex. "Olles mobil". Högst ${ALIAS_MAX_LENGTH} tecken.`}
          onOpen={opening(() => setAliasValue(subscription.displayName ?? ''), alias)}
          busy={alias.isMutating}
          failure={alias.error ? saveFailure(alias.error) : null}
          onDone={setDone}
          onSubmit={async () => {
            const parsed = aliasRequestSchema.safeParse({ msisdn, alias: aliasValue });
            if (!parsed.success) return (setErrors(fieldErrors(parsed.error)), null);
            setErrors({});
            try {
              await alias.trigger({ body: parsed.data });
              await cache.revalidate(getSubscriptionsContract, {});
              await cache.revalidate(subscriptionDetailsContract, { body: { msisdn } });
              return parsed.data.alias
                ? `Abonnemanget heter nu ${parsed.data.alias}.`
                : 'Namnet är borttaget.';
            } catch {
              return null;
            }
          }}
        >
          <TextField
            id={ids.alias}
            label="Namn"
            value={aliasValue}
            maxLength={ALIAS_MAX_LENGTH + 5}
            hint={`${aliasValue.trim().length} av ${ALIAS_MAX_LENGTH} tecken. Lämna tomt för att ta bort namnet.`}
            onChange={(event) => setAliasValue(event.target.value)}
            error={errors['alias']}
          />
        </SettingsDrawer>

        {current ? (
          <>
            <SettingsDrawer
              label="Samtalsinställningar"
              value={`Röstbrevlåda ${current.call.voicemail ? 'på' : 'av'} · ${FORWARDING_LABELS[current.call.forwarding]}`}
              title="Samtalsinställningar"
              description="Röstbrevlåda och vidarekoppling av samtal till ett annat nummer."
              onOpen={opening(
                () =>
                  setCall({
                    voicemail: current.call.voicemail,
                    forwarding: current.call.forwarding,
                    forwardTo: current.call.forwardTo ?? '',
                  }),
                save,
              )}
              busy={save.isMutating}
              failure={save.error ? saveFailure(save.error) : null}
              onDone={setDone}
              onSubmit={async () => {
                const parsed = callSettingsSchema.safeParse({
                  ...call,
                  forwardTo: call.forwarding === 'NONE' ? null : call.forwardTo || null,
                });
                if (!parsed.success) return (setErrors(fieldErrors(parsed.error)), null);
                setErrors({});
                return (await saveSettings('call', parsed.data))
                  ? 'Samtalsinställningarna är sparade.'
                  : null;
              }}
            >
              <SwitchField
                label="Röstbrevlåda"
                checked={call.voicemail}
                onCheckedChange={(voicemail) => setCall({ ...call, voicemail })}
              />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-medium">Vidarekoppla samtal</legend>
                <RadioGroup
                  aria-label="Vidarekoppla samtal"
                  value={call.forwarding}
                  onValueChange={(value) =>
                    setCall({ ...call, forwarding: value as CallSettings['forwarding'] })
                  }
                >
                  {(Object.keys(FORWARDING_LABELS) as CallSettings['forwarding'][]).map((value) => (
                    <RadioGroupItem key={value} value={value} label={FORWARDING_LABELS[value]} />
                  ))}
                </RadioGroup>
              </fieldset>
              {call.forwarding !== 'NONE' ? (
                <TextField
                  id={ids.forwardTo}
                  label="Koppla till nummer"
                  type="tel"
                  autoComplete="tel"
                  value={call.forwardTo}
                  onChange={(event) => setCall({ ...call, forwardTo: event.target.value })}
                  error={errors['forwardTo']}
                />
              ) : null}
            </SettingsDrawer>

            <SettingsDrawer
              label="Kostnadstak"
              value={
                current.expense.ceiling === null ? 'Inget tak' : `${current.expense.ceiling} kr/mån`
              }
              title="Kostnadstak"
              description="Ett tak för vad du kan ringa, sms:a och köpa för utöver månadsavgiften. När taket nås spärras det som kostar extra till nästa månad."
              onOpen={opening(
                () =>
                  setCeiling(
                    current.expense.ceiling === null ? '' : String(current.expense.ceiling),
                  ),
                save,
              )}
              busy={save.isMutating}
              failure={save.error ? saveFailure(save.error) : null}
              onDone={setDone}
              onSubmit={async () => {
                const text = ceiling.trim();
                const value = text === '' ? null : Number(text.replace(/\s/g, ''));
                const parsed = expenseSettingsSchema.safeParse({
                  ceiling: value !== null && Number.isNaN(value) ? -1 : value,
                });
                if (!parsed.success) return (setErrors(fieldErrors(parsed.error)), null);
                setErrors({});
                return (await saveSettings('expense', parsed.data))
                  ? parsed.data.ceiling === null
                    ? 'Kostnadstaket är borttaget.'
                    : `Kostnadstaket är ${parsed.data.ceiling} kr per månad.`
                  : null;
              }}
            >
              <TextField
                id={ids.ceiling}
                label="Tak i kronor per månad"
                inputMode="numeric"
                hint="0–10 000 kr. Lämna tomt för inget tak."
                value={ceiling}
                onChange={(event) => setCeiling(event.target.value)}
                error={errors['ceiling']}
              />
            </SettingsDrawer>

            <SettingsDrawer
              label="Spärrar"
              value={
                [
                  current.blocks.premiumNumbers && 'betalnummer',
                  current.blocks.roamingData && 'surf utomlands',
                  current.blocks.purchases && 'köp',
                ]
                  .filter(Boolean)
                  .join(', ') || 'Inga spärrar'
              }
              title="Spärrar"
              description="Spärra det du inte vill ska gå att använda med abonnemanget."
              onOpen={opening(() => setBlocks(current.blocks), save)}
              busy={save.isMutating}
              failure={save.error ? saveFailure(save.error) : null}
              onDone={setDone}
              onSubmit={async () =>
                (await saveSettings('blocks', blocks)) ? 'Spärrarna är sparade.' : null
              }
            >
              <SwitchField
                label="Spärra betalnummer (0900, 0939, 0944, 72…)"
                checked={blocks.premiumNumbers}
                onCheckedChange={(premiumNumbers) => setBlocks({ ...blocks, premiumNumbers })}
              />
              <SwitchField
                label="Spärra surf utomlands"
                checked={blocks.roamingData}
                onCheckedChange={(roamingData) => setBlocks({ ...blocks, roamingData })}
              />
              <SwitchField
                label="Spärra köp på mobilräkningen"
                checked={blocks.purchases}
                onCheckedChange={(purchases) => setBlocks({ ...blocks, purchases })}
              />
            </SettingsDrawer>
          </>
        ) : null}

        <SettingsDrawer
          label="Beställ eSIM"
          title="Beställ eSIM"
          description={`Ett eSIM till ${formatMsisdn(msisdn)}. Vi mejlar en QR-kod som du skannar med telefonen; ditt nuvarande SIM slutar fungera när eSIM:et är aktiverat.`}
          submitLabel="Beställ eSIM"
          onOpen={opening(() => setEsimEmail(info.data?.userProfileData.email ?? ''), sim)}
          busy={sim.isMutating}
          failure={sim.error ? saveFailure(sim.error) : null}
          onDone={setDone}
          onSubmit={async () => {
            const parsed = simOrderRequestSchema.safeParse({
              msisdn,
              kind: 'ESIM',
              email: esimEmail,
            });
            if (!parsed.success) return (setErrors(fieldErrors(parsed.error)), null);
            setErrors({});
            try {
              const order = await sim.trigger({ body: parsed.data });
              return `Ditt eSIM är beställt (order ${order.orderId}). QR-koden kommer med e-post.`;
            } catch {
              return null;
            }
          }}
        >
          <TextField
            id={ids.email}
            label="Skicka QR-koden till"
            type="email"
            autoComplete="email"
            value={esimEmail}
            onChange={(event) => setEsimEmail(event.target.value)}
            error={errors['email']}
          />
        </SettingsDrawer>

        <SettingsDrawer
          label="Beställ nytt SIM-kort"
          title="Beställ nytt SIM-kort"
          description={`Ett nytt SIM-kort till ${formatMsisdn(msisdn)}, med posten inom 1–3 arbetsdagar. Det gamla kortet slutar fungera när du aktiverar det nya.`}
          submitLabel="Beställ SIM-kort"
          onOpen={opening(() => setAddress(addressOf(info.data)), sim)}
          busy={sim.isMutating}
          failure={sim.error ? saveFailure(sim.error) : null}
          onDone={setDone}
          onSubmit={async () => {
            const parsed = simOrderRequestSchema.safeParse({ msisdn, kind: 'SIM', address });
            if (!parsed.success) return (setErrors(fieldErrors(parsed.error)), null);
            setErrors({});
            try {
              const order = await sim.trigger({ body: parsed.data });
              return `Ditt SIM-kort är beställt (order ${order.orderId}).`;
            } catch {
              return null;
            }
          }}
        >
          <DeliveryAddressFields value={address} onChange={setAddress} errors={errors} />
        </SettingsDrawer>
      </ul>
    </section>
  );
}
