import type * as React from 'react';
import { cn } from '@lingon/design-system/lib/cn';
import { MAIN_CONTENT_ID } from './skip-link';

/** The page's <main>, target of the skip link and of focus after a client-side navigation. */
export function MainContent({ className, ...props }: React.ComponentProps<'main'>) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  );
}
