import { describe, expect, it } from 'vitest';
import { formatAverage, ratingLabel, reviewCountLabel, starFill } from './reviews';

describe('reviews', () => {
  it('formats the average with a decimal comma', () => {
    expect(formatAverage(4.25)).toMatch(/^4,[23]$/);
    expect(formatAverage(4)).toBe('4,0');
  });

  it('labels ratings for screen readers', () => {
    expect(ratingLabel(4)).toBe('Betyg 4 av 5');
    expect(ratingLabel(4.3)).toBe('Betyg 4,3 av 5');
  });

  it('fills stars to the nearest half', () => {
    expect(starFill(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFill(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFill(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFill(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('counts reviews in Swedish', () => {
    expect(reviewCountLabel(1)).toBe('1 omdöme');
    expect(reviewCountLabel(12)).toBe('12 omdömen');
  });
});
