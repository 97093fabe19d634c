import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { FieldValues } from './rules';
import {
  createValidator,
  type FieldError,
  type Validator,
  type ValidatorOptions,
  type ValidatorState,
} from './validator';

type ChangeEventLike = { target: { value: unknown; checked?: unknown; type?: unknown } };

function isChangeEvent(input: unknown): input is ChangeEventLike {
  if (typeof input !== 'object' || input === null || !('target' in input)) return false;
  const target = (input as { target: unknown }).target;
  return typeof target === 'object' && target !== null && 'value' in target;
}

/** Props for an <input>, <select> or <textarea>: spread them, render `error` next to it. */
export interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface CheckboxInputProps extends Omit<FieldInputProps, 'value'> {
  type: 'checkbox';
  checked: boolean;
}

export interface FieldBinding<P> {
  /** Spread on the control. */
  input: P;
  /** The message to show, if any; render it with id={errorId}. */
  error: string | undefined;
  errorId: string;
  /** An async or debounced rule is still running. */
  validating: boolean;
}

export interface UseValidatorResult<V extends FieldValues> extends ValidatorState<V> {
  validator: Validator<V>;
  /** Current errors as field/message pairs. */
  errorList: FieldError[];
  field: (name: keyof V & string) => FieldBinding<FieldInputProps>;
  checkbox: (name: keyof V & string) => FieldBinding<CheckboxInputProps>;
  setValue: Validator<V>['setValue'];
  validate: () => Promise<boolean>;
  validateField: Validator<V>['validateField'];
  setErrors: Validator<V>['setErrors'];
  reset: Validator<V>['reset'];
  /**
   * A submit handler: validates every field; when valid calls onValid with the values,
   * otherwise moves focus to the first invalid field so keyboard and screen-reader users land
   * on the problem.
   */
  handleSubmit: (
    onValid: (values: V) => void | Promise<void>,
    onInvalid?: (errors: FieldError[]) => void,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
}

/**
 * Bind a validator to form fields. Options are read once, on the first render, like
 * useState's initial value; the validator lives as long as the component.
 */
export function useValidator<V extends FieldValues = Record<string, unknown>>(
  options: ValidatorOptions<V> = {},
): UseValidatorResult<V> {
  const [validator] = useState(() => createValidator(options));
  const state = useSyncExternalStore(validator.subscribe, validator.getState, validator.getState);
  const baseId = useId();

  useEffect(() => () => validator.dispose(), [validator]);

  const idOf = useCallback((name: string) => `${baseId}-${name}`, [baseId]);

  const bind = useCallback(
    (name: keyof V & string) => {
      const error = state.errors[name];
      const errorId = `${idOf(name)}-error`;
      return {
        error,
        errorId,
        validating: state.validating[name] === true,
        common: {
          id: idOf(name),
          name,
          onBlur: () => {
            void validator.touch(name);
          },
          'aria-invalid': error === undefined ? undefined : (true as const),
          'aria-describedby': error === undefined ? undefined : errorId,
        },
      };
    },
    [idOf, state.errors, state.validating, validator],
  );

  const field = useCallback(
    (name: keyof V & string): FieldBinding<FieldInputProps> => {
      const { common, ...rest } = bind(name);
      const value = state.values[name];
      return {
        ...rest,
        input: {
          ...common,
          value: value === undefined || value === null ? '' : String(value),
          onChange: (eventOrValue: unknown) => {
            const next = isChangeEvent(eventOrValue) ? eventOrValue.target.value : eventOrValue;
            void validator.setValue(name, next as V[typeof name]);
          },
        },
      };
    },
    [bind, state.values, validator],
  );

  const checkbox = useCallback(
    (name: keyof V & string): FieldBinding<CheckboxInputProps> => {
      const { common, ...rest } = bind(name);
      return {
        ...rest,
        input: {
          ...common,
          type: 'checkbox',
          checked: state.values[name] === true,
          onChange: (eventOrValue: unknown) => {
            const next = isChangeEvent(eventOrValue)
              ? eventOrValue.target.checked === true
              : eventOrValue === true;
            void validator.setValue(name, next as V[typeof name]);
          },
        },
      };
    },
    [bind, state.values, validator],
  );

  const handleSubmit = useCallback<UseValidatorResult<V>['handleSubmit']>(
    (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      if (await validator.validate()) {
        await onValid(validator.getState().values);
        return;
      }
      const errors = validator.errors();
      onInvalid?.(errors);
      const first = errors[0];
      if (first && typeof document !== 'undefined') {
        document.getElementById(idOf(first.field))?.focus();
      }
    },
    [idOf, validator],
  );

  return {
    ...state,
    validator,
    errorList: validator.errors(),
    field,
    checkbox,
    setValue: validator.setValue,
    validate: validator.validate,
    validateField: validator.validateField,
    setErrors: validator.setErrors,
    reset: validator.reset,
    handleSubmit,
  };
}
