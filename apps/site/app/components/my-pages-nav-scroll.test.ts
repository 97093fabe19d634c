import { describe, expect, it } from 'vitest';
import { centredScrollLeft } from './my-pages-nav-scroll';

// A 358 px row of sections 1,000 px wide in all.
const row = { rowWidth: 358, scrollWidth: 1000 };

describe('centredScrollLeft', () => {
  it('centres an item in the middle of the row', () => {
    expect(centredScrollLeft({ ...row, itemStart: 500, itemWidth: 100 })).toBe(371);
  });
  it('does not scroll before the start for the first items', () => {
    expect(centredScrollLeft({ ...row, itemStart: 0, itemWidth: 90 })).toBe(0);
    expect(centredScrollLeft({ ...row, itemStart: 100, itemWidth: 120 })).toBe(0);
  });
  it('stops at the end for the last item', () => {
    expect(centredScrollLeft({ ...row, itemStart: 900, itemWidth: 100 })).toBe(642);
  });
  it('leaves a row that fits where it is', () => {
    expect(
      centredScrollLeft({ rowWidth: 900, scrollWidth: 900, itemStart: 700, itemWidth: 100 }),
    ).toBe(0);
  });
});
