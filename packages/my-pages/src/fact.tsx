import type * as React from 'react';

/** One fact of a description list (`<dl>`): its name, then its value; side by side when wide. */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:justify-between">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}
