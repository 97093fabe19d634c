import { disturbanceFixtures } from '@lingon/contracts/fixtures/site';
import { describe, expect, it } from 'vitest';
import { formatDisturbanceTime, groupDisturbances } from './disturbances';

describe('groupDisturbances', () => {
  it('splits ongoing from resolved', () => {
    const { ongoing, resolved } = groupDisturbances(disturbanceFixtures);
    expect(ongoing.map((item) => item.id)).toEqual(['dst-2026-118']);
    expect(resolved.map((item) => item.id)).toEqual(['dst-2026-117', 'dst-2026-115']);
  });

  it('sorts newest first within each group', () => {
    const reversed = [...disturbanceFixtures].reverse();
    expect(groupDisturbances(reversed).resolved.map((item) => item.id)).toEqual([
      'dst-2026-117',
      'dst-2026-115',
    ]);
  });

  it('answers two empty lists for no disturbances', () => {
    expect(groupDisturbances([])).toEqual({ ongoing: [], resolved: [] });
  });
});

describe('formatDisturbanceTime', () => {
  it('writes Swedish time (UTC+1 in November)', () => {
    expect(formatDisturbanceTime('2026-11-21T06:40:00.000Z')).toBe('21 november 07:40');
  });

  it('follows summer time (UTC+2 in July)', () => {
    expect(formatDisturbanceTime('2026-07-01T10:05:00.000Z')).toBe('1 juli 12:05');
  });
});
