import { describe, expect, it, vi } from 'vitest';
import { formErrorsFromServer, textFieldProps } from './binding';
import type { FieldBinding, FieldInputProps } from './use-validator';

function binding(overrides: Partial<FieldBinding<FieldInputProps>> = {}) {
  return {
    input: {
      id: 'f-email',
      name: 'email',
      value: 'anna',
      onChange: vi.fn(),
      onBlur: vi.fn(),
      'aria-invalid': true as const,
      'aria-describedby': 'f-email-error',
    },
    error: 'Ange en giltig e-postadress.',
    errorId: 'f-email-error',
    validating: false,
    announce: false,
    errorKey: undefined,
    ...overrides,
  } satisfies FieldBinding<FieldInputProps>;
}

describe('textFieldProps', () => {
  it('keeps id, name, value and handlers, drops the aria props and passes the error', () => {
    const field = binding();
    const props = textFieldProps(field);
    expect(props).toEqual({
      id: 'f-email',
      name: 'email',
      value: 'anna',
      onChange: field.input.onChange,
      onBlur: field.input.onBlur,
      error: 'Ange en giltig e-postadress.',
      announceError: false,
      errorKey: undefined,
    });
    expect(props).not.toHaveProperty('aria-invalid');
    expect(props).not.toHaveProperty('aria-describedby');
  });

  it('passes an announced message with its showing', () => {
    const props = textFieldProps(binding({ announce: true, errorKey: 2 }));
    expect(props.announceError).toBe(true);
    expect(props.errorKey).toBe(2);
  });
});

describe('formErrorsFromServer', () => {
  it('strips the body prefix, nested paths included, and keeps the messages in order', () => {
    expect(
      formErrorsFromServer([
        { field: 'body.email', message: 'Ogiltig e-post' },
        { field: 'body.address.zipcode', message: 'Ogiltigt postnummer' },
      ]),
    ).toEqual([
      { field: 'email', message: 'Ogiltig e-post' },
      { field: 'address.zipcode', message: 'Ogiltigt postnummer' },
    ]);
  });

  it('leaves errors about other request parts and inner "body." segments alone', () => {
    expect(
      formErrorsFromServer([
        { field: 'params.msisdn', message: 'Okänt nummer' },
        { field: 'note.body.text', message: 'För lång' },
        { field: '', message: 'Något gick fel' },
      ]),
    ).toEqual([
      { field: 'params.msisdn', message: 'Okänt nummer' },
      { field: 'note.body.text', message: 'För lång' },
      { field: '', message: 'Något gick fel' },
    ]);
  });
});
