import { describe, expect, it } from 'vitest';
import { createFirstVisit } from './first-visit';

describe('createFirstVisit', () => {
  it('gives the first visited path until the first load settles, then nothing', () => {
    const visit = createFirstVisit('/mobiltelefoner/apple');
    expect(visit.path()).toBe('/mobiltelefoner/apple');
    expect(visit.path()).toBe('/mobiltelefoner/apple');
    visit.settle();
    expect(visit.path()).toBeNull();
  });

  it('has no path outside a browser', () => {
    expect(createFirstVisit(null).path()).toBeNull();
  });
});
