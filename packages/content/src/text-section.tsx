import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import type { SectionOf, SectionRenderProps } from './lib/sections';
import { RichText } from '@lingon/design-system/rich-text';

export interface TextSectionProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'text'>;
}

/** A heading and rich text (sanitised by the server, and again in the browser by RichText). */
export function TextSection({ section, onNavigate, className, ...props }: TextSectionProps) {
  return (
    <section
      id={section.id}
      data-slot="text-section"
      className={cn('flex max-w-prose flex-col gap-3', className)}
      {...props}
    >
      {section.heading ? <h2 className="text-2xl font-bold text-fg">{section.heading}</h2> : null}
      <RichText html={section.body} onNavigate={onNavigate} />
    </section>
  );
}
