import type { Section, SectionType } from '@lingon/contracts/content/model';
import type * as React from 'react';

/** The section of one type, e.g. `SectionOf<'hero'>`. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** What every section component takes besides its section. */
export interface SectionRenderProps {
  /** Client-side navigation for internal links inside rich text. */
  onNavigate?: (href: string) => void;
}

/** One card of a cards section. */
export type CardItem = SectionOf<'cards'>['items'][number];

/**
 * What the page puts in a card's footer in place of its link: a control content cannot express,
 * such as a button that opens the chat. Nothing (null or undefined) keeps the card's own link.
 */
export type CardAction = (card: CardItem, section: SectionOf<'cards'>) => React.ReactNode;

/** Compile-time exhaustiveness: a new section type fails the build until it is rendered. */
export function assertNever(value: never): never {
  throw new Error(`Unknown section: ${JSON.stringify(value)}`);
}

/** A page's title is its h1 unless the page opens with a hero, whose heading then is the h1. */
export function opensWithHero(sections: readonly Section[]): boolean {
  return sections[0]?.type === 'hero';
}
