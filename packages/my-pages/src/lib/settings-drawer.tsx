import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '@lingon/design-system/drawer';
import type { FieldValues } from '@lingon/forms/rules';
import type { UseValidatorResult } from '@lingon/forms/use-validator';
import ChevronRight from 'lucide-react/icons/chevron-right';
import * as React from 'react';

/**
 * A drawer's save through its form's validator: a refused form puts focus on its first field with
 * an error, read with its message, and resolves to null (the drawer stays open); a valid one is
 * saved, resolving to save's message.
 */
export function saveIfValid<V extends FieldValues>(
  form: Pick<UseValidatorResult<V>, 'handleSubmit'>,
  save: (values: V) => Promise<string | null>,
): () => Promise<string | null> {
  return async () => {
    let message: string | null = null;
    await form.handleSubmit(async (values) => {
      message = await save(values);
    })();
    return message;
  };
}

export interface SettingsDrawerProps {
  label: string;
  /** What the row shows now, e.g. 'Av' or the alias. */
  value?: React.ReactNode;
  title: string;
  description: string;
  submitLabel?: string;
  /**
   * Saves; resolves to a message to show after closing, or null when it was refused or failed
   * (see `saveIfValid`). Without it the drawer only tells (e.g. an order on its way) and its
   * footer goes back to the list.
   */
  onSubmit?: () => Promise<string | null>;
  onOpen?: () => void;
  busy?: boolean;
  failure?: string | null;
  children: React.ReactNode;
  onDone?: (message: string) => void;
}

/**
 * One row of a settings list: its label and value, opening a drawer with its form. The row's
 * button stays the same when its label changes, so focus comes back to it after a save.
 */
export function SettingsDrawer({
  label,
  value,
  title,
  description,
  submitLabel = 'Spara',
  onSubmit,
  onOpen,
  busy = false,
  failure = null,
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
              if (!onSubmit) return;
              void onSubmit().then((message) => {
                if (message === null) return;
                setOpen(false);
                onDone?.(message);
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
              {onSubmit ? (
                // Not disabled while saving: a disabled button drops the focus to <body>.
                <Button type="submit" loading={busy} loadingLabel="Sparar…">
                  {submitLabel}
                </Button>
              ) : (
                <DrawerClose asChild>
                  <Button type="button" variant="outline">
                    Tillbaka
                  </Button>
                </DrawerClose>
              )}
            </DrawerFooter>
          </form>
        </DrawerContent>
      </Drawer>
    </li>
  );
}
