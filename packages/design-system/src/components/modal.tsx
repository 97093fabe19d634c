import { cva, type VariantProps } from 'class-variance-authority';
import X from 'lucide-react/icons/x';
import * as Dialog from '@radix-ui/react-dialog';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { usePortalContainer } from './portal-container';

/*
 * A centred dialog built on Radix Dialog: Radix gives the portal, focus trap, Escape,
 * scroll lock, aria-modal and focus return to the trigger.
 */

export type ModalProps = React.ComponentProps<typeof Dialog.Root>;

export function Modal(props: ModalProps) {
  // Root renders no element of its own, so it carries no data-slot.
  return <Dialog.Root {...props} />;
}

export type ModalTriggerProps = React.ComponentProps<typeof Dialog.Trigger>;

export function ModalTrigger(props: ModalTriggerProps) {
  return <Dialog.Trigger data-slot="modal-trigger" {...props} />;
}

export type ModalCloseProps = React.ComponentProps<typeof Dialog.Close>;

/** Closes the modal; wrap a Button with asChild for a footer action. */
export function ModalClose(props: ModalCloseProps) {
  return <Dialog.Close data-slot="modal-close" {...props} />;
}

export const modalContentVariants = cva(
  // inset-0 + m-auto + h-fit centres without transforms, leaving transform free for the entry.
  'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-xl border border-border bg-surface text-fg shadow-lg outline-none transition-[opacity,scale] duration-200 ease-out starting:scale-95 starting:opacity-0',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalContentProps
  extends React.ComponentProps<typeof Dialog.Content>, VariantProps<typeof modalContentVariants> {
  /** Portal target; defaults to the PortalContainerProvider's, else document.body. */
  container?: HTMLElement | null;
  /** Renders the round close button in the top corner. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  overlayClassName?: string;
}

export function ModalContent({
  className,
  overlayClassName,
  size,
  container,
  showCloseButton = true,
  closeLabel = 'Stäng',
  children,
  ...props
}: ModalContentProps) {
  const portalContainer = usePortalContainer();
  return (
    <Dialog.Portal container={container ?? portalContainer}>
      <Dialog.Overlay
        data-slot="modal-overlay"
        className={cn(
          'fixed inset-0 z-50 bg-overlay transition-opacity duration-200 starting:opacity-0',
          overlayClassName,
        )}
      />
      <Dialog.Content
        data-slot="modal-content"
        data-size={size ?? 'md'}
        className={cn(modalContentVariants({ size }), className)}
        {...props}
      >
        {/* First in the DOM so it is the first tab stop, matching its place at the top. */}
        {showCloseButton ? (
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              data-slot="modal-close-button"
              aria-label={closeLabel}
              className="absolute top-2 right-2"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          </Dialog.Close>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export type ModalHeaderProps = React.ComponentProps<'div'>;

/** Title and description; padded on the right to clear the close button. */
export function ModalHeader({ className, ...props }: ModalHeaderProps) {
  return (
    <div
      data-slot="modal-header"
      className={cn('flex flex-col gap-1 px-6 pt-6 pr-14', className)}
      {...props}
    />
  );
}

export type ModalTitleProps = React.ComponentProps<typeof Dialog.Title>;

export function ModalTitle({ className, ...props }: ModalTitleProps) {
  return (
    <Dialog.Title
      data-slot="modal-title"
      className={cn('text-xl font-semibold text-fg', className)}
      {...props}
    />
  );
}

export type ModalDescriptionProps = React.ComponentProps<typeof Dialog.Description>;

export function ModalDescription({ className, ...props }: ModalDescriptionProps) {
  return (
    <Dialog.Description
      data-slot="modal-description"
      className={cn('text-base text-muted', className)}
      {...props}
    />
  );
}

export type ModalBodyProps = React.ComponentProps<'div'>;

/** Scrolls when the content is taller than the screen. */
export function ModalBody({ className, ...props }: ModalBodyProps) {
  return (
    <div
      data-slot="modal-body"
      className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-4', className)}
      {...props}
    />
  );
}

export type ModalFooterProps = React.ComponentProps<'div'>;

/**
 * Actions; buttons stack full width on phones. Seen in the order they are written (the tab
 * order): on a phone the last, the main action, is lowest, nearest the thumb.
 */
export function ModalFooter({ className, ...props }: ModalFooterProps) {
  return (
    <div
      data-slot="modal-footer"
      className={cn('flex flex-col gap-3 px-6 pt-2 pb-6 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
