import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@lingon/design-system/accordion';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import type * as React from 'react';
import { useFaqSection, type FaqKind } from './use-content';

/** Headings used when the content page's FAQ section has none. */
const DEFAULT_HEADINGS: Readonly<Record<FaqKind, string>> = {
  'long-term': 'Vanliga frågor om bredband',
  'short-term': 'Vanliga frågor om korttidsbredband',
  bundle: 'Vanliga frågor om Bredband + TV',
};

/** Rich-text styling for the answers (paragraphs, lists and links from the content system). */
const answerClassName =
  'flex flex-col gap-2 text-base text-fg [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

export interface FaqBlockProps extends React.ComponentProps<'section'> {
  kind: FaqKind;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The FAQ of one kind of broadband (long-term, short-term, bundle) from the content system,
 * as an accordion. Content failures show nothing (SPEC §8: no user-visible error).
 */
export function FaqBlock({ kind, headingLevel = 2, className, ...props }: FaqBlockProps) {
  const { data: section, error, isLoading } = useFaqSection(kind);
  const Heading = `h${headingLevel}` as const;
  const itemLevel = (headingLevel + 1) as 3 | 4 | 5;

  if (isLoading) {
    return (
      <SkeletonGroup label="Laddar vanliga frågor…" className={cn('gap-4', className)}>
        <Skeleton className="h-7 w-2/3 max-w-sm" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </SkeletonGroup>
    );
  }
  if (error || !section || section.items.length === 0) return null;

  return (
    <section
      data-slot="faq-block"
      data-kind={kind}
      className={cn('flex flex-col gap-4 text-fg', className)}
      {...props}
    >
      <Heading className="text-2xl font-bold">{section.heading ?? DEFAULT_HEADINGS[kind]}</Heading>
      <Accordion type="multiple">
        {section.items.map((item) => (
          <AccordionItem key={item.question} value={item.question}>
            <AccordionTrigger headingLevel={itemLevel}>{item.question}</AccordionTrigger>
            <AccordionContent>
              {/* Rich text sanitised by the content service (richTextSchema). */}
              <div className={answerClassName} dangerouslySetInnerHTML={{ __html: item.answer }} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

export interface FaqBlocksProps extends React.ComponentProps<'div'> {
  /** Which FAQs to show, in order. */
  kinds: readonly FaqKind[];
  headingLevel?: 2 | 3 | 4;
}

/** Several FAQ blocks, e.g. long-term and short-term on the product page. */
export function FaqBlocks({ kinds, headingLevel = 2, className, ...props }: FaqBlocksProps) {
  return (
    <div data-slot="faq-blocks" className={cn('flex flex-col gap-10', className)} {...props}>
      {kinds.map((kind) => (
        <FaqBlock key={kind} kind={kind} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
