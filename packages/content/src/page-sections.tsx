import type { Section } from '@lingon/contracts/content/model';
import { cn } from '@lingon/design-system/lib/cn';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import * as React from 'react';
import { assertNever, type CardAction, type SectionRenderProps } from './lib/sections';

/*
 * The sections' renderers are not part of a page's first load: a prerendered page shows its
 * sections as HTML at once, and they hydrate once their module is there (requested as the page
 * hydrates). They do not suspend inside a Suspense boundary of their own: the nearest one is
 * around the page's content (the site's <main>), so a navigation to a content page keeps the
 * page it leaves on screen until they are there, instead of showing an empty page first.
 */
const sectionParts = () => import('./section-parts');
const Hero = lazyPart(() => sectionParts().then((module) => module.Hero));
const TextSection = lazyPart(() => sectionParts().then((module) => module.TextSection));
const CardsSection = lazyPart(() => sectionParts().then((module) => module.CardsSection));
const PriceTable = lazyPart(() => sectionParts().then((module) => module.PriceTable));
const ImageSection = lazyPart(() => sectionParts().then((module) => module.ImageSection));
const CallToAction = lazyPart(() => sectionParts().then((module) => module.CallToAction));

/**
 * Questions and answers: the accordion's code (Radix) loads only where a page has them, in its
 * own boundary; the prerendered questions stay in place until it is there.
 */
const FaqSection = lazyPart(() => import('./faq-section').then((module) => module.FaqSection));

const LAZY_SECTIONS = [Hero, TextSection, CardsSection, PriceTable, ImageSection, CallToAction];

/**
 * Load the section renderers (not the FAQ): before a navigation renders a content page, so it
 * shows the page whole instead of an empty page while they load.
 */
export function preloadSectionRenderers(): Promise<void> {
  return Promise.all(LAZY_SECTIONS.map((part) => part.preload())).then(() => undefined);
}

/** Load the parts PageSections renders lazily (a story or test that must not wait for them). */
export function preloadPageSections(): Promise<void> {
  return Promise.all([preloadSectionRenderers(), FaqSection.preload()]).then(() => undefined);
}

export interface PageSectionsProps extends SectionRenderProps, React.ComponentProps<'div'> {
  sections: readonly Section[];
  /** Render an opening hero's heading as the page's h1 (when the page has no other h1). */
  heroIsTitle?: boolean;
  /** The page's own controls for cards (see CardAction). */
  cardAction?: CardAction | undefined;
}

function renderSection(
  section: Section,
  index: number,
  props: SectionRenderProps & { heroIsTitle: boolean; cardAction: CardAction | undefined },
): React.ReactNode {
  const { heroIsTitle, cardAction, ...render } = props;
  switch (section.type) {
    case 'hero':
      return (
        <Hero section={section} headingLevel={heroIsTitle && index === 0 ? 1 : 2} {...render} />
      );
    case 'text':
      return <TextSection section={section} {...render} />;
    case 'cards':
      return <CardsSection section={section} cardAction={cardAction} {...render} />;
    case 'priceTable':
      return <PriceTable section={section} {...render} />;
    case 'faq':
      return (
        <React.Suspense fallback={null}>
          <FaqSection section={section} {...render} />
        </React.Suspense>
      );
    case 'image':
      return <ImageSection section={section} {...render} />;
    case 'callToAction':
      return <CallToAction section={section} {...render} />;
    default:
      return assertNever(section);
  }
}

/**
 * A page's sections in content order. Render it inside a Suspense boundary (the site has one
 * around each page's content): the sections' module loads when they first render.
 */
export function PageSections({
  sections,
  heroIsTitle = false,
  onNavigate,
  cardAction,
  className,
  ...props
}: PageSectionsProps) {
  return (
    <div data-slot="page-sections" className={cn('flex flex-col gap-12', className)} {...props}>
      {sections.map((section, index) => (
        <React.Fragment key={`${section.type}-${section.id}`}>
          {renderSection(section, index, { heroIsTitle, onNavigate, cardAction })}
        </React.Fragment>
      ))}
    </div>
  );
}
