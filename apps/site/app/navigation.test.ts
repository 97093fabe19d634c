import { findStaticPage } from '@lingon/contracts/fixtures/content';
import { describe, expect, it } from 'vitest';
import { BROADBAND_NAVIGATION, FOOTER_COLUMNS } from './navigation';

const footerLinks = FOOTER_COLUMNS.flatMap((column) => column.links);

describe('BROADBAND_NAVIGATION', () => {
  it('names each page as the footer does (Korttidsbredband with two t)', () => {
    for (const item of BROADBAND_NAVIGATION) {
      const inFooter = footerLinks.find((link) => link.href === item.href);
      expect(inFooter?.label, item.href).toBe(item.label);
    }
    expect(BROADBAND_NAVIGATION.map((item) => item.label)).toContain('Korttidsbredband');
  });
});

describe('FOOTER_COLUMNS', () => {
  it('links the terms, the privacy policy and the about page, which are content pages', () => {
    const legal = [
      { label: 'Om Lingon', slug: 'om-lingon' },
      { label: 'Villkor', slug: 'villkor' },
      { label: 'Integritetspolicy', slug: 'integritetspolicy' },
    ];
    for (const { label, slug } of legal) {
      expect(footerLinks).toContainEqual({ label, href: `/${slug}` });
      // Served by the content page route from the content the server seeds.
      expect(findStaticPage(slug), slug).not.toBeNull();
    }
  });

  it('has each link once', () => {
    const hrefs = footerLinks.map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
