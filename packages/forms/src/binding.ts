import type { FieldBinding, FieldInputProps } from './use-validator';
import type { FieldError } from './validator';

/**
 * Props for a design-system TextField from a validator binding. The Field wires label, hint and
 * error ids itself, so the binding's own aria props are left out; the control keeps the
 * binding's id, which is what a refused submit focuses. An announced message (the field had
 * focus already) is said as an alert, each time anew.
 */
export function textFieldProps(binding: FieldBinding<FieldInputProps>) {
  const { 'aria-invalid': _invalid, 'aria-describedby': _describedBy, ...input } = binding.input;
  return {
    ...input,
    error: binding.error,
    announceError: binding.announce,
    errorKey: binding.errorKey,
  };
}

/**
 * Server validation errors name the request part ('body.email', 'body.address.zipcode'); the
 * form knows 'email' and 'address.zipcode'. Errors about other parts (a path parameter, a
 * header) are kept as they are.
 */
export function formErrorsFromServer(errors: readonly FieldError[]): FieldError[] {
  return errors.map(({ field, message }) => ({
    field: field.replace(/^body\./, ''),
    message,
  }));
}
