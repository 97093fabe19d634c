import { cn } from '@lingon/design-system/lib/cn';
import { useMemo } from 'react';
import { qrCodeShape } from './qr-code';

export interface BankidQrCodeProps {
  /** The server's current QR string (`bankid.<token>.<time>.<code>`). */
  value: string;
  className?: string;
}

export const BANKID_QR_LABEL =
  'QR-kod för BankID. Öppna BankID-appen på din mobil och skanna koden.';

/** The animated BankID QR code: a new string every second redraws the same SVG. */
export function BankidQrCode({ value, className }: BankidQrCodeProps) {
  const shape = useMemo(() => qrCodeShape(value), [value]);
  return (
    <svg
      data-slot="bankid-qr"
      role="img"
      aria-label={BANKID_QR_LABEL}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      className={cn('size-48 shrink-0 rounded-md', className)}
    >
      {/* Black on white in both themes: phone cameras read inverted codes poorly. */}
      <rect width={shape.size} height={shape.size} fill="#ffffff" />
      <path d={shape.path} fill="#000000" />
    </svg>
  );
}
