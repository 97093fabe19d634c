import { cn } from '@lingon/design-system/lib/cn';
import { Spinner } from '@lingon/design-system/spinner';
import Check from 'lucide-react/icons/check';
import type * as React from 'react';

/**
 * saving: under way, with a spinner; saved: done, with a check; note: said quietly (nothing
 * changed); error: it failed and what holds now.
 */
export type SaveStatusState = 'saving' | 'saved' | 'note' | 'error';

export interface SaveStatusProps extends React.ComponentProps<'span'> {
  status: SaveStatusState;
}

const TONES: Record<SaveStatusState, string> = {
  saving: 'text-muted',
  saved: 'text-success',
  note: 'text-muted',
  error: 'text-danger',
};

/**
 * One line under a control that saves at once: 'Sparar…', 'Sparat' or what went wrong. It is
 * read out by the live region around it, so the spinner itself stays silent.
 */
export function SaveStatus({ status, className, children, ...props }: SaveStatusProps) {
  return (
    <span
      data-slot="save-status"
      data-state={status}
      className={cn('flex items-center gap-1 text-sm', TONES[status], className)}
      {...props}
    >
      {status === 'saving' ? <Spinner aria-hidden="true" className="text-base" /> : null}
      {status === 'saved' ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      {children}
    </span>
  );
}
