/**
 * The generic validation rules of SPEC §5, with their messages exactly as the spec writes them
 * (including the spec's "Must greater than…" and "Length must between…" wording).
 *
 * Every rule except `required` passes an empty value (undefined, null, a blank string or an
 * empty array): combine with `required()` to demand a value.
 */

export const MESSAGES = {
  required: 'Required.',
  number: 'Must be a number.',
  float: 'Must be a number.',
  integer: 'Must be an integer.',
  lessThan: 'Must be less than {0}.',
  lessThanOrEqualTo: 'Must be less than or equal to {0}.',
  greaterThan: 'Must be greater than {0}.',
  greaterThanOrEqualTo: 'Must greater than or equal to {0}.',
  between: 'Must be between {0} and {1}.',
  size: 'Size must be {0}.',
  length: 'Length must be {0}.',
  minLength: 'Must have at least {0} characters.',
  maxLength: 'Must have up to {0} characters.',
  lengthBetween: 'Length must between {0} and {1}.',
  in: 'Must be {0}.',
  notIn: 'Must not be {0}.',
  match: 'Not matched.',
  regex: 'Invalid format.',
  digit: 'Must be a digit.',
  email: 'Invalid email.',
  url: 'Invalid url.',
  error: 'Error.',
} as const;

export type RuleName = keyof typeof MESSAGES | 'custom' | 'zod';

/** true: valid. false: invalid with the rule's message. A string: invalid with that message. */
export type RuleResult = boolean | string;

export type FieldValues = Readonly<Record<string, unknown>>;

export interface Rule {
  readonly name: RuleName;
  /** The message shown when the rule fails, with {0}/{1} already filled in. */
  readonly message: string;
  /** Wait this many ms of quiet before running the rule; the latest call wins. */
  readonly debounce?: number;
  /** Other fields this rule reads; a change there re-validates this field. */
  readonly dependsOn?: readonly string[];
  /** Run the rule. Empty values are already handled (see `createRule`). */
  readonly test: (value: unknown, values: FieldValues) => RuleResult | Promise<RuleResult>;
}

export interface RuleOptions {
  /** Replace the spec's message, e.g. with a Swedish one. {0}/{1} are filled in as usual. */
  message?: string;
  /** Debounce in milliseconds (for rules that call a server, typically). */
  debounce?: number;
}

/** Empty for validation: undefined, null, a blank string or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function stringifyArg(value: unknown): string {
  return Array.isArray(value) ? value.map(stringifyArg).join(', ') : String(value);
}

/**
 * Fill `{0}`, `{1}`… with the arguments. An array argument (the list of `in` / `notIn`) is
 * joined with ", ": `in(['a', 'b'])` → "Must be a, b."
 */
export function formatMessage(template: string, args: readonly unknown[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? placeholder : stringifyArg(arg);
  });
}

interface CreateRuleInput {
  name: RuleName;
  template: string;
  args?: readonly unknown[];
  options?: RuleOptions | undefined;
  dependsOn?: readonly string[];
  /** Let the test see empty values too (required, zod); otherwise they pass. */
  validatesEmpty?: boolean;
  test: (value: unknown, values: FieldValues) => RuleResult | Promise<RuleResult>;
}

/** Build a rule; by default an empty value passes without running the test. */
export function createRule({
  name,
  template,
  args = [],
  options = {},
  dependsOn,
  validatesEmpty = false,
  test,
}: CreateRuleInput): Rule {
  const rule: {
    -readonly [K in keyof Rule]: Rule[K];
  } = {
    name,
    message: formatMessage(options.message ?? template, args),
    test: validatesEmpty ? test : (value, values) => (isEmpty(value) ? true : test(value, values)),
  };
  if (options.debounce !== undefined) {
    if (!Number.isFinite(options.debounce) || options.debounce < 0) {
      throw new Error('Invalid debounce');
    }
    rule.debounce = options.debounce;
  }
  if (dependsOn) rule.dependsOn = dependsOn;
  return rule;
}

// ---------------------------------------------------------------------------------------------
// Value helpers
// ---------------------------------------------------------------------------------------------

const DECIMAL = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;
const INTEGER = /^[+-]?\d+$/;

/**
 * A number from a number or a numeric string, else undefined. Strings may use a decimal point
 * or a Swedish decimal comma ("1,5"); exponents, hex, "Infinity" and thousands separators are
 * not numbers a person types into a form.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/** Length of a string (or a number written out) or an array; undefined for anything else. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).length;
  return undefined;
}

/** Size: a number's value, a string's length, an array's, Set's or Map's element count. */
function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value instanceof Set || value instanceof Map) return value.size;
  return undefined;
}

function compare(value: unknown, check: (n: number) => boolean): boolean {
  const n = toNumber(value);
  return n !== undefined && check(n);
}

// ---------------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------------

/** A value must be present: not undefined, null, blank or an empty array. `false` is a value. */
export function required(options?: RuleOptions): Rule {
  return createRule({
    name: 'required',
    template: MESSAGES.required,
    options,
    validatesEmpty: true,
    test: (value) => !isEmpty(value),
  });
}

/** A number, or a string that reads as a decimal number ("12", "-1.5", "1,5"). */
export function number(options?: RuleOptions): Rule {
  return createRule({
    name: 'number',
    template: MESSAGES.number,
    options,
    test: (value) => toNumber(value) !== undefined,
  });
}

/** Same as `number`; kept as its own rule because the spec names both. */
export function float(options?: RuleOptions): Rule {
  return createRule({
    name: 'float',
    template: MESSAGES.float,
    options,
    test: (value) => toNumber(value) !== undefined,
  });
}

/** A whole number, or a string of digits with an optional sign. */
export function integer(options?: RuleOptions): Rule {
  return createRule({
    name: 'integer',
    template: MESSAGES.integer,
    options,
    test: (value) =>
      typeof value === 'number'
        ? Number.isSafeInteger(value)
        : typeof value === 'string' && INTEGER.test(value.trim()),
  });
}

/** Numeric comparisons fail for a value that is not a number. */
export function lessThan(bound: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'lessThan',
    template: MESSAGES.lessThan,
    args: [bound],
    options,
    test: (value) => compare(value, (n) => n < bound),
  });
}

export function lessThanOrEqualTo(bound: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'lessThanOrEqualTo',
    template: MESSAGES.lessThanOrEqualTo,
    args: [bound],
    options,
    test: (value) => compare(value, (n) => n <= bound),
  });
}

export function greaterThan(bound: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'greaterThan',
    template: MESSAGES.greaterThan,
    args: [bound],
    options,
    test: (value) => compare(value, (n) => n > bound),
  });
}

export function greaterThanOrEqualTo(bound: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'greaterThanOrEqualTo',
    template: MESSAGES.greaterThanOrEqualTo,
    args: [bound],
    options,
    test: (value) => compare(value, (n) => n >= bound),
  });
}

/** Inclusive: between(1, 5) accepts 1 and 5. */
export function between(min: number, max: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'between',
    template: MESSAGES.between,
    args: [min, max],
    options,
    test: (value) => compare(value, (n) => n >= min && n <= max),
  });
}

/** A number equal to `size`, or a string, array, Set or Map with exactly `size` elements. */
export function size(expected: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'size',
    template: MESSAGES.size,
    args: [expected],
    options,
    test: (value) => sizeOf(value) === expected,
  });
}

/** Exact length of a string, an array, or a number written out (length(5) for a zip code). */
export function length(expected: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'length',
    template: MESSAGES.length,
    args: [expected],
    options,
    test: (value) => lengthOf(value) === expected,
  });
}

export function minLength(min: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'minLength',
    template: MESSAGES.minLength,
    args: [min],
    options,
    test: (value) => (lengthOf(value) ?? -Infinity) >= min,
  });
}

export function maxLength(max: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'maxLength',
    template: MESSAGES.maxLength,
    args: [max],
    options,
    test: (value) => (lengthOf(value) ?? Infinity) <= max,
  });
}

/** Inclusive on both ends. */
export function lengthBetween(min: number, max: number, options?: RuleOptions): Rule {
  return createRule({
    name: 'lengthBetween',
    template: MESSAGES.lengthBetween,
    args: [min, max],
    options,
    test: (value) => {
      const n = lengthOf(value);
      return n !== undefined && n >= min && n <= max;
    },
  });
}

/**
 * One of the allowed values (compared with Object.is-like SameValueZero). For an array value
 * (a multi-select) every element must be allowed. `in` is a reserved word: this is `rules.in`.
 */
export function isIn(allowed: readonly unknown[], options?: RuleOptions): Rule {
  return createRule({
    name: 'in',
    template: MESSAGES.in,
    args: [allowed],
    options,
    test: (value) =>
      Array.isArray(value)
        ? value.every((item) => allowed.includes(item))
        : allowed.includes(value),
  });
}

/** None of the forbidden values; for an array value no element may be forbidden. */
export function notIn(forbidden: readonly unknown[], options?: RuleOptions): Rule {
  return createRule({
    name: 'notIn',
    template: MESSAGES.notIn,
    args: [forbidden],
    options,
    test: (value) =>
      Array.isArray(value)
        ? !value.some((item) => forbidden.includes(item))
        : !forbidden.includes(value),
  });
}

/** Equal to another field's value (repeat e-mail, repeat password). */
export function match(otherField: string, options?: RuleOptions): Rule {
  return createRule({
    name: 'match',
    template: MESSAGES.match,
    args: [otherField],
    options,
    dependsOn: [otherField],
    test: (value, values) => Object.is(value, values[otherField]),
  });
}

/** The whole value (as text) must match the pattern; a string pattern is anchored for you. */
export function regex(pattern: RegExp | string, options?: RuleOptions): Rule {
  const source = typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`) : pattern;
  return createRule({
    name: 'regex',
    template: MESSAGES.regex,
    args: [pattern],
    options,
    test: (value) => {
      // A /g or /y pattern keeps lastIndex between calls; reset so results never alternate.
      source.lastIndex = 0;
      return source.test(String(value));
    },
  });
}

/** Digits only ("0701234567", "007"); a non-negative whole number counts too. */
export function digit(options?: RuleOptions): Rule {
  return createRule({
    name: 'digit',
    template: MESSAGES.digit,
    options,
    test: (value) =>
      (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) &&
      /^\d+$/.test(String(value)),
  });
}

// Practical e-mail check: one @, no spaces, a dot in the domain, a 2+ letter top-level domain.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function email(options?: RuleOptions): Rule {
  return createRule({
    name: 'email',
    template: MESSAGES.email,
    options,
    test: (value) => {
      if (typeof value !== 'string') return false;
      const text = value.trim();
      return EMAIL.test(text) && !text.includes('..') && !text.startsWith('.');
    },
  });
}

/** An absolute http(s) URL with a host (what a person means by a web address). */
export function url(options?: RuleOptions): Rule {
  return createRule({
    name: 'url',
    template: MESSAGES.url,
    options,
    test: (value) => {
      if (typeof value !== 'string' || /\s/.test(value.trim())) return false;
      try {
        const parsed = new URL(value.trim());
        return (
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
        );
      } catch {
        return false;
      }
    },
  });
}

export interface CustomRuleOptions extends RuleOptions {
  /** Also run for empty values (by default they pass, like every rule but required). */
  validatesEmpty?: boolean;
  /** Fields the test reads besides its own. */
  dependsOn?: readonly string[];
}

/**
 * A rule of your own, sync or async (e.g. a server check). Return true to pass, false to fail
 * with the spec's generic message 'Error.' (or options.message), or a string to fail with it.
 */
export function custom(
  test: (value: unknown, values: FieldValues) => RuleResult | Promise<RuleResult>,
  { validatesEmpty, dependsOn, ...options }: CustomRuleOptions = {},
): Rule {
  return createRule({
    name: 'custom',
    template: MESSAGES.error,
    options,
    validatesEmpty: validatesEmpty ?? false,
    ...(dependsOn ? { dependsOn } : {}),
    test,
  });
}

/** Every rule under its spec name (`rules.in`, `rules.error` for a custom rule). */
export const rules = {
  required,
  number,
  float,
  integer,
  lessThan,
  lessThanOrEqualTo,
  greaterThan,
  greaterThanOrEqualTo,
  between,
  size,
  length,
  minLength,
  maxLength,
  lengthBetween,
  in: isIn,
  notIn,
  match,
  regex,
  digit,
  email,
  url,
  error: custom,
  custom,
} as const;
