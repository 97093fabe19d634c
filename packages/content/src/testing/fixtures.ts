import type { Section, SectionType } from '@lingon/contracts/content/model';
import { THEME_HALVES } from '@lingon/contracts/fixtures/content-images';
import { staticPageSchema } from '@lingon/contracts/content/static-page';
import { staticPages } from '@lingon/contracts/fixtures/content';
import type { SectionOf } from '../lib/sections';

const pages = staticPages.map((page) => staticPageSchema.parse(page));

/** The first section of a type on a fixture page (parsed, so defaults are applied). */
export function fixtureSection<T extends SectionType>(type: T, slug?: string): SectionOf<T> {
  for (const page of pages) {
    if (slug !== undefined && page.slug !== slug) continue;
    const section = page.sections.find((candidate) => candidate.type === type);
    if (section) return section as SectionOf<T>;
  }
  throw new Error(`No ${type} section in the fixtures${slug === undefined ? '' : ` on /${slug}`}`);
}

export function fixturePage(slug: string) {
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No fixture page /${slug}`);
  return page;
}

/** An image section (no fixture page has one): the theme picture with its caption. */
export const themeImageSection = {
  type: 'image',
  id: 'tema',
  image: {
    src: THEME_HALVES,
    alt: 'En cirkel på en halvt ljus och halvt mörk bakgrund',
    width: 240,
    height: 160,
  },
  caption: 'Webbplatsen följer din enhets tema.',
} satisfies Section;
