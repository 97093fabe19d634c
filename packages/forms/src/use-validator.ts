import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
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
  /**
   * Say the message as it appears (an alert): it was refused while the field had focus already,
   * so moving focus to it could not make it read. Only with `refusedWhileFocused: 'announce'`.
   */
  announce: boolean;
  /** Changes with every such refusal, so the same message is shown, and said, as a new one. */
  errorKey: number | undefined;
}

export interface UseValidatorOptions<V extends FieldValues> extends ValidatorOptions<V> {
  /**
   * A refused field that has focus already (Enter pressed in it) gets no focus event from
   * focus(), so a screen reader would say nothing. 'announce': its message is said as an alert
   * instead (its binding says so with `announce` and `errorKey`, until its value changes).
   * 'refocus': it is left and entered again, and read with its message. Unset: focus stays.
   */
  refusedWhileFocused?: 'announce' | 'refocus';
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
  /**
   * Show errors from elsewhere (the server) and move focus to the field of the first, as an
   * invalid submit does.
   */
  showErrors: (errors: readonly FieldError[]) => void;
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
  options: UseValidatorOptions<V> = {},
): UseValidatorResult<V> {
  const [validator] = useState(() => createValidator(options));
  const [refusedWhileFocused] = useState(options.refusedWhileFocused);
  // The field whose message is announced, and how many times one was.
  const [announced, setAnnounced] = useState<{ field: string; count: number } | null>(null);
  const state = useSyncExternalStore(validator.subscribe, validator.getState, validator.getState);
  const baseId = useId();

  useEffect(() => () => validator.dispose(), [validator]);

  const idOf = useCallback((name: string) => `${baseId}-${name}`, [baseId]);

  const bind = useCallback(
    (name: keyof V & string) => {
      const error = state.errors[name];
      const errorId = `${idOf(name)}-error`;
      const announce = announced?.field === name && error !== undefined;
      return {
        error,
        errorId,
        validating: state.validating[name] === true,
        announce,
        errorKey: announce ? announced.count : undefined,
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
    [announced, idOf, state.errors, state.validating, validator],
  );

  /** A changed value is a new try: its message, if any, is no longer an announcement. */
  const changed = useCallback((name: string) => {
    setAnnounced((current) => (current?.field === name ? { ...current, field: '' } : current));
  }, []);

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
            changed(name);
            void validator.setValue(name, next as V[typeof name]);
          },
        },
      };
    },
    [bind, changed, state.values, validator],
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
            changed(name);
            void validator.setValue(name, next as V[typeof name]);
          },
        },
      };
    },
    [bind, changed, state.values, validator],
  );

  /**
   * Focus to a refused field. Its message is on the page and tied to it first (flushed), so a
   * screen reader reads it with the field.
   */
  const focusRefused = useCallback(
    (name: string) => {
      if (typeof document === 'undefined') return;
      const element = document.getElementById(idOf(name));
      const focused = element !== null && element === element.ownerDocument.activeElement;
      flushSync(() => {
        setAnnounced((current) =>
          refusedWhileFocused === 'announce' && focused
            ? { field: name, count: (current?.count ?? 0) + 1 }
            : current && { ...current, field: '' },
        );
      });
      if (focused && refusedWhileFocused === 'refocus') element.blur();
      if (!focused || refusedWhileFocused === 'refocus') element?.focus();
    },
    [refusedWhileFocused, idOf],
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
      if (first) focusRefused(first.field);
    },
    [focusRefused, validator],
  );

  const showErrors = useCallback(
    (errors: readonly FieldError[]) => {
      validator.setErrors(errors);
      const first = errors[0];
      if (first) focusRefused(first.field);
    },
    [focusRefused, validator],
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
    showErrors,
    reset: validator.reset,
    handleSubmit,
  };
}
