import { afterEach, describe, expect, it } from 'vitest';
import { addressSearchContract } from './broadband/address-search';
import { productByPointContract } from './broadband/product-by-point';
import { z } from 'zod';
import {
  apiCall,
  configureClient,
  configuredBaseUrl,
  createApiClient,
  onUnauthorised,
} from './client';
import { defineContract } from './contract';

/** A fetch that records what it was asked and answers `answer` as JSON. */
function recordingFetch(answer: unknown) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

afterEach(() => configureClient({}));

describe('configureClient', () => {
  it('points the default client at another origin, without credentials across origins', async () => {
    const { fetch, requests } = recordingFetch([]);
    configureClient({ baseUrl: 'https://www.lingon.example/services', fetch });
    expect(configuredBaseUrl()).toBe('https://www.lingon.example/services');
    await apiCall(addressSearchContract, { body: { searchString: 'Storgatan 1' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(
      'https://www.lingon.example/services/lingon-broadband-service/v1/address/search',
    );
    // Cookies go to the page's own origin only: a partner's page never sends Lingon's session.
    expect(requests[0]?.init?.credentials).toBe('same-origin');
  });

  it('builds paths with params under the configured base', async () => {
    const { fetch, requests } = recordingFetch({ error: 'not an offering' });
    configureClient({ baseUrl: 'https://www.lingon.example/services/', fetch });
    await expect(
      apiCall(productByPointContract, { params: { pointId: 'P-1' } }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(requests[0]?.url).toBe(
      'https://www.lingon.example/services/lingon-broadband-service/v1/product/P-1',
    );
  });

  it('falls back to same-origin /services/ and leaves clients with their own options alone', async () => {
    const own = recordingFetch([]);
    configureClient({ baseUrl: 'https://www.lingon.example/services/', fetch: own.fetch });
    const local = recordingFetch([]);
    await createApiClient({ fetch: local.fetch })(addressSearchContract, {
      body: { searchString: 'Storgatan' },
    });
    expect(local.requests[0]?.url).toBe('/services/lingon-broadband-service/v1/address/search');
    configureClient({});
    expect(configuredBaseUrl()).toBe('/services/');
  });
});

describe('onUnauthorised', () => {
  const sessionOnly = defineContract({
    id: 'test.sessionOnly',
    method: 'GET',
    path: 'test/v1/session-only',
    auth: 'session',
    summary: 'A session-only call for the test',
    response: z.object({ ok: z.boolean() }),
  });
  const answering = (status: number) =>
    createApiClient({
      fetch: (async () =>
        new Response(JSON.stringify([{ field: 'session', message: 'Du är inte inloggad' }]), {
          status,
        })) as typeof globalThis.fetch,
    });

  it('tells the first listener of a 401 answered before anyone listened, once', async () => {
    await expect(answering(401)(sessionOnly)).rejects.toMatchObject({ status: 401 });
    const first: number[] = [];
    const stop = onUnauthorised((error) => first.push(error.status));
    expect(first).toEqual([401]);
    const second: number[] = [];
    const stopSecond = onUnauthorised((error) => second.push(error.status));
    expect(second).toEqual([]);
    // Later 401s go to every listener as they come.
    await expect(answering(401)(sessionOnly)).rejects.toBeDefined();
    expect(first).toEqual([401, 401]);
    expect(second).toEqual([401]);
    stop();
    stopSecond();
  });

  it('keeps no other refusal for a later listener', async () => {
    await expect(answering(403)(sessionOnly)).rejects.toMatchObject({ status: 403 });
    const heard: number[] = [];
    const stop = onUnauthorised((error) => heard.push(error.status));
    expect(heard).toEqual([]);
    stop();
  });
});
