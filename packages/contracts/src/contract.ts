import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a contract:
 * - `public`: anyone;
 * - `session`: a signed-in customer (401 otherwise); the data is always the session's customer's;
 * - `telemarketing`: a valid telemarketing/support key and the customer's personal number in
 *   the `TM_CUSTOMER` header.
 */
export type ContractAuth = 'public' | 'session' | 'telemarketing';

/** The description of one service call: the single source for client, server, MSW and OpenAPI. */
export interface Contract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  THeaders extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable id, e.g. `broadband.addressSearch`. */
  id: string;
  method: HttpMethod;
  /** Path relative to `/services/`, with `:name` path parameters, e.g. `lingon-broadband-service/v1/product/:pointId`. */
  path: string;
  /** Whether the client adds `customerScope=hbp` to the query string. */
  customerScope: boolean;
  auth: ContractAuth;
  summary: string;
  params: TParams;
  query: TQuery;
  body: TBody;
  headers: THeaders;
  response: TResponse;
}

const none = z.object({}).strict();
/** Query strings, headers and path parameters may carry extra keys (e.g. customerScope, cache busters). */
const looseNone = z.object({});

export function defineContract<
  TParams extends z.ZodType = typeof looseNone,
  TQuery extends z.ZodType = typeof looseNone,
  TBody extends z.ZodType = z.ZodUndefined,
  THeaders extends z.ZodType = typeof looseNone,
  TResponse extends z.ZodType = z.ZodType,
>(definition: {
  id: string;
  method: HttpMethod;
  path: string;
  customerScope?: boolean;
  auth?: ContractAuth;
  summary: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  headers?: THeaders;
  response: TResponse;
}): Contract<TParams, TQuery, TBody, THeaders, TResponse> {
  return {
    customerScope: false,
    auth: 'public',
    ...definition,
    params: (definition.params ?? looseNone) as TParams,
    query: (definition.query ?? looseNone) as TQuery,
    body: (definition.body ?? z.undefined()) as TBody,
    headers: (definition.headers ?? looseNone) as THeaders,
  };
}

export type AnyContract = Contract<z.ZodType, z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export type ContractParams<C extends AnyContract> = z.input<C['params']>;
export type ContractQuery<C extends AnyContract> = z.input<C['query']>;
export type ContractBody<C extends AnyContract> = z.input<C['body']>;
export type ContractHeaders<C extends AnyContract> = z.input<C['headers']>;
export type ContractResponse<C extends AnyContract> = z.output<C['response']>;

/** Fill `:name` path parameters; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Exported so that tests and tools can build strict "no body" schemas the same way. */
export const emptyObject = none;
