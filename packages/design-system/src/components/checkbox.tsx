import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from './field';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/** A 24 px box with a 44 px hit area; inside a Field it is labelled and described by it. */
export function Checkbox({
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxProps) {
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer relative inline-flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-primary-fg transition-colors',
        // Invisible extension of the hit area to 44 × 44 px.
        'after:absolute after:-inset-2.5 after:content-[""]',
        'hover:border-fg focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        className,
      )}
      {...props}
      {...control}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="size-4 group-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden size-4 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export interface CheckboxFieldProps extends CheckboxProps {
  /** Visible label beside the box; clicking it toggles the box. */
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Class of the wrapping Field. */
  fieldClassName?: string;
}

/** Checkbox with its label, hint and error message wired together. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  disabled,
  required,
  fieldClassName,
  ...props
}: CheckboxFieldProps) {
  return (
    <Field
      controlId={id}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      data-slot="checkbox-field"
      className={cn('gap-1', fieldClassName)}
    >
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox disabled={disabled} required={required} {...props} />
        <FieldLabel className="text-base font-normal">{label}</FieldLabel>
      </div>
      {/* Indented so hint and error line up with the label text. */}
      <FieldHint className="pl-9">{hint}</FieldHint>
      <FieldError className="pl-9">{error}</FieldError>
    </Field>
  );
}
