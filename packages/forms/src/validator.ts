import type { FieldValues, Rule, RuleResult } from './rules';

/**
 * The form validator (SPEC §4 "Validator modes", §5 generic rules). It owns the form's values
 * and errors, decides when a field is validated (the mode), runs rules in order and keeps the
 * first failing message per field.
 */

/**
 * - interactive (default): a field validates on every change (and on first blur).
 * - conservative: a field validates on change only after its first explicit validation
 *   (validateField or validate), so nobody sees errors before they tried to submit.
 * - manual: only explicit validateField / validate calls validate.
 */
export type ValidationMode = 'interactive' | 'conservative' | 'manual';
export const VALIDATION_MODES: readonly ValidationMode[] = [
  'interactive',
  'conservative',
  'manual',
];

/** 'all': remember the result for every value seen; 'last': only for the last value; false: none. */
export type CacheOption = 'all' | 'last' | false;

/** A validation error: a field and its message (SPEC §3). */
export interface FieldError {
  field: string;
  message: string;
}

type FieldMap<V, T> = { readonly [K in keyof V]?: T };

export interface ValidatorOptions<V extends FieldValues> {
  initialValues?: V;
  rules?: { readonly [K in keyof V]?: readonly Rule[] };
  mode?: ValidationMode;
  cache?: CacheOption;
}

export interface ValidatorState<V extends FieldValues> {
  readonly values: V;
  /** The first failing message per field; absent when the field is valid or not yet checked. */
  readonly errors: FieldMap<V, string>;
  /** A field whose async or debounced rules are still running. */
  readonly validating: FieldMap<V, boolean>;
  /** Explicitly validated at least once (this is what conservative mode waits for). */
  readonly validated: FieldMap<V, boolean>;
  /** Validated at least once for any reason. */
  readonly checked: FieldMap<V, boolean>;
  /** Left (blurred) at least once. */
  readonly touched: FieldMap<V, boolean>;
}

export interface Validator<V extends FieldValues> {
  readonly mode: ValidationMode;
  getState(): ValidatorState<V>;
  subscribe(listener: () => void): () => void;
  getValue<K extends keyof V & string>(field: K): V[K];
  /** Change a value; validates according to the mode. Returns the validation, if one ran. */
  setValue<K extends keyof V & string>(field: K, value: V[K]): Promise<boolean> | undefined;
  /** The field was left; in interactive mode an unchecked field validates now. */
  touch(field: keyof V & string): Promise<boolean> | undefined;
  /** Explicitly validate one field. Resolves to whether it is valid. */
  validateField(field: keyof V & string): Promise<boolean>;
  /** Explicitly validate every field that has rules. Resolves to whether all are valid. */
  validate(): Promise<boolean>;
  /** Current errors as field/message pairs, in field order. */
  errors(): FieldError[];
  getError(field: keyof V & string): string | undefined;
  /** Show errors from elsewhere (the server); the next validation of a field replaces them. */
  setErrors(errors: readonly FieldError[]): void;
  clearErrors(field?: keyof V & string): void;
  /** Back to the initial (or given) values with no errors; running validations are dropped. */
  reset(values?: V): void;
  /** Stop pending debounce timers (call on unmount). */
  dispose(): void;
}

interface FieldRuntime {
  /** Increases with every run; only the run holding the latest token may write results. */
  token: number;
  /** The newest run's promise: superseded runs resolve with its result. */
  latest: Promise<boolean> | undefined;
  cancelWait: (() => void) | undefined;
  cache: Map<string, string | null>;
}

const SUPERSEDED = Symbol('superseded');
type Outcome = string | null | typeof SUPERSEDED;

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function omit<T extends object>(record: T, key: PropertyKey): T {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key as keyof T];
  return copy;
}

export function createValidator<V extends FieldValues = Record<string, unknown>>(
  options: ValidatorOptions<V> = {},
): Validator<V> {
  const mode = options.mode ?? 'interactive';
  if (!VALIDATION_MODES.includes(mode)) throw new Error('Invalid mode');
  const cache = options.cache ?? false;
  if (cache !== false && cache !== 'all' && cache !== 'last') throw new Error('Invalid cache');

  const initialValues = (options.initialValues ?? {}) as V;
  const rulesByField = (options.rules ?? {}) as Readonly<Record<string, readonly Rule[]>>;
  const ruledFields = Object.keys(rulesByField);

  // Fields to re-validate when another field changes (match and custom rules with dependsOn).
  const dependents = new Map<string, string[]>();
  for (const field of ruledFields) {
    for (const rule of rulesByField[field] ?? []) {
      for (const source of rule.dependsOn ?? []) {
        dependents.set(source, [...(dependents.get(source) ?? []), field]);
      }
    }
  }

  let state: ValidatorState<V> = {
    values: initialValues,
    errors: {},
    validating: {},
    validated: {},
    checked: {},
    touched: {},
  };
  const listeners = new Set<() => void>();
  const runtimes = new Map<string, FieldRuntime>();

  function update(next: Partial<ValidatorState<V>>) {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  function runtime(field: string): FieldRuntime {
    let found = runtimes.get(field);
    if (!found) {
      found = { token: 0, latest: undefined, cancelWait: undefined, cache: new Map() };
      runtimes.set(field, found);
    }
    return found;
  }

  function cacheKey(field: string, values: FieldValues): string | undefined {
    if (cache === false) return undefined;
    const sources = (rulesByField[field] ?? []).flatMap((rule) => rule.dependsOn ?? []);
    try {
      return JSON.stringify([values[field], ...sources.map((source) => values[source])]);
    } catch {
      // A value JSON cannot represent (a cycle, a BigInt) is simply not cached.
      return undefined;
    }
  }

  function writeResult(field: string, message: string | null) {
    const errors =
      message === null ? omit(state.errors, field) : { ...state.errors, [field]: message };
    update({
      errors,
      validating: omit(state.validating, field),
      checked: { ...state.checked, [field]: true },
    });
  }

  /** Resolve true after `ms` unless a newer run of the field starts first (then false). */
  function wait(rt: FieldRuntime, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        rt.cancelWait = undefined;
        resolve(true);
      }, ms);
      rt.cancelWait = () => {
        clearTimeout(timer);
        rt.cancelWait = undefined;
        resolve(false);
      };
    });
  }

  /** Run the rules from `index` on; synchronous as long as no rule is async or debounced. */
  function runFrom(
    rt: FieldRuntime,
    token: number,
    rules: readonly Rule[],
    index: number,
    value: unknown,
    values: FieldValues,
  ): Outcome | Promise<Outcome> {
    const rule = rules[index];
    if (!rule) return null;
    const settle = (result: RuleResult): Outcome | Promise<Outcome> => {
      if (rt.token !== token) return SUPERSEDED;
      if (result === true) return runFrom(rt, token, rules, index + 1, value, values);
      return typeof result === 'string' ? result : rule.message;
    };
    const execute = (): Outcome | Promise<Outcome> => {
      let result: RuleResult | Promise<RuleResult>;
      try {
        result = rule.test(value, values);
      } catch {
        // A rule that breaks (a failed server check) fails with its message, never silently passes.
        return settle(false);
      }
      return isPromise<RuleResult>(result)
        ? result.then(settle, () => settle(false))
        : settle(result);
    };
    if (rule.debounce !== undefined && rule.debounce > 0) {
      return wait(rt, rule.debounce).then((stillLatest) => (stillLatest ? execute() : SUPERSEDED));
    }
    return execute();
  }

  function run(field: string, explicit: boolean): Promise<boolean> {
    const rt = runtime(field);
    rt.cancelWait?.();
    const token = ++rt.token;
    if (explicit && !state.validated[field as keyof V]) {
      update({ validated: { ...state.validated, [field]: true } });
    }

    const values = state.values;
    const key = cacheKey(field, values);
    if (key !== undefined && rt.cache.has(key)) {
      const message = rt.cache.get(key) ?? null;
      writeResult(field, message);
      rt.latest = Promise.resolve(message === null);
      return rt.latest;
    }

    const remember = (message: string | null) => {
      if (key === undefined) return;
      if (cache === 'last') rt.cache.clear();
      rt.cache.set(key, message);
    };

    const outcome = runFrom(rt, token, rulesByField[field] ?? [], 0, values[field], values);
    if (!isPromise<Outcome>(outcome)) {
      // Synchronous rules: the error is visible before this call returns.
      const message = outcome === SUPERSEDED ? null : outcome;
      remember(message);
      writeResult(field, message);
      rt.latest = Promise.resolve(message === null);
      return rt.latest;
    }

    update({ validating: { ...state.validating, [field]: true } });
    const promise: Promise<boolean> = outcome.then((result) => {
      if (result === SUPERSEDED || rt.token !== token) {
        return rt.latest && rt.latest !== promise ? rt.latest : false;
      }
      remember(result);
      writeResult(field, result);
      return result === null;
    });
    rt.latest = promise;
    return promise;
  }

  /** Whether a change (not an explicit call) validates this field in the current mode. */
  function validatesOnChange(field: string): boolean {
    if (mode === 'manual') return false;
    if (mode === 'conservative') return state.validated[field as keyof V] === true;
    return true;
  }

  function cancelAll() {
    for (const rt of runtimes.values()) {
      rt.cancelWait?.();
      rt.token += 1;
    }
  }

  return {
    mode,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getValue: (field) => state.values[field],
    setValue(field, value) {
      update({ values: { ...state.values, [field]: value } });
      // A field that reads this one (match) follows once it has shown a result.
      for (const dependent of dependents.get(field) ?? []) {
        if (dependent !== field && state.checked[dependent] && validatesOnChange(dependent)) {
          void run(dependent, false);
        }
      }
      return validatesOnChange(field) ? run(field, false) : undefined;
    },
    touch(field) {
      if (!state.touched[field]) update({ touched: { ...state.touched, [field]: true } });
      if (mode === 'interactive' && !state.checked[field]) return run(field, false);
      return undefined;
    },
    validateField: (field) => run(field, true),
    async validate() {
      const results = await Promise.all(ruledFields.map((field) => run(field, true)));
      return results.every(Boolean);
    },
    errors() {
      const order = [...new Set([...Object.keys(state.values), ...ruledFields])];
      const errors = state.errors as Readonly<Record<string, string | undefined>>;
      const known = order.filter((field) => errors[field] !== undefined);
      const extra = Object.keys(errors).filter((field) => !order.includes(field));
      return [...known, ...extra].map((field) => ({ field, message: errors[field] ?? '' }));
    },
    getError: (field) => state.errors[field],
    setErrors(list) {
      const errors: Record<string, string> = { ...(state.errors as Record<string, string>) };
      let validating = state.validating;
      const seen = new Set<string>();
      for (const { field, message } of list) {
        if (seen.has(field)) continue; // first message per field, like the rules
        seen.add(field);
        errors[field] = message;
        // A running validation must not overwrite the server's word with a stale result.
        const rt = runtime(field);
        rt.cancelWait?.();
        rt.token += 1;
        validating = omit(validating, field);
      }
      update({ errors: errors as FieldMap<V, string>, validating });
    },
    clearErrors(field) {
      if (field === undefined) update({ errors: {} });
      else update({ errors: omit(state.errors, field) });
    },
    reset(values) {
      cancelAll();
      update({
        values: values ?? initialValues,
        errors: {},
        validating: {},
        validated: {},
        checked: {},
        touched: {},
      });
    },
    dispose: cancelAll,
  };
}
