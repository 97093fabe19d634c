import ChevronDown from 'lucide-react/icons/chevron-down';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type AccordionProps = React.ComponentProps<typeof AccordionPrimitive.Root>;

/** Expandable sections (FAQ). Arrow keys, Home and End move between headers (Radix). */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('flex flex-col border-t border-border', className)}
      {...props}
    />
  );
}

export type AccordionItemProps = React.ComponentProps<typeof AccordionPrimitive.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border', className)}
      {...props}
    />
  );
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionTriggerProps extends React.ComponentProps<
  typeof AccordionPrimitive.Trigger
> {
  /** Level of the heading that wraps the button, to fit the page outline. */
  headingLevel?: HeadingLevel;
}

export function AccordionTrigger({
  className,
  headingLevel = 3,
  children,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex min-h-11 flex-1 items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-semibold text-fg transition-colors hover:text-primary focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = React.ComponentProps<typeof AccordionPrimitive.Content>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn('overflow-hidden text-base text-fg', className)}
      {...props}
    >
      <div className="pb-4">{children}</div>
    </AccordionPrimitive.Content>
  );
}
