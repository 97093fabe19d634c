import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';
import type { SectionOf, SectionRenderProps } from './lib/sections';

export interface PriceTableProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'priceTable'>;
}

/**
 * A price table: row headers name the option (country, zone, package), column headers the
 * service. The caption names the table for screen readers; it is visible when the content
 * gives one and hidden when it would only repeat the heading. Wide tables scroll sideways in a
 * focusable region, so keyboard users can scroll them too.
 */
export function PriceTable({
  section,
  onNavigate: _onNavigate,
  className,
  ...props
}: PriceTableProps) {
  const caption = section.caption ?? section.heading ?? 'Priser';
  return (
    <section
      id={section.id}
      data-slot="price-table"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {section.heading ? <h2 className="text-2xl font-bold text-fg">{section.heading}</h2> : null}
      <div
        role="region"
        aria-label={caption}
        // Focusable only so that a wide table can be scrolled with the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border focus-visible:focus-ring"
      >
        <table className="w-full border-collapse text-left text-base">
          <caption
            className={cn('px-4 py-3 text-left text-sm text-muted', !section.caption && 'sr-only')}
          >
            {caption}
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Alternativ</span>
              </th>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium">
                  {row.label}
                </th>
                {section.columns.map((column, index) => (
                  <td key={column} className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {row.values[index] ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.footnote ? <p className="text-sm text-muted">{section.footnote}</p> : null}
    </section>
  );
}
