import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, lazyPartElement, loadInSteps } from './lazy-part';

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

describe('lazyPartElement', () => {
  it('is the part with its props inside a Suspense boundary with the fallback', () => {
    const Part = ({ label }: { label: string }) => label;
    const part = lazyPart(async () => Part);
    const element = lazyPartElement(part, { label: 'Mitt Lingon' }, 'Laddar');
    expect(element.type).toBe(React.Suspense);
    const props = element.props as { fallback: React.ReactNode; children: React.ReactElement };
    expect(props.fallback).toBe('Laddar');
    expect(props.children.type).toBe(part);
    expect(props.children.props).toEqual({ label: 'Mitt Lingon' });
  });
});
