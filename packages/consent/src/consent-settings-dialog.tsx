import { Button } from '@lingon/design-system/button';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  type ModalContentProps,
} from '@lingon/design-system/modal';
import { SwitchField } from '@lingon/design-system/switch';
import * as React from 'react';
import { useConsent, useConsentSettingsOpen } from './consent-provider';
import { CONSENT_GROUP_INFO, CONSENT_GROUPS, type ConsentGroup } from './lib/consent-groups';

export interface ConsentSettingsContentProps extends Omit<
  ModalContentProps,
  'children' | 'onSubmit'
> {
  /** Groups switched on when the dialog opens. */
  initialGroups: readonly ConsentGroup[];
  /** The groups switched on, C0001 included. */
  onSave: (groups: ConsentGroup[]) => void;
  onAcceptAll: () => void;
}

interface SettingsFormProps {
  initialGroups: readonly ConsentGroup[];
  onSave: (groups: ConsentGroup[]) => void;
  onAcceptAll: () => void;
}

/** Lives inside ModalContent, which unmounts on close: every opening starts a fresh draft. */
function SettingsForm({ initialGroups, onSave, onAcceptAll }: SettingsFormProps) {
  const [draft, setDraft] = React.useState<ReadonlySet<ConsentGroup>>(() => new Set(initialGroups));
  const toggle = (group: ConsentGroup, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(group);
      else next.delete(group);
      return next;
    });

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(CONSENT_GROUPS.filter((group) => draft.has(group)));
      }}
    >
      <ModalBody className="flex flex-col gap-3">
        {CONSENT_GROUP_INFO.map((info) => (
          <SwitchField
            key={info.id}
            name={info.id}
            data-group={info.id}
            label={info.name}
            hint={info.description}
            checked={info.required || draft.has(info.id)}
            disabled={info.required}
            onCheckedChange={(on) => toggle(info.id, on)}
            fieldClassName="border-b border-border pb-3 last:border-b-0 last:pb-0"
          />
        ))}
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="outline" onClick={onAcceptAll}>
          Godkänn alla
        </Button>
        <Button type="submit">Spara val</Button>
      </ModalFooter>
    </form>
  );
}

/**
 * The dialog's content: one switch per group (C0001 on and disabled). Changes are a draft
 * until "Spara val"; closing without saving keeps the previous choice.
 */
export function ConsentSettingsContent({
  initialGroups,
  onSave,
  onAcceptAll,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ConsentSettingsContentProps) {
  // The dialog is usually opened without a ModalTrigger (banner, page script), and Radix only
  // returns focus to a trigger; so remember where focus was and return it there ourselves.
  const returnFocus = React.useRef<HTMLElement | null>(null);
  return (
    <ModalContent
      onOpenAutoFocus={(event) => {
        const active = document.activeElement;
        returnFocus.current =
          active instanceof HTMLElement && active !== document.body ? active : null;
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        const target = returnFocus.current;
        returnFocus.current = null;
        if (event.defaultPrevented || !target?.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
      {...props}
    >
      <ModalHeader>
        <ModalTitle>Cookieinställningar</ModalTitle>
        <ModalDescription>
          Välj vilka cookies vi får använda. Du kan ändra ditt val när som helst.
        </ModalDescription>
      </ModalHeader>
      <SettingsForm initialGroups={initialGroups} onSave={onSave} onAcceptAll={onAcceptAll} />
    </ModalContent>
  );
}

export type ConsentSettingsDialogProps = Omit<
  ConsentSettingsContentProps,
  'initialGroups' | 'onSave' | 'onAcceptAll'
>;

/**
 * The cookie settings in the design system's Modal, opened by the banner, by useConsent's
 * openSettings or by window.LingonConsent.showSettings(). Needs ConsentProvider.
 */
export function ConsentSettingsDialog(props: ConsentSettingsDialogProps) {
  const { activeGroups, save, acceptAll } = useConsent();
  const [open, setOpen] = useConsentSettingsOpen();
  return (
    <Modal open={open} onOpenChange={setOpen}>
      <ConsentSettingsContent
        initialGroups={activeGroups}
        onSave={(groups) => {
          save(groups);
          setOpen(false);
        }}
        onAcceptAll={() => {
          acceptAll();
          setOpen(false);
        }}
        {...props}
      />
    </Modal>
  );
}
