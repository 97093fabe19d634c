import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';

/** SPEC §1: the four selling points of Lingon broadband. */
export const SELLING_POINTS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Ingen startavgift',
    text: 'Du betalar bara månadsavgiften – ingenting för att komma igång.',
  },
  {
    title: 'Ingen bindningstid',
    text: 'Du är aldrig låst. Byt hastighet eller säg upp när du vill.',
  },
  {
    title: 'Support dygnet runt i chatten',
    text: 'Vi svarar i chatten alla dagar, hela dygnet.',
  },
  {
    title: 'En månads uppsägningstid',
    text: 'Säger du upp bredbandet gäller det en månad till, sedan är du fri.',
  },
];

/** A check mark drawn inline: the package keeps to the design system's dependencies. */
function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface SellingPointsProps extends React.ComponentProps<'section'> {
  /** Heading above the list; pass null to leave it out. */
  heading?: string | null;
  headingLevel?: 2 | 3 | 4;
  /** Titles only, for narrow places such as beside a form. */
  compact?: boolean;
}

/** Why Lingon broadband: no start fee, no binding period, 24/7 chat, 1 month notice. */
export function SellingPoints({
  heading = 'Därför väljer du bredband från oss',
  headingLevel = 2,
  compact = false,
  className,
  ...props
}: SellingPointsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="selling-points"
      className={cn('@container flex flex-col gap-4 text-fg', className)}
      {...props}
    >
      {heading ? <Heading className="text-xl font-bold">{heading}</Heading> : null}
      <ul
        className={cn(
          'grid gap-3',
          compact ? 'grid-cols-1 @md:grid-cols-2' : 'grid-cols-1 @md:grid-cols-2 @4xl:grid-cols-4',
        )}
      >
        {SELLING_POINTS.map(({ title, text }) => (
          <li
            key={title}
            className={cn(
              'flex gap-3 rounded-lg bg-surface-muted',
              compact ? 'items-center p-3' : 'flex-col p-5',
            )}
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill bg-accent text-accent-fg">
              <CheckMark />
            </span>
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{title}</span>
              {compact ? null : <span className="text-sm text-muted">{text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
