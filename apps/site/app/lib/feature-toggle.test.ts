import { createApiClient } from '@lingon/contracts/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertFeatureEnabled, featureToggle } from './feature-toggle';
import { pageNotFound } from './route-validation';

const ORIGIN = 'http://lingon.test';
const FEATURES_URL = `${ORIGIN}/services/site/v1/features`;

/**
 * The real contracts client over a fetch that answers the features call in process, recording
 * what was asked. Any other address is a test error.
 */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const requests: Array<{ url: string; method: string; signal: AbortSignal | null | undefined }> =
    [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, method: init?.method ?? 'GET', signal: init?.signal });
    if (url !== FEATURES_URL) throw new Error(`unexpected request ${url}`);
    return answer();
  });
  return { call: createApiClient({ baseUrl: `${ORIGIN}/services/`, fetch }), requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

afterEach(() => vi.restoreAllMocks());

describe('assertFeatureEnabled', () => {
  it('lets the page through when the feature is on, asking the features service once', async () => {
    const { call, requests } = clientAnswering(() =>
      json({ features: { 'prepaid-top-up': true } }),
    );
    const request = new Request(`${ORIGIN}/kontantkort/ladda`);
    await expect(assertFeatureEnabled('prepaid-top-up', request, call)).resolves.toBeUndefined();
    expect(requests).toEqual([{ url: FEATURES_URL, method: 'GET', signal: request.signal }]);
  });

  it("throws the site's 404 with the requested path when the feature is off", async () => {
    const { call } = clientAnswering(() => json({ features: { 'prepaid-top-up': false } }));
    const error = await thrownBy(
      assertFeatureEnabled(
        'prepaid-top-up',
        new Request(`${ORIGIN}/kontantkort/ladda/surf?ref=mail`),
        call,
      ),
    );
    expect(error).toEqual(pageNotFound('/kontantkort/ladda/surf?ref=mail'));
    expect(error).toMatchObject({
      data: 'Page not found: /kontantkort/ladda/surf?ref=mail',
      init: { status: 404 },
    });
  });

  it('fails open and logs when the features service answers an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call } = clientAnswering(() =>
      json([{ field: 'service', message: 'Tjänsten är inte tillgänglig just nu' }], 503),
    );
    await expect(
      assertFeatureEnabled('prepaid-top-up', new Request(`${ORIGIN}/kontantkort/ladda`), call),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('/kontantkort/ladda');
    expect(log.mock.calls[0]?.[1]).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('fails open and logs when the network fails or the answer has the wrong shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = new Request(`${ORIGIN}/kontantkort/ladda`);
    const offline = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      assertFeatureEnabled('prepaid-top-up', request, offline.call),
    ).resolves.toBeUndefined();
    const garbled = clientAnswering(() => json({ features: { 'prepaid-top-up': 'nej' } }));
    await expect(
      assertFeatureEnabled('prepaid-top-up', request, garbled.call),
    ).resolves.toBeUndefined();
    expect(log.mock.calls.map((args) => (args[1] as { kind?: string }).kind)).toEqual([
      'network',
      'invalid-response',
    ]);
  });

  it('passes on the abort of a superseded navigation without logging it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const { call } = clientAnswering(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await thrownBy(
      assertFeatureEnabled(
        'prepaid-top-up',
        new Request(`${ORIGIN}/kontantkort/ladda`, { signal: controller.signal }),
        call,
      ),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('featureToggle', () => {
  it('is a middleware that lets the route load and then throws the 404 when the feature is off', async () => {
    const events: string[] = [];
    const { call, requests } = clientAnswering(() => {
      events.push('features asked');
      return json({ features: { 'prepaid-top-up': false } });
    });
    const next = vi.fn(async () => {
      events.push('loaders ran');
      return {};
    });
    const middleware = featureToggle('prepaid-top-up', call);
    const error = await thrownBy(
      middleware({ request: new Request(`${ORIGIN}/kontantkort/ladda`) }, next),
    );
    expect(error).toEqual(pageNotFound('/kontantkort/ladda'));
    expect(next).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
    // Asked before the loaders ran, not after: the two run side by side.
    expect(events).toEqual(['features asked', 'loaders ran']);
  });

  it('lets the route through when the feature is on', async () => {
    const { call } = clientAnswering(() => json({ features: { 'prepaid-top-up': true } }));
    const next = vi.fn(async () => ({}));
    await expect(
      featureToggle('prepaid-top-up', call)(
        { request: new Request(`${ORIGIN}/kontantkort/ladda/surf`) },
        next,
      ),
    ).resolves.toBeUndefined();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
