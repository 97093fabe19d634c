import { describe, expect, it } from 'vitest';
import { scrollDecision } from './scroll';

describe('scrollDecision', () => {
  it('scrolls to the anchor when there is a hash, flagged or not', () => {
    expect(scrollDecision('#kontakt', [undefined])).toBe('anchor');
    expect(scrollDecision('#kontakt', [{ scrollToTop: true }])).toBe('anchor');
  });

  it('scrolls to the top on a flagged route', () => {
    expect(scrollDecision('', [undefined, {}, { scrollToTop: true }])).toBe('top');
    expect(scrollDecision('#', [{ scrollToTop: true }])).toBe('top');
  });

  it('leaves other routes to scroll restoration', () => {
    expect(scrollDecision('', [undefined, {}, { scrollToTop: false }])).toBe('restore');
    expect(scrollDecision('', [null, 'x'])).toBe('restore');
  });
});
