import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lingon/design-system/card';
import { cn } from '@lingon/design-system/lib/cn';
import { linkVariants } from '@lingon/design-system/link';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type * as React from 'react';
import { ContentIcon } from './content-icon';
import { AppLink } from '@lingon/design-system/link-provider';
import type { CardAction, SectionOf, SectionRenderProps } from './lib/sections';

export interface CardsSectionProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'cards'>;
  /** A page's own control for a card, in place of its link (see CardAction). */
  cardAction?: CardAction | undefined;
}

/**
 * A grid of cards (offers, steps, contact ways), each with an optional icon and link, or the
 * page's own control (cardAction).
 */
export function CardsSection({
  section,
  onNavigate: _onNavigate,
  cardAction,
  className,
  ...props
}: CardsSectionProps) {
  return (
    <section
      id={section.id}
      data-slot="cards-section"
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      {section.heading ? <h2 className="text-2xl font-bold text-fg">{section.heading}</h2> : null}
      <ul className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">
        {section.items.map((item) => {
          const action = cardAction?.(item, section);
          return (
            <Card asChild key={item.title}>
              <li>
                <CardHeader>
                  <ContentIcon name={item.icon} className="mb-2 size-8 text-primary" />
                  {/* Card titles sit one level below the section heading; without one they are
                      h2s. */}
                  <CardTitle asChild>
                    {section.heading ? <h3>{item.title}</h3> : <h2>{item.title}</h2>}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted">{item.body}</p>
                </CardContent>
                {action != null && action !== false ? (
                  <CardFooter>{action}</CardFooter>
                ) : item.link ? (
                  <CardFooter>
                    <AppLink
                      href={item.link.href}
                      className={cn(linkVariants(), 'inline-flex items-center gap-1')}
                    >
                      {item.link.label}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </AppLink>
                  </CardFooter>
                ) : null}
              </li>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
