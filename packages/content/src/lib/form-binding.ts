import type { FieldError } from '@lingon/contracts/errors';
import type { FieldBinding, FieldInputProps } from '@lingon/forms/use-validator';

/**
 * Props for a design-system TextField from a validator binding. The Field wires label, hint and
 * error ids itself, so the binding's own aria props are left out; the control keeps the
 * binding's id, which is what handleSubmit focuses on an invalid submit.
 */
export function textFieldProps(binding: FieldBinding<FieldInputProps>) {
  const { 'aria-invalid': _invalid, 'aria-describedby': _describedBy, ...input } = binding.input;
  return { ...input, error: binding.error };
}

/** Server validation errors name the request part ('body.email'); the form knows 'email'. */
export function formErrorsFromServer(errors: readonly FieldError[]): FieldError[] {
  return errors.map(({ field, message }) => ({
    field: field.replace(/^body\./, ''),
    message,
  }));
}
