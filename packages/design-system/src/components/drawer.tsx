import { cva, type VariantProps } from 'class-variance-authority';
import X from 'lucide-react/icons/x';
import * as Dialog from '@radix-ui/react-dialog';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { usePortalContainer } from './portal-container';

/*
 * A side sheet built on Radix Dialog: Radix gives the portal, focus trap, Escape,
 * scroll lock, aria-modal and focus return to the trigger.
 */

export type DrawerProps = React.ComponentProps<typeof Dialog.Root>;

export function Drawer(props: DrawerProps) {
  // Root renders no element of its own, so it carries no data-slot.
  return <Dialog.Root {...props} />;
}

export type DrawerTriggerProps = React.ComponentProps<typeof Dialog.Trigger>;

export function DrawerTrigger(props: DrawerTriggerProps) {
  return <Dialog.Trigger data-slot="drawer-trigger" {...props} />;
}

export type DrawerCloseProps = React.ComponentProps<typeof Dialog.Close>;

/** Closes the drawer; wrap a Button with asChild for a footer action. */
export function DrawerClose(props: DrawerCloseProps) {
  return <Dialog.Close data-slot="drawer-close" {...props} />;
}

export const drawerContentVariants = cva(
  'fixed z-50 flex flex-col bg-surface text-fg shadow-lg outline-none transition-transform duration-300 ease-out sm:inset-y-0 sm:right-0 sm:left-auto sm:h-full sm:w-full sm:border-l sm:border-border sm:starting:translate-x-full',
  {
    variants: {
      // Desktop always slides in from the right; this picks the phone layout.
      mobileSide: {
        right: 'inset-0 h-full w-full starting:translate-x-full',
        bottom:
          'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-xl starting:translate-y-full sm:max-h-none sm:rounded-none sm:starting:translate-y-0',
      },
      size: {
        md: 'sm:max-w-md',
        lg: 'sm:max-w-xl',
      },
    },
    defaultVariants: { mobileSide: 'right', size: 'md' },
  },
);

export interface DrawerContentProps
  extends React.ComponentProps<typeof Dialog.Content>, VariantProps<typeof drawerContentVariants> {
  /** Portal target; defaults to the PortalContainerProvider's, else document.body. */
  container?: HTMLElement | null;
  /** Renders the round close button in the top corner. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  overlayClassName?: string;
}

export function DrawerContent({
  className,
  overlayClassName,
  mobileSide,
  size,
  container,
  showCloseButton = true,
  closeLabel = 'Stäng',
  children,
  ...props
}: DrawerContentProps) {
  const portalContainer = usePortalContainer();
  return (
    <Dialog.Portal container={container ?? portalContainer}>
      <Dialog.Overlay
        data-slot="drawer-overlay"
        className={cn(
          'fixed inset-0 z-50 bg-overlay transition-opacity duration-300 starting:opacity-0',
          overlayClassName,
        )}
      />
      <Dialog.Content
        data-slot="drawer-content"
        data-mobile-side={mobileSide ?? 'right'}
        data-size={size ?? 'md'}
        className={cn(drawerContentVariants({ mobileSide, size }), className)}
        {...props}
      >
        {/* First in the DOM so it is the first tab stop, matching its place at the top. */}
        {showCloseButton ? (
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              data-slot="drawer-close-button"
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

export type DrawerHeaderProps = React.ComponentProps<'div'>;

/** Title and description; padded on the right to clear the close button. */
export function DrawerHeader({ className, ...props }: DrawerHeaderProps) {
  return (
    <div
      data-slot="drawer-header"
      className={cn('flex flex-col gap-1 border-b border-border px-6 pt-5 pb-4 pr-14', className)}
      {...props}
    />
  );
}

export type DrawerTitleProps = React.ComponentProps<typeof Dialog.Title>;

export function DrawerTitle({ className, ...props }: DrawerTitleProps) {
  return (
    <Dialog.Title
      data-slot="drawer-title"
      className={cn('text-xl font-semibold text-fg', className)}
      {...props}
    />
  );
}

export type DrawerDescriptionProps = React.ComponentProps<typeof Dialog.Description>;

export function DrawerDescription({ className, ...props }: DrawerDescriptionProps) {
  return (
    <Dialog.Description
      data-slot="drawer-description"
      className={cn('text-sm text-muted', className)}
      {...props}
    />
  );
}

export type DrawerBodyProps = React.ComponentProps<'div'>;

/** The scrolling middle of the drawer. */
export function DrawerBody({ className, ...props }: DrawerBodyProps) {
  return (
    <div
      data-slot="drawer-body"
      className={cn('flex-1 overflow-y-auto px-6 py-5', className)}
      {...props}
    />
  );
}

export type DrawerFooterProps = React.ComponentProps<'div'>;

/**
 * Actions pinned to the bottom; buttons stack full width on phones. Seen in the order they are
 * written (the tab order): on a phone the last, the main action, is lowest, nearest the thumb.
 */
export function DrawerFooter({ className, ...props }: DrawerFooterProps) {
  return (
    <div
      data-slot="drawer-footer"
      className={cn(
        'flex flex-col gap-3 border-t border-border px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}
