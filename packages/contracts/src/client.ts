import type { z } from 'zod';
import { SERVICES_BASE } from './brand';
import {
  buildPath,
  type AnyContract,
  type ContractBody,
  type ContractHeaders,
  type ContractParams,
  type ContractQuery,
  type ContractResponse,
} from './contract';
import { ApiError, errorKindForStatus, validationErrorsSchema } from './errors';

export interface CallInput<C extends AnyContract> {
  params?: ContractParams<C>;
  query?: ContractQuery<C>;
  body?: ContractBody<C>;
  headers?: ContractHeaders<C>;
  signal?: AbortSignal;
}

type UnauthorisedListener = (error: ApiError) => void;
const unauthorisedListeners = new Set<UnauthorisedListener>();

/**
 * A 401 answered while no one listened: a page's first calls can be answered before the site's
 * listener, which loads after the page, is there. The first listener hears it.
 */
let unheardUnauthorised: ApiError | null = null;

/**
 * Subscribe to every 401 answer of any call (the site sends the browser to my pages), and to the
 * last one answered before anyone subscribed.
 */
export function onUnauthorised(listener: UnauthorisedListener): () => void {
  unauthorisedListeners.add(listener);
  const unheard = unheardUnauthorised;
  unheardUnauthorised = null;
  if (unheard) listener(unheard);
  return () => unauthorisedListeners.delete(listener);
}

export interface ApiClientOptions {
  /** Origin plus base path; defaults to `/services/` on the current origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Build the URL of a call: base + path with params + query (+ customerScope=hbp where the contract says). */
export function contractUrl<C extends AnyContract>(
  contract: C,
  input: CallInput<C> = {},
  baseUrl = SERVICES_BASE,
): string {
  const path = buildPath(contract.path, (input.params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  if (contract.customerScope) search.set('customerScope', 'hbp');
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/?$/, '/')}${path}${qs ? `?${qs}` : ''}`;
}

/** What `configureClient` set: the default client's base URL and fetch. */
let configured: ApiClientOptions = {};

/**
 * Point the default client (`apiCall`, and so every `useContract*` hook) at Lingon's services on
 * another origin, e.g. `configureClient({ baseUrl: 'https://www.lingon.se/services/' })` on a
 * partner's page. Cookies are never sent to another origin (`credentials: 'same-origin'`), so
 * only the public calls work there. Call it before the first call; `{}` restores the default.
 */
export function configureClient(options: ApiClientOptions): void {
  configured = { ...options };
}

/** The base URL the default client calls now. */
export function configuredBaseUrl(): string {
  return configured.baseUrl ?? SERVICES_BASE;
}

/**
 * A typed client: JSON in and out, response validated by the contract, errors as ApiError.
 * Without options it follows `configureClient` at every call.
 */
export function createApiClient(options?: ApiClientOptions) {
  return async function call<C extends AnyContract>(
    contract: C,
    input: CallInput<C> = {},
  ): Promise<ContractResponse<C>> {
    const { baseUrl = SERVICES_BASE, fetch: ownFetch } = options ?? configured;
    const doFetch = ownFetch ?? globalThis.fetch;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [key, value] of Object.entries((input.headers ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) headers[key] = String(value);
    }
    let body: string | undefined;
    if (input.body !== undefined && contract.method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    let response: Response;
    try {
      response = await doFetch(contractUrl(contract, input, baseUrl), {
        method: contract.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: input.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError('network', 0, `Network error calling ${contract.id}`, { body: cause });
    }
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
    }
    if (!response.ok) {
      const kind = errorKindForStatus(response.status);
      const parsedErrors = validationErrorsSchema.safeParse(json);
      const error = new ApiError(
        kind,
        response.status,
        `${contract.id} answered ${response.status}`,
        {
          fieldErrors: parsedErrors.success ? parsedErrors.data : [],
          body: json,
        },
      );
      if (kind === 'unauthorised') {
        if (unauthorisedListeners.size === 0) unheardUnauthorised = error;
        unauthorisedListeners.forEach((listener) => listener(error));
      }
      throw error;
    }
    const parsed = (contract.response as z.ZodType).safeParse(json ?? null);
    if (!parsed.success) {
      throw new ApiError(
        'invalid-response',
        response.status,
        `${contract.id} answered with an unexpected shape`,
        {
          body: json,
        },
      );
    }
    return parsed.data as ContractResponse<C>;
  };
}

/** The default client for the browser: same-origin `/services/` unless `configureClient` says otherwise. */
export const apiCall = createApiClient();

/** The SWR key of a call: the contract id plus its inputs, so equal inputs share a cache entry. */
export function swrKey<C extends AnyContract>(
  contract: C,
  input: Omit<CallInput<C>, 'signal'> = {},
): readonly [string, string] {
  return [contract.id, JSON.stringify(input)] as const;
}
