import { describe, expect, it } from 'vitest';
import { categoryHref, guideHref } from './support-paths';

const categories = [{ id: 'esim', slug: 'esim-och-sim-kort' }];

describe('support paths', () => {
  it('links a category by slug', () => {
    expect(categoryHref({ slug: 'faktura-och-betalning' })).toBe('/support/faktura-och-betalning');
  });

  it('links a guide under its category slug', () => {
    expect(guideHref({ slug: 'bestall-esim', categoryId: 'esim' }, categories)).toBe(
      '/support/esim-och-sim-kort/bestall-esim',
    );
  });

  it('falls back to the category id when the categories are not loaded', () => {
    expect(guideHref({ slug: 'bestall-esim', categoryId: 'esim' })).toBe(
      '/support/esim/bestall-esim',
    );
  });
});
