import { describe, expect, it } from 'vitest';
import { addonSettleSteps } from './addon-settle';

describe('addonSettleSteps (SPEC §4)', () => {
  it('a change that was made settles at 2 s and flips at 2.5 s', () => {
    expect(addonSettleSteps(null, true)).toEqual([
      { at: 2000, active: null },
      { at: 2500, active: true },
    ]);
    expect(addonSettleSteps(null, false).at(-1)).toEqual({ at: 2500, active: false });
  });

  it('nothing to change shows the server state at once, without the flip', () => {
    expect(addonSettleSteps('ALREADY_ACTIVE', true)).toEqual([{ at: 0, active: true }]);
    expect(addonSettleSteps('ALREADY_INACTIVE', false)).toEqual([{ at: 0, active: false }]);
  });
});
