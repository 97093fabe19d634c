import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import { AppLink } from '@lingon/design-system/link-provider';
import type { SectionOf, SectionRenderProps } from './lib/sections';

export interface CallToActionProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'callToAction'>;
}

/** A highlighted prompt with one main action and an optional second one. */
export function CallToAction({
  section,
  onNavigate: _onNavigate,
  className,
  ...props
}: CallToActionProps) {
  return (
    <section
      id={section.id}
      data-slot="call-to-action"
      className={cn('@container rounded-xl border-2 border-primary bg-surface', className)}
      {...props}
    >
      <div className="flex flex-col items-start gap-4 p-6 @2xl:flex-row @2xl:items-center @2xl:justify-between @2xl:p-8">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-bold text-fg">{section.heading}</h2>
          {section.body ? <p className="text-muted">{section.body}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <AppLink href={section.action.href}>{section.action.label}</AppLink>
          </Button>
          {section.secondaryAction ? (
            <Button asChild variant="outline">
              <AppLink href={section.secondaryAction.href}>{section.secondaryAction.label}</AppLink>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
