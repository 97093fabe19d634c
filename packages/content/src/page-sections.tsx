import type { Section } from '@lingon/contracts/content/model';
import { cn } from '@lingon/design-system/lib/cn';
import * as React from 'react';
import { CallToAction } from './call-to-action';
import { CardsSection } from './cards-section';
import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { ImageSection } from './image-section';
import { assertNever, type SectionRenderProps } from './lib/sections';
import { PriceTable } from './price-table';
import { TextSection } from './text-section';

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
      return <FaqSection section={section} {...render} />;
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
