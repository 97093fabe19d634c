import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useKeepTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from './field';

/** What every text control shares: border, colours and the focus, disabled and invalid states. */
const textControlClasses =
  'w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-fg transition-colors placeholder:text-muted hover:border-fg focus-visible:focus-ring focus-visible:border-focus disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 disabled:hover:border-border-strong aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger read-only:bg-surface-muted';

export const inputVariants = cva(textControlClasses, {
  variants: {
    // Both sizes keep at least a 44 px touch target.
    size: {
      md: 'h-11 text-base',
      lg: 'h-13 px-4 text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Input's look for several lines: grows with `rows`, never below the input's height. */
export const textareaVariants = cva(`${textControlClasses} py-2`, {
  variants: {
    size: {
      md: 'min-h-11 text-base',
      lg: 'min-h-13 px-4 text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface InputProps
  extends Omit<React.ComponentProps<'input'>, 'size'>, VariantProps<typeof inputVariants> {}

/** A bare text input; inside a Field it picks up the id, description and invalid state. */
export function Input({
  className,
  size,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: InputProps) {
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  // In a part that hydrates after the first paint, text typed meanwhile is kept.
  useKeepTypedBeforeHydration(control.id);
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      className={cn(inputVariants({ size }), className)}
      {...props}
      {...control}
    />
  );
}

export interface TextareaProps
  extends Omit<React.ComponentProps<'textarea'>, 'size'>, VariantProps<typeof textareaVariants> {}

/**
 * A bare multi-line text input, Input's twin: inside a Field it picks up the id, description and
 * invalid state, and text typed before its part hydrated is kept.
 */
export function Textarea({
  className,
  size,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  useKeepTypedBeforeHydration(control.id);
  return (
    <textarea
      data-slot="textarea"
      data-size={size ?? 'md'}
      className={cn(textareaVariants({ size }), className)}
      {...props}
      {...control}
    />
  );
}

export interface TextFieldProps extends InputProps {
  /** Always visible; a placeholder is never a label. */
  label: React.ReactNode;
  /** Help text shown below the input. */
  hint?: React.ReactNode;
  /** Validation message; when set the input is marked invalid. */
  error?: React.ReactNode;
  /**
   * Say the message as it appears (`role="alert"`), for a field that already has focus when it
   * is refused (Enter pressed in it), where moving focus to it cannot make it read. A new
   * `errorKey` shows the same message again as a new one, so it is said again.
   */
  announceError?: boolean;
  errorKey?: React.Key;
  /** Class of the wrapping Field. */
  fieldClassName?: string;
}

/** Label, input, hint and error message wired together. */
export function TextField({
  label,
  hint,
  error,
  announceError = false,
  errorKey,
  id,
  disabled,
  required,
  fieldClassName,
  ...props
}: TextFieldProps) {
  return (
    <Field
      controlId={id}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      data-slot="text-field"
      className={fieldClassName}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input disabled={disabled} required={required} {...props} />
      <FieldHint>{hint}</FieldHint>
      <FieldError key={errorKey} role={announceError ? 'alert' : undefined}>
        {error}
      </FieldError>
    </Field>
  );
}
