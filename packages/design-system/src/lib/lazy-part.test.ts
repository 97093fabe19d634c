import { describe, expect, it } from 'vitest';
import { lazyPart, loadInSteps } from './lazy-part';

/** Whether a task boundary passed: a timer set before it has run by then. */
function taskMarker() {
  let passed = false;
  setTimeout(() => (passed = true), 0);
  return () => passed;
}

describe('loadInSteps', () => {
  it('runs every step in order, each in a task of its own, and then the load', async () => {
    const order: string[] = [];
    const boundaries: boolean[] = [];
    let sinceLast = taskMarker();
    const step = (name: string) => async () => {
      boundaries.push(sinceLast());
      sinceLast = taskMarker();
      order.push(name);
    };
    const result = await loadInSteps([step('schemas'), step('state')], async () => {
      boundaries.push(sinceLast());
      order.push('part');
      return 'Part';
    });
    expect(result).toBe('Part');
    expect(order).toEqual(['schemas', 'state', 'part']);
    // The first step starts at once; the second and the part each after a task boundary.
    expect(boundaries).toEqual([false, true, true]);
  });
});

describe('lazyPart', () => {
  it('runs its steps before loading the part, once, however often it is preloaded', async () => {
    const calls: string[] = [];
    const Part = () => null;
    const part = lazyPart(
      async () => {
        calls.push('part');
        return Part;
      },
      { steps: [async () => void calls.push('step')] },
    );
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(calls).toEqual(['step', 'part']);
  });
});
