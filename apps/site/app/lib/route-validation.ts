import { data } from 'react-router';

/** A slug segment as content and support paths use them: lower-case words joined by - or _. */
const SLUG = /^[a-z0-9åäöéü]+(?:[-_][a-z0-9åäöéü]+)*$/;

export function isValidSlug(segment: string): boolean {
  return segment.length <= 200 && SLUG.test(segment);
}

/** The 404 a route throws when its parameters fail validation (SPEC §5, §8). */
export function routeValidationError(path: string) {
  return data(`Page Not Found: ${path}`, { status: 404, statusText: 'Not Found' });
}

/** The 404 for an address no page answers (SPEC §8). */
export function pageNotFound(fullPath: string) {
  return data(`Page not found: ${fullPath}`, { status: 404, statusText: 'Not Found' });
}

/**
 * Throw the route-validation 404 unless every given segment is a valid slug. Segments come
 * URL-decoded from React Router; `path` is the requested pathname used in the message.
 */
export function assertSlugs(segments: readonly (string | undefined)[], path: string): void {
  for (const segment of segments) {
    if (segment === undefined || !isValidSlug(segment)) throw routeValidationError(path);
  }
}
