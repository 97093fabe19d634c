import { describe, expect, it } from 'vitest';
import { assertSlugs, isValidSlug, pageNotFound, routeValidationError } from './route-validation';

describe('isValidSlug', () => {
  it('accepts lower-case words joined by hyphens or underscores', () => {
    expect(isValidSlug('priser-utomlands')).toBe(true);
    expect(isValidSlug('faq_123')).toBe(true);
    expect(isValidSlug('överlåtelse')).toBe(true);
  });

  it('rejects empty, upper-case, dotted and very long segments', () => {
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('Bredband')).toBe(false);
    expect(isValidSlug('index.php')).toBe(false);
    expect(isValidSlug('-a')).toBe(false);
    expect(isValidSlug('a'.repeat(201))).toBe(false);
  });
});

describe('assertSlugs', () => {
  it('passes valid segments', () => {
    expect(() => assertSlugs(['a', 'b-c'], '/x/a/b-c')).not.toThrow();
  });

  it('throws the route-validation 404 naming the path', () => {
    let thrown: unknown;
    try {
      assertSlugs(['ok', 'Not OK'], '/utland/Not%20OK');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual(routeValidationError('/utland/Not%20OK'));
    expect(routeValidationError('/p')).toMatchObject({
      data: 'Page Not Found: /p',
      init: { status: 404 },
    });
  });

  it('throws for a missing segment', () => {
    expect(() => assertSlugs([undefined], '/x')).toThrow();
  });
});

describe('pageNotFound', () => {
  it('carries the full path in the message', () => {
    expect(pageNotFound('/finns-inte?x=1')).toMatchObject({
      data: 'Page not found: /finns-inte?x=1',
      init: { status: 404 },
    });
  });
});
