import type { Section } from '@lingon/contracts/content/model';
import { cn } from '@lingon/design-system/lib/cn';
import { lazyPart } from '@lingon/design-system/lib/lazy-part';
import * as React from 'react';
import { CallToAction } from './call-to-action';
import { CardsSection } from './cards-section';
import { Hero } from './hero';
import { ImageSection } from './image-section';
import { assertNever, type SectionRenderProps } from './lib/sections';
import { PriceTable } from './price-table';
import { TextSection } from './text-section';

/**
 * Questions and answers: the accordion's code (Radix) loads when a page has them, once the page
 * has painted; the prerendered questions stay in place until it is there.
 */
const FaqSection = lazyPart(() => import('./faq-section').then((module) => module.FaqSection));

/** Load the parts PageSections renders lazily (a story or test that must not wait for them). */
export function preloadPageSections(): Promise<void> {
  return FaqSection.preload();
}

export interface PageSectionsProps extends SectionRenderProps, React.ComponentProps<'div'> {
  sections: readonly Section[];
  /** Render an opening hero's heading as the page's h1 (when the page has no other h1). */
  heroIsTitle?: boolean;
}

function renderSection(
  section: Section,
  index: number,
  props: SectionRenderProps & { heroIsTitle: boolean },
): React.ReactNode {
  const { heroIsTitle, ...render } = props;
  switch (section.type) {
    case 'hero':
      return (
        <Hero section={section} headingLevel={heroIsTitle && index === 0 ? 1 : 2} {...render} />
      );
    case 'text':
      return <TextSection section={section} {...render} />;
    case 'cards':
      return <CardsSection section={section} {...render} />;
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

/** A page's sections in content order. */
export function PageSections({
  sections,
  heroIsTitle = false,
  onNavigate,
  className,
  ...props
}: PageSectionsProps) {
  return (
    <div data-slot="page-sections" className={cn('flex flex-col gap-12', className)} {...props}>
      {sections.map((section, index) => (
        <React.Fragment key={`${section.type}-${section.id}`}>
          {renderSection(section, index, { heroIsTitle, onNavigate })}
        </React.Fragment>
      ))}
    </div>
  );
}
