import type * as React from 'react';

export interface PageIntroProps {
  /** The page heading (h1). */
  title: string;
  /** One or two sentences under the heading. */
  lead: string;
  /** Where the customer is in a flow, e.g. 'Steg 2 av 4'; read before the heading. */
  step?: string;
  children?: React.ReactNode;
}

/** A page's heading and lead text. */
export function PageIntro({ title, lead, step, children }: PageIntroProps) {
  return (
    <div className="flex flex-col gap-3">
      {/* hgroup ties the step to the heading without making it a heading of its own. */}
      <hgroup className="flex flex-col gap-1">
        {step ? <p className="text-sm font-semibold text-primary">{step}</p> : null}
        <h1 className="text-3xl font-bold text-fg sm:text-4xl">{title}</h1>
      </hgroup>
      <p className="max-w-prose text-lg text-muted">{lead}</p>
      {children}
    </div>
  );
}
