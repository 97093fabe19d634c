import { z } from 'zod';

/** The validation error shape of every endpoint: a list of field/message pairs (SPEC §3). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const validationErrorsSchema = z.array(fieldErrorSchema);
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Turn zod issues into `[{ field, message }]`; `prefix` names the request part (body, query …). */
export function toFieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || (prefix ?? 'request');
    return { field, message: issue.message };
  });
}

export type ApiErrorKind =
  | 'validation'
  | 'unauthorised'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unavailable'
  | 'invalid-response'
  | 'network';

/** A failed service call, typed by kind so that callers can branch without parsing text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    options: { fieldErrors?: FieldError[]; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? [];
    this.body = options.body;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export function errorKindForStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorised';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  return 'unavailable';
}
