import { cn } from '@lingon/design-system/lib/cn';
import * as React from 'react';
import type { SectionOf, SectionRenderProps } from './lib/sections';

export interface PriceTableProps
  extends SectionRenderProps, Omit<React.ComponentProps<'section'>, 'id'> {
  section: SectionOf<'priceTable'>;
}

/**
 * A price table: row headers name the option (country, zone, package), column headers the
 * service. The caption names the table for screen readers; it is visible when the content
 * gives one and hidden when it would only repeat the heading. A table of more than two services
 * is too wide for a phone: in a narrow column each option is a card of its own with every price
 * named (a sideways-scrolling table there hid the last columns without a sign of them). Should a
 * table still be wider than its column, it scrolls sideways in a focusable region, so keyboard
 * users can scroll it too.
 */
export function PriceTable({
  section,
  onNavigate: _onNavigate,
  className,
  ...props
}: PriceTableProps) {
  const caption = section.caption ?? section.heading ?? 'Priser';
  // Shown one at a time, by the width of the column the section stands in.
  const stacked = section.columns.length > 2;
  return (
    <section
      id={section.id}
      data-slot="price-table"
      className={cn('@container flex flex-col gap-3', className)}
      {...props}
    >
      {section.heading ? <h2 className="text-2xl font-bold text-fg">{section.heading}</h2> : null}
      {stacked ? (
        <div className="flex flex-col gap-3 @xl:hidden">
          {section.caption ? <p className="text-sm text-muted">{section.caption}</p> : null}
          <ul aria-label={caption} className="flex flex-col gap-3">
            {section.rows.map((row) => (
              <li key={row.label} className="rounded-lg border border-border bg-surface p-4">
                <p className="font-semibold text-fg">{row.label}</p>
                <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-base">
                  {section.columns.map((column, index) => (
                    <React.Fragment key={column}>
                      <dt className="text-muted">{column}</dt>
                      <dd className="text-right tabular-nums">{row.values[index] ?? '–'}</dd>
                    </React.Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div
        role="region"
        aria-label={caption}
        // Focusable only so that a wide table can be scrolled with the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(
          'overflow-x-auto rounded-lg border border-border focus-visible:focus-ring',
          stacked && 'hidden @xl:block',
        )}
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
