import { cva, type VariantProps } from 'class-variance-authority';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import * as SelectPrimitive from '@radix-ui/react-select';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from './field';
import { usePortalContainer } from './portal-container';

export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root>;

export function Select(props: SelectProps) {
  // Root renders no element of its own, so it carries no data-slot.
  return <SelectPrimitive.Root {...props} />;
}

export type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group>;

export function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export type SelectValueProps = React.ComponentProps<typeof SelectPrimitive.Value>;

export function SelectValue(props: SelectValueProps) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export const selectTriggerVariants = cva(
  'flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-left text-fg transition-colors hover:border-fg focus-visible:focus-ring focus-visible:border-focus disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 disabled:hover:border-border-strong aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger data-placeholder:text-muted [&>span]:truncate',
  {
    variants: {
      size: {
        md: 'h-11 text-base',
        lg: 'h-13 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SelectTriggerProps
  extends
    React.ComponentProps<typeof SelectPrimitive.Trigger>,
    VariantProps<typeof selectTriggerVariants> {}

/** The button that opens the list; inside a Field it is labelled and described by it. */
export function SelectTrigger({
  className,
  size,
  id,
  disabled,
  children,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: SelectTriggerProps) {
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? 'md'}
      className={cn(selectTriggerVariants({ size }), className)}
      {...props}
      {...control}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & {
  /** Portal target; defaults to the PortalContainerProvider's, else document.body. */
  container?: HTMLElement | null;
};

export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  container,
  ...props
}: SelectContentProps) {
  const portalContainer = usePortalContainer();
  return (
    <SelectPrimitive.Portal container={container ?? portalContainer}>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border border-border bg-surface text-fg shadow-lg',
          position === 'popper' && 'w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          data-slot="select-scroll-up"
          className="flex h-7 items-center justify-center text-muted"
        >
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          data-slot="select-scroll-down"
          className="flex h-7 items-center justify-center text-muted"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export type SelectLabelProps = React.ComponentProps<typeof SelectPrimitive.Label>;

/** Heading of a SelectGroup. */
export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn(
        'px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted',
        className,
      )}
      {...props}
    />
  );
}

export type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item>;

export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-11 cursor-default select-none items-center rounded-sm py-2 pr-3 pl-9 text-base outline-none data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent data-highlighted:text-accent-fg data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <span className="absolute left-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export type SelectSeparatorProps = React.ComponentProps<typeof SelectPrimitive.Separator>;

export function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export interface SelectFieldProps extends SelectProps {
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: string;
  id?: string;
  size?: SelectTriggerProps['size'];
  /** Class of the trigger. */
  className?: string;
  /** Class of the wrapping Field. */
  fieldClassName?: string;
  /** Portal target of the list. */
  container?: HTMLElement | null;
}

/** Label, select, hint and error message wired together; children are SelectItems. */
export function SelectField({
  label,
  hint,
  error,
  placeholder = 'Välj…',
  id,
  size,
  className,
  fieldClassName,
  container,
  disabled,
  required,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <Field
      controlId={id}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      data-slot="select-field"
      className={fieldClassName}
    >
      <FieldLabel>{label}</FieldLabel>
      <Select disabled={disabled} required={required} {...props}>
        <SelectTrigger size={size} className={className}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent container={container}>{children}</SelectContent>
      </Select>
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
