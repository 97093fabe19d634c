import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import { AppLink } from '@lingon/design-system/link-provider';
import type { SectionOf, SectionRenderProps } from './lib/sections';

export interface HeroProps extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'hero'>;
  /** h1 when the hero opens the page, otherwise h2. */
  headingLevel?: 1 | 2;
}

/** The opening block of a page: eyebrow, heading, lead, actions and an optional illustration. */
export function Hero({
  section,
  headingLevel = 2,
  // Links in a hero are buttons and anchors, never rich text: the callback is not needed here.
  onNavigate: _onNavigate,
  className,
  ...props
}: HeroProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      id={section.id}
      data-slot="hero"
      className={cn('@container rounded-xl bg-surface-muted', className)}
      {...props}
    >
      <div className="flex flex-col-reverse items-start gap-6 p-6 @xl:flex-row @xl:items-center @3xl:p-10">
        <div className="flex flex-1 flex-col gap-4">
          {/* hgroup ties the eyebrow to the heading without making it a heading of its own. */}
          <hgroup className="flex flex-col gap-2">
            {section.eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {section.eyebrow}
              </p>
            ) : null}
            <Heading className="text-3xl font-extrabold tracking-tight text-fg @3xl:text-4xl">
              {section.heading}
            </Heading>
          </hgroup>
          {section.lead ? <p className="max-w-prose text-lg text-muted">{section.lead}</p> : null}
          {section.actions.length > 0 ? (
            <div className="flex flex-wrap gap-3 pt-2">
              {section.actions.map((action, index) => (
                <Button key={action.href} asChild variant={index === 0 ? 'primary' : 'outline'}>
                  <AppLink href={action.href}>{action.label}</AppLink>
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        {section.image ? (
          <img
            src={section.image.src}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            className="h-auto w-32 shrink-0 @3xl:w-48"
          />
        ) : null}
      </div>
    </section>
  );
}
