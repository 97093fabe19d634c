import type { Section, SectionType } from '@lingon/contracts/content/model';

/** The section of one type, e.g. `SectionOf<'hero'>`. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** What every section component takes besides its section. */
export interface SectionRenderProps {
  /** Client-side navigation for internal links inside rich text. */
  onNavigate?: (href: string) => void;
}

/** Compile-time exhaustiveness: a new section type fails the build until it is rendered. */
export function assertNever(value: never): never {
  throw new Error(`Unknown section: ${JSON.stringify(value)}`);
}

/** A page's title is its h1 unless the page opens with a hero, whose heading then is the h1. */
export function opensWithHero(sections: readonly Section[]): boolean {
  return sections[0]?.type === 'hero';
}
