import CircleAlert from 'lucide-react/icons/circle-alert';
import * as Slot from '@radix-ui/react-slot';
import * as React from 'react';
import { cn } from '../lib/cn';

interface FieldContextValue {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  hasHint: boolean;
  hasError: boolean;
  invalid: boolean;
  disabled: boolean;
  required: boolean;
  setHasHint: (present: boolean) => void;
  setHasError: (present: boolean) => void;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

/** The surrounding Field, or null when a control is used on its own. */
export function useFieldContext(): FieldContextValue | null {
  return React.useContext(FieldContext);
}

export interface FieldProps extends React.ComponentProps<'div'> {
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /** Marks the control invalid even without a FieldError (it is invalid anyway while one is shown). */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Groups a label, a control, a hint and an error message and wires their ids:
 * the control gets aria-describedby (hint and error), aria-invalid and aria-errormessage.
 */
export function Field({
  controlId,
  invalid = false,
  disabled = false,
  required = false,
  className,
  children,
  ...props
}: FieldProps) {
  const baseId = React.useId();
  const [hasHint, setHasHint] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);
  const id = controlId ?? `${baseId}-control`;
  const value = React.useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      labelId: `${baseId}-label`,
      hintId: `${baseId}-hint`,
      errorId: `${baseId}-error`,
      hasHint,
      hasError,
      invalid: invalid || hasError,
      disabled,
      required,
      setHasHint,
      setHasError,
    }),
    [id, baseId, hasHint, hasError, invalid, disabled, required],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={value.invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-errormessage'?: string;
  'aria-required'?: boolean;
  disabled?: boolean;
}

/**
 * Props that connect a control to its Field. Explicit props win over the Field's;
 * describedby ids are merged so a caller's own description is kept.
 */
export function useFieldControl(own: FieldControlProps = {}): FieldControlProps {
  const field = useFieldContext();
  if (!field) return own;
  const describedBy = [
    own['aria-describedby'],
    field.hasHint ? field.hintId : undefined,
    // aria-errormessage is poorly supported by screen readers, so the error is also a description.
    field.hasError ? field.errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = own['aria-invalid'] ?? field.invalid;
  return {
    id: own.id ?? field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid && field.hasError ? field.errorId : own['aria-errormessage'],
    // Custom controls (Radix buttons) have no native required, so say it in ARIA.
    'aria-required': own['aria-required'] ?? (field.required || undefined),
    disabled: own.disabled ?? (field.disabled || undefined),
  };
}

export const fieldLabelClassName =
  // Disabled text turns muted rather than translucent so it keeps AA contrast.
  'text-sm font-semibold text-fg data-disabled:text-muted select-none';

export type FieldLabelProps = React.ComponentProps<'label'>;

/** The always-visible label of the Field's control. */
export function FieldLabel({ className, htmlFor, id, ...props }: FieldLabelProps) {
  const field = useFieldContext();
  return (
    <label
      data-slot="field-label"
      data-disabled={field?.disabled || undefined}
      id={id ?? field?.labelId}
      htmlFor={htmlFor ?? field?.controlId}
      className={cn(fieldLabelClassName, className)}
      {...props}
    />
  );
}

export type FieldGroupLabelProps = React.ComponentProps<'div'>;

/**
 * Label for a group control (a radio group) that is not a labelable element:
 * the group points at it with aria-labelledby.
 */
export function FieldGroupLabel({ className, id, ...props }: FieldGroupLabelProps) {
  const field = useFieldContext();
  return (
    <div
      data-slot="field-label"
      data-disabled={field?.disabled || undefined}
      id={id ?? field?.labelId}
      className={cn(fieldLabelClassName, className)}
      {...props}
    />
  );
}

/** Registers a part with the Field while it is mounted, so ids only point at elements that exist. */
function usePresence(register: ((present: boolean) => void) | undefined, present: boolean) {
  React.useLayoutEffect(() => {
    if (!register || !present) return;
    register(true);
    return () => register(false);
  }, [register, present]);
}

export type FieldHintProps = React.ComponentProps<'p'>;

/** Help text below the control. */
export function FieldHint({ className, id, children, ...props }: FieldHintProps) {
  const field = useFieldContext();
  const present = children != null && children !== false && children !== '';
  usePresence(field?.setHasHint, present);
  if (!present) return null;
  return (
    <p
      data-slot="field-hint"
      id={id ?? field?.hintId}
      className={cn('text-sm text-muted', className)}
      {...props}
    >
      {children}
    </p>
  );
}

export type FieldErrorProps = React.ComponentProps<'p'>;

/** The validation message; renders nothing without children. */
export function FieldError({ className, id, children, ...props }: FieldErrorProps) {
  const field = useFieldContext();
  const present = children != null && children !== false && children !== '';
  usePresence(field?.setHasError, present);
  if (!present) return null;
  return (
    <p
      data-slot="field-error"
      id={id ?? field?.errorId}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export type FieldControlSlotProps = React.ComponentProps<typeof Slot.Root>;

/** Passes the Field's id and aria wiring to any single child control. */
export function FieldControl(props: FieldControlSlotProps) {
  const control = useFieldControl({
    id: props.id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'] === true || props['aria-invalid'] === 'true' || undefined,
  });
  return <Slot.Root data-slot="field-control" {...props} {...control} />;
}
