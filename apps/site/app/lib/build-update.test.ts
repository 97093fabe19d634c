import { describe, expect, it } from 'vitest';
import { isNewBuild, parseLatestBuild } from './build-update';

describe('parseLatestBuild', () => {
  it('accepts what the build writes', () => {
    expect(parseLatestBuild({ id: 'b2', timestamp: 5 })).toEqual({ id: 'b2', timestamp: 5 });
  });

  it('rejects anything else', () => {
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild('<!doctype html>')).toBeNull();
    expect(parseLatestBuild({ id: '', timestamp: 5 })).toBeNull();
    expect(parseLatestBuild({ id: 'b2' })).toBeNull();
  });
});

describe('isNewBuild', () => {
  it('is true only when the deployed id differs', () => {
    expect(isNewBuild('b1', { id: 'b2', timestamp: 2 })).toBe(true);
    expect(isNewBuild('b1', { id: 'b1', timestamp: 1 })).toBe(false);
  });

  it('is false without an answer and in the dev server', () => {
    expect(isNewBuild('b1', null)).toBe(false);
    expect(isNewBuild('dev', { id: 'b2', timestamp: 2 })).toBe(false);
  });
});
