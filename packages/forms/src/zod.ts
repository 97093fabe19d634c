import { z } from 'zod';
import { createRule, isEmpty, MESSAGES, type FieldValues, type Rule } from './rules';
import type { FieldError } from './validator';

/**
 * zod interop: the service contracts describe payloads with zod, so a form can reuse a
 * contract's schema either field by field (as validator rules) or whole (on submit), and both
 * produce the same field/message pairs as the generic rules.
 */

export interface ZodRuleOptions {
  debounce?: number;
  /**
   * Parse a blank string or empty array as undefined, so `.optional()` fields accept an empty
   * input. Off by default: zod's own rules decide about empty values.
   */
  emptyAsUndefined?: boolean;
}

type ParseResult = { success: true } | { success: false; error: z.ZodError };

function firstMessage(result: ParseResult): true | string {
  if (result.success) return true;
  return result.error.issues[0]?.message ?? MESSAGES.error;
}

/** A rule that runs a zod schema on the field's value and fails with its first issue's message. */
export function zodRule(schema: z.ZodType, options: ZodRuleOptions = {}): Rule {
  return createRule({
    name: 'zod',
    template: MESSAGES.error,
    options: options.debounce === undefined ? {} : { debounce: options.debounce },
    // zod decides about empty values itself (optional(), min(1), …).
    validatesEmpty: true,
    test: (value) => {
      const input = options.emptyAsUndefined && isEmpty(value) ? undefined : value;
      try {
        return firstMessage(schema.safeParse(input));
      } catch (error) {
        // A schema with async refinements (e.g. a server lookup) can only be parsed async.
        if (error instanceof z.core.$ZodAsyncError) {
          return schema.safeParseAsync(input).then(firstMessage);
        }
        throw error;
      }
    },
  });
}

/** One zod rule per key of an object schema, ready for createValidator({ rules }). */
export function zodRules<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  options: ZodRuleOptions = {},
): { [K in keyof Shape]: Rule[] } {
  const entries = Object.entries(schema.shape).map(([field, fieldSchema]) => [
    field,
    [zodRule(fieldSchema as z.ZodType, options)],
  ]);
  return Object.fromEntries(entries) as { [K in keyof Shape]: Rule[] };
}

/**
 * One rule per named field that parses the whole form with the schema and fails with the first
 * issue at that field, so a refinement across fields (a superRefine with a path) is said at its
 * field as the field's own rules are. `input` turns the form's values into what the schema reads
 * (nested objects, what the form does not ask for); the schema may depend on the values too.
 */
export function zodFormRules<Field extends string>(
  schema: z.ZodType | ((values: FieldValues) => z.ZodType),
  fields: readonly Field[],
  input: (values: FieldValues) => unknown = (values) => values,
): { [K in Field]: Rule[] } {
  const rule = (field: string) =>
    createRule({
      name: 'zod',
      template: MESSAGES.error,
      validatesEmpty: true,
      test: (_value, values) => {
        const formSchema = typeof schema === 'function' ? schema(values) : schema;
        const result = formSchema.safeParse(input(values));
        if (result.success) return true;
        const issue = result.error.issues.find((each) => each.path.map(String).join('.') === field);
        return issue ? issue.message : true;
      },
    });
  return Object.fromEntries(fields.map((field) => [field, [rule(field)]])) as {
    [K in Field]: Rule[];
  };
}

/**
 * zod issues as field/message pairs: the path joined with dots ('invoiceAddress.zipcode'),
 * '' for an issue about the whole form, and only the first message per field (like the rules).
 */
export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

export type ZodFormResult<T> =
  | { success: true; data: T; errors: [] }
  | { success: false; data: undefined; errors: FieldError[] };

function toFormResult<T>(result: z.ZodSafeParseResult<T>): ZodFormResult<T> {
  return result.success
    ? { success: true, data: result.data, errors: [] }
    : { success: false, data: undefined, errors: zodIssuesToErrors(result.error.issues) };
}

/**
 * Validate a whole form with a schema, cross-field refinements included. Feed the errors to
 * validator.setErrors() to show them next to the fields.
 */
export function validateWithZod<T>(schema: z.ZodType<T>, values: unknown): ZodFormResult<T> {
  return toFormResult(schema.safeParse(values));
}

/** validateWithZod for schemas with async refinements. */
export async function validateWithZodAsync<T>(
  schema: z.ZodType<T>,
  values: unknown,
): Promise<ZodFormResult<T>> {
  return toFormResult(await schema.safeParseAsync(values));
}
