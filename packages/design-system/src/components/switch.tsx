import * as SwitchPrimitive from '@radix-ui/react-switch';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from './field';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root>;

/** An on/off toggle that applies at once; inside a Field it is labelled and described by it. */
export function Switch({
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: SwitchProps) {
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer relative inline-flex h-7 w-12 shrink-0 items-center rounded-pill border-2 border-transparent bg-border-strong p-0.5 transition-colors',
        // Invisible extension of the hit area to 44 px high.
        'after:absolute after:-inset-x-1 after:-inset-y-2.5 after:content-[""]',
        'focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
      {...control}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-pill bg-surface shadow-sm transition-transform data-[state=checked]:translate-x-5"
      />
    </SwitchPrimitive.Root>
  );
}

export interface SwitchFieldProps extends SwitchProps {
  /** Visible label; clicking it toggles the switch. */
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Class of the wrapping Field. */
  fieldClassName?: string;
}

/** Label (before the switch), hint and error message wired together. */
export function SwitchField({
  label,
  hint,
  error,
  id,
  disabled,
  required,
  fieldClassName,
  ...props
}: SwitchFieldProps) {
  return (
    <Field
      controlId={id}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      data-slot="switch-field"
      className={cn('gap-1', fieldClassName)}
    >
      <div className="flex min-h-11 items-center justify-between gap-4">
        <FieldLabel className="text-base font-normal">{label}</FieldLabel>
        <Switch disabled={disabled} required={required} {...props} />
      </div>
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
