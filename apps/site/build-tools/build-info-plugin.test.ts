import { describe, expect, it } from 'vitest';
import { buildInfoFiles } from './build-info-plugin';

describe('buildInfoFiles', () => {
  it('writes latest.json with id and timestamp, and a meta file named by the id', () => {
    const files = buildInfoFiles({ id: 'abc-123', timestamp: 1_700_000_000_000 }, ['/', '/404']);
    expect(files).toEqual([
      {
        fileName: 'builds/latest.json',
        source: '{"id":"abc-123","timestamp":1700000000000}',
      },
      {
        fileName: 'builds/meta/abc-123.json',
        source: '{"id":"abc-123","timestamp":1700000000000,"prerendered":["/","/404"]}',
      },
    ]);
  });
});
