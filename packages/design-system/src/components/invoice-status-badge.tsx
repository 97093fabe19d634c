import type * as React from 'react';
import { cn } from '../lib/cn';
import { invoiceStatus } from '../lib/invoice-status';
import { Badge } from './badge';

export interface InvoiceStatusBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The invoice's paymentStatus as the service sends it; unknown values show "Okänd". */
  status: string | null | undefined;
  size?: 'sm' | 'md';
}

/** An invoice's payment status (SPEC §4): Betald, Delbetald, Obetald, Bearbetas or Okänd. */
export function InvoiceStatusBadge({ status, size, className, ...props }: InvoiceStatusBadgeProps) {
  const { label, tone } = invoiceStatus(status);
  return (
    <Badge
      data-slot="invoice-status-badge"
      data-status={status ?? undefined}
      variant={tone}
      size={size}
      className={cn('gap-1.5', className)}
      {...props}
    >
      {/* A dot in the status colour; the label carries the meaning, never the colour alone. */}
      <span aria-hidden="true" className="size-2 rounded-pill bg-current" />
      {label}
    </Badge>
  );
}
