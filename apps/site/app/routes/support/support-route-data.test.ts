import { ApiError } from '@lingon/contracts/errors';
import { describe, expect, it } from 'vitest';
import { pageNotFound } from '../../lib/route-validation';
import {
  assertCanonicalGuide,
  canonicalGuidePath,
  categoryFor,
  loadOrNull,
} from './support-route-data';

const mobil = {
  id: 'mobil',
  slug: 'mobil-och-surf',
  title: 'Mobil och surf',
  description: 'Surf, samtal och inställningar.',
  icon: 'smartphone',
  guideCount: 3,
};
const bredband = { ...mobil, id: 'bredband', slug: 'bredband', title: 'Bredband' };
const categories = [mobil, bredband];
const surfGuide = { category: { ...mobil, guideCount: undefined } };

/** What a loader threw: a redirect Response or React Router's data(). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Nothing was thrown');
}

describe('categoryFor', () => {
  it('finds a topic by its slug', () => {
    const url = new URL('https://lingon.test/support/mobil-och-surf');
    expect(categoryFor(categories, 'mobil-och-surf', url)).toBe(mobil);
  });

  it('is the 404 page for an unknown topic', () => {
    const url = new URL('https://lingon.test/support/finns-inte');
    expect(thrown(() => categoryFor(categories, 'finns-inte', url))).toEqual(
      pageNotFound('/support/finns-inte'),
    );
  });

  it('sends a topic named by its id to its slug', () => {
    const url = new URL('https://lingon.test/support/mobil?x=1');
    const response = thrown(() => categoryFor(categories, 'mobil', url)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/support/mobil-och-surf?x=1');
  });
});

describe('canonical guide addresses', () => {
  it('is the guide under its own category', () => {
    expect(canonicalGuidePath(surfGuide, 'surfen-ar-slut')).toBe(
      '/support/mobil-och-surf/surfen-ar-slut',
    );
  });

  it('redirects a guide opened under another category', () => {
    const url = new URL('https://lingon.test/support/bredband/surfen-ar-slut');
    const response = thrown(() =>
      assertCanonicalGuide(surfGuide, 'surfen-ar-slut', url),
    ) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/support/mobil-och-surf/surfen-ar-slut');
  });

  it('leaves the canonical address (with or without a trailing slash) alone', () => {
    for (const path of [
      '/support/mobil-och-surf/surfen-ar-slut',
      '/support/mobil-och-surf/surfen-ar-slut/',
    ]) {
      const url = new URL(`https://lingon.test${path}`);
      expect(() => assertCanonicalGuide(surfGuide, 'surfen-ar-slut', url)).not.toThrow();
    }
  });
});

describe('loadOrNull', () => {
  const url = new URL('https://lingon.test/support/bredband/finns-inte');

  it('answers what was loaded', async () => {
    await expect(loadOrNull(() => Promise.resolve(42), url)).resolves.toBe(42);
  });

  it('is the 404 page when the service knows no such guide', async () => {
    const missing = () => Promise.reject(new ApiError('not-found', 404, 'Guiden finns inte'));
    await expect(loadOrNull(missing, url)).rejects.toEqual(
      pageNotFound('/support/bredband/finns-inte'),
    );
  });

  it('answers null when the service fails, so the page asks again itself', async () => {
    const failing = () => Promise.reject(new ApiError('unavailable', 503, 'Otillgänglig'));
    await expect(loadOrNull(failing, url)).resolves.toBeNull();
  });
});
