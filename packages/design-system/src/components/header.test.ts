import { describe, expect, it } from 'vitest';
import { ariaCurrentFor } from './header';

const broadbandMenu = [
  { href: '/bredband' },
  { href: '/bredband/cmore' },
  { href: '/bredband/wifitogo' },
];

describe('ariaCurrentFor', () => {
  it('marks the page itself', () => {
    expect(ariaCurrentFor({ href: '/bredband' }, '/bredband')).toBe('page');
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(ariaCurrentFor({ href: '/bredband/' }, '/bredband?adress=1#produkter')).toBe('page');
  });

  it('marks the section a deeper page lies in', () => {
    expect(ariaCurrentFor({ href: '/bredband' }, '/bredband/kassan')).toBe('true');
  });

  it('does not match a path that only shares a prefix', () => {
    expect(ariaCurrentFor({ href: '/bredband' }, '/bredbandsguide')).toBeUndefined();
  });

  it('never marks the home link as the section of every page', () => {
    expect(ariaCurrentFor({ href: '/' }, '/support')).toBeUndefined();
    expect(ariaCurrentFor({ href: '/' }, '/')).toBe('page');
  });

  it('leaves the section link unmarked when a more specific sibling matches', () => {
    expect(ariaCurrentFor({ href: '/bredband' }, '/bredband/cmore', broadbandMenu)).toBeUndefined();
    expect(ariaCurrentFor({ href: '/bredband/cmore' }, '/bredband/cmore', broadbandMenu)).toBe(
      'page',
    );
    expect(ariaCurrentFor({ href: '/bredband' }, '/bredband/kassan', broadbandMenu)).toBe('true');
  });

  it('lets an explicit current flag win', () => {
    expect(ariaCurrentFor({ href: '/a', current: true }, '/b')).toBe('page');
    expect(ariaCurrentFor({ href: '/a', current: false }, '/a')).toBeUndefined();
  });

  it('marks nothing without a current path', () => {
    expect(ariaCurrentFor({ href: '/bredband' }, undefined)).toBeUndefined();
  });
});
