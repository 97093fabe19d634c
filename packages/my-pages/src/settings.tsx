import type { Subscription } from '@lingon/contracts/mypages/schemas';
import {
  ALIAS_MAX_LENGTH,
  aliasContract,
  aliasRequestSchema,
  callSettingsSchemaFor,
  expenseSettingsFormSchema,
  saveSubscriptionSettingsContract,
  subscriptionSettingsContract,
  type BlockSettings,
  type CallSettings,
  type SubscriptionSettings as Settings,
} from '@lingon/contracts/mypages/subscription-settings';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { Banner } from '@lingon/design-system/banner';
import { cn } from '@lingon/design-system/lib/cn';
import { RadioGroup, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Skeleton } from '@lingon/design-system/skeleton';
import { SwitchField } from '@lingon/design-system/switch';
import { TextField } from '@lingon/design-system/text-field';
import { textFieldProps } from '@lingon/forms/binding';
import type { FieldValues } from '@lingon/forms/rules';
import { useValidator } from '@lingon/forms/use-validator';
import { zodFormRules, zodRule, zodRules } from '@lingon/forms/zod';
import * as React from 'react';
import { saveFailure } from './lib/form-errors';
import { saveIfValid, SettingsDrawer } from './lib/settings-drawer';
import { useCustomerInfo, useMyPagesRevalidation } from './lib/use-my-pages';
import { SimOrderRows } from './sim-orders';
import { LoadFailed } from './lib/load-failed';

const FORWARDING_LABELS: Record<CallSettings['forwarding'], string> = {
  NONE: 'Ingen vidarekoppling',
  BUSY: 'När det är upptaget',
  NO_ANSWER: 'När jag inte svarar',
  ALWAYS: 'Alltid',
};

/** The call drawer's values as the save reads them: no number when nothing is forwarded. */
function callInput({ msisdn: _msisdn, ...call }: FieldValues) {
  return { ...call, forwardTo: call['forwarding'] === 'NONE' ? null : call['forwardTo'] || null };
}

/** The number to forward to, with the rules of the save (never the subscription's own number). */
const forwardToRules = zodFormRules(
  (values) => callSettingsSchemaFor(String(values['msisdn'])),
  ['forwardTo'],
  callInput,
);

/** Each drawer's form: checked on save, then again as it is corrected; focus to the first error. */
const FORM_OPTIONS = { mode: 'conservative', refusedWhileFocused: 'refocus' } as const;

export interface SubscriptionSettingsProps extends React.ComponentProps<'section'> {
  subscription: Subscription;
}

/**
 * A subscription's settings, each in its own drawer: its name (alias), a new eSIM or SIM card
 * (or the one on its way), call settings, an expense ceiling and blocks. Each saves through its
 * own service; a drawer closes on Escape and gives focus back to its row.
 */
export function SubscriptionSettings({
  subscription,
  className,
  ...props
}: SubscriptionSettingsProps) {
  const msisdn = subscription.id;
  // A prepaid card has no monthly fee and no bill: what costs extra is drawn from its saldo.
  const prepaid = subscription.subscriptionType === 'PREPAID_VOICE';
  const settings = useContractQuery(
    subscriptionSettingsContract,
    { body: { msisdn } },
    {
      revalidateOnFocus: false,
    },
  );
  // Asked for at once: the eSIM and SIM card drawers start from the customer's e-mail and address.
  const info = useCustomerInfo();
  const cache = useContractCache();
  const revalidate = useMyPagesRevalidation();
  const alias = useContractMutation(aliasContract);
  const save = useContractMutation(saveSubscriptionSettingsContract);
  const [done, setDone] = React.useState<string | null>(null);

  const aliasForm = useValidator({
    ...FORM_OPTIONS,
    initialValues: { alias: '' },
    rules: { alias: [zodRule(aliasRequestSchema.shape.alias)] },
  });
  // The subscription's own number is one of the values: forwarding to it is refused.
  const callForm = useValidator({
    ...FORM_OPTIONS,
    initialValues: {
      msisdn,
      voicemail: true,
      forwarding: 'NONE' as CallSettings['forwarding'],
      forwardTo: '',
    },
    rules: forwardToRules,
  });
  const ceilingForm = useValidator({
    ...FORM_OPTIONS,
    initialValues: { ceiling: '' },
    rules: zodRules(expenseSettingsFormSchema),
  });
  const [blocks, setBlocks] = React.useState<BlockSettings>({
    premiumNumbers: false,
    roamingData: false,
    purchases: false,
  });

  function opening(reset: () => void, mutation: { reset: () => void }) {
    return () => {
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
        <LoadFailed title="Vi kunde inte hämta inställningarna" query={settings} />
      ) : null}
      <ul className="flex flex-col">
        <SettingsDrawer
          label="Namn på abonnemanget"
          value={subscription.displayName ?? 'Inget namn'}
          title="Namn på abonnemanget"
          description={`Ett eget namn gör det lätt att hålla isär dina abonnemang, t.ex. "Olles mobil". Högst ${ALIAS_MAX_LENGTH} tecken.`}
          onOpen={opening(() => aliasForm.reset({ alias: subscription.displayName ?? '' }), alias)}
          busy={alias.isMutating}
          failure={alias.error ? saveFailure(alias.error) : null}
          onDone={setDone}
          onSubmit={saveIfValid(aliasForm, async (values) => {
            const body = aliasRequestSchema.parse({ msisdn, ...values });
            try {
              await alias.trigger({ body });
              await revalidate.subscriptions();
              await revalidate.subscriptionDetails(msisdn);
              return body.alias ? `Abonnemanget heter nu ${body.alias}.` : 'Namnet är borttaget.';
            } catch {
              return null;
            }
          })}
        >
          <TextField
            label="Namn"
            maxLength={ALIAS_MAX_LENGTH + 5}
            hint={`${aliasForm.values.alias.trim().length} av ${ALIAS_MAX_LENGTH} tecken. Lämna tomt för att ta bort namnet.`}
            {...textFieldProps(aliasForm.field('alias'))}
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
                  callForm.reset({
                    msisdn,
                    voicemail: current.call.voicemail,
                    forwarding: current.call.forwarding,
                    forwardTo: current.call.forwardTo ?? '',
                  }),
                save,
              )}
              busy={save.isMutating}
              failure={save.error ? saveFailure(save.error) : null}
              onDone={setDone}
              onSubmit={saveIfValid(callForm, async (values) =>
                (await saveSettings('call', callSettingsSchemaFor(msisdn).parse(callInput(values))))
                  ? 'Samtalsinställningarna är sparade.'
                  : null,
              )}
            >
              <SwitchField
                label="Röstbrevlåda"
                checked={callForm.values.voicemail}
                onCheckedChange={(voicemail) => void callForm.setValue('voicemail', voicemail)}
              />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-medium">Vidarekoppla samtal</legend>
                <RadioGroup
                  aria-label="Vidarekoppla samtal"
                  value={callForm.values.forwarding}
                  onValueChange={(value) =>
                    void callForm.setValue('forwarding', value as CallSettings['forwarding'])
                  }
                >
                  {(Object.keys(FORWARDING_LABELS) as CallSettings['forwarding'][]).map((value) => (
                    <RadioGroupItem key={value} value={value} label={FORWARDING_LABELS[value]} />
                  ))}
                </RadioGroup>
              </fieldset>
              {callForm.values.forwarding !== 'NONE' ? (
                <TextField
                  label="Koppla till nummer"
                  type="tel"
                  autoComplete="tel"
                  {...textFieldProps(callForm.field('forwardTo'))}
                />
              ) : null}
            </SettingsDrawer>

            <SettingsDrawer
              label="Kostnadstak"
              value={
                current.expense.ceiling === null ? 'Inget tak' : `${current.expense.ceiling} kr/mån`
              }
              title="Kostnadstak"
              description={
                prepaid
                  ? 'Ett tak för hur mycket av saldot du kan ringa, sms:a och köpa för per månad. När taket nås spärras det som kostar till nästa månad.'
                  : 'Ett tak för vad du kan ringa, sms:a och köpa för utöver månadsavgiften. När taket nås spärras det som kostar extra till nästa månad.'
              }
              onOpen={opening(
                () =>
                  ceilingForm.reset({
                    ceiling:
                      current.expense.ceiling === null ? '' : String(current.expense.ceiling),
                  }),
                save,
              )}
              busy={save.isMutating}
              failure={save.error ? saveFailure(save.error) : null}
              onDone={setDone}
              onSubmit={saveIfValid(ceilingForm, async (values) => {
                const expense = expenseSettingsFormSchema.parse(values);
                return (await saveSettings('expense', expense))
                  ? expense.ceiling === null
                    ? 'Kostnadstaket är borttaget.'
                    : `Kostnadstaket är ${expense.ceiling} kr per månad.`
                  : null;
              })}
            >
              <TextField
                label="Tak i kronor per månad"
                inputMode="numeric"
                hint="0–10 000 kr. Lämna tomt för inget tak."
                {...textFieldProps(ceilingForm.field('ceiling'))}
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
                label={prepaid ? 'Spärra köp som dras från saldot' : 'Spärra köp på mobilräkningen'}
                checked={blocks.purchases}
                onCheckedChange={(purchases) => setBlocks({ ...blocks, purchases })}
              />
            </SettingsDrawer>
          </>
        ) : null}

        <SimOrderRows
          msisdn={msisdn}
          pending={current?.pendingSimOrders}
          customer={info.data}
          onDone={setDone}
        />
      </ul>
    </section>
  );
}
