import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import * as React from 'react';
import { cn } from '../lib/cn';
import {
  Field,
  FieldError,
  FieldGroupLabel,
  FieldHint,
  useFieldContext,
  useFieldControl,
} from './field';

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);
const END_KEYS = new Set(['Home', 'End']);

/**
 * The arrow keys inside a Shadow DOM (the embedded widgets): Radix moves focus by comparing
 * `document.activeElement`, which there is the shadow host before and after every move, so it
 * tried each radio in turn, checking them as it went, and left focus where it was (and Home and
 * End went to the wrong end). Here, as outside, an arrow moves focus to the next or previous
 * enabled radio (wrapping around) and checks it; Home and End move it to the first or last.
 */
function shadowArrowKeys(event: React.KeyboardEvent<HTMLDivElement>): void {
  const forward = NEXT_KEYS.has(event.key);
  if (!forward && !PREVIOUS_KEYS.has(event.key) && !END_KEYS.has(event.key)) return;
  if (!(event.currentTarget.getRootNode() instanceof ShadowRoot)) return;
  const radios = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'),
  ];
  const index = radios.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? radios[0]
      : event.key === 'End'
        ? radios.at(-1)
        : radios[(index + (forward ? 1 : -1) + radios.length) % radios.length];
  next?.focus();
  // As outside: an arrow checks the radio it moves to; Home and End only move.
  if (!END_KEYS.has(event.key)) next?.click();
}

/**
 * Radio buttons operated with arrow keys (Radix). Inside a Field the group is labelled by
 * the FieldGroupLabel and described by the hint and error.
 */
export function RadioGroup({
  className,
  id,
  disabled,
  onKeyDownCapture,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: RadioGroupProps) {
  const field = useFieldContext();
  const control = useFieldControl({
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid === true || ariaInvalid === 'true' || undefined,
  });
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      aria-labelledby={labelledBy ?? field?.labelId}
      className={cn('group/radio-group flex flex-col gap-1', className)}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        if (!event.defaultPrevented) shadowArrowKeys(event);
      }}
      {...props}
      {...control}
    />
  );
}

export interface RadioGroupItemProps extends React.ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** Visible label beside the radio; clicking it selects the radio. */
  label: React.ReactNode;
  /** Secondary line below the label. */
  description?: React.ReactNode;
}

export function RadioGroupItem({
  className,
  label,
  description,
  id,
  ...props
}: RadioGroupItemProps) {
  const generatedId = React.useId();
  const itemId = id ?? generatedId;
  const descriptionId = `${itemId}-description`;
  return (
    <div data-slot="radio-group-row" className="flex min-h-11 items-center gap-3 py-1">
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'peer relative inline-flex size-6 shrink-0 items-center justify-center rounded-pill border-2 border-border-strong bg-surface transition-colors',
          // Invisible extension of the hit area to 44 × 44 px.
          'after:absolute after:-inset-2.5 after:content-[""]',
          'hover:border-fg focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary',
          'group-aria-invalid/radio-group:border-danger',
          className,
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-group-indicator"
          className="size-3 rounded-pill bg-primary"
        />
      </RadioGroupPrimitive.Item>
      {/* Disabled text turns muted rather than translucent so it keeps AA contrast. */}
      <div className="flex flex-col text-fg peer-disabled:text-muted">
        <label htmlFor={itemId} className="text-base select-none">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="text-sm text-muted">
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}

export interface RadioGroupFieldProps extends RadioGroupProps {
  /** Visible name of the group. */
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Class of the wrapping Field. */
  fieldClassName?: string;
}

/** Group label, radios, hint and error message wired together; children are RadioGroupItems. */
export function RadioGroupField({
  label,
  hint,
  error,
  id,
  disabled,
  required,
  fieldClassName,
  ...props
}: RadioGroupFieldProps) {
  return (
    <Field
      controlId={id}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      data-slot="radio-group-field"
      className={fieldClassName}
    >
      <FieldGroupLabel>{label}</FieldGroupLabel>
      <FieldHint>{hint}</FieldHint>
      <RadioGroup disabled={disabled} required={required} {...props} />
      <FieldError>{error}</FieldError>
    </Field>
  );
}
