import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@lingon/design-system/accordion';
import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import type { SectionOf, SectionRenderProps } from './lib/sections';
import { RichText } from '@lingon/design-system/rich-text';

export interface FaqSectionProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'faq'>;
}

/** Questions that open to their answers (any number at once); arrow keys move between them. */
export function FaqSection({ section, onNavigate, className, ...props }: FaqSectionProps) {
  return (
    <section
      id={section.id}
      data-slot="faq-section"
      className={cn('flex max-w-3xl flex-col gap-4', className)}
      {...props}
    >
      {section.heading ? <h2 className="text-2xl font-bold text-fg">{section.heading}</h2> : null}
      <Accordion type="multiple">
        {section.items.map((item, index) => (
          <AccordionItem key={item.question} value={`${section.id}-${index}`}>
            <AccordionTrigger headingLevel={section.heading ? 3 : 2}>
              {item.question}
            </AccordionTrigger>
            <AccordionContent>
              <RichText html={item.answer} onNavigate={onNavigate} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
