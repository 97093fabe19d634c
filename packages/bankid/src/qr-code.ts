import QRCode from 'qrcode';

/** Empty modules around the code; scanners need four (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

export interface QrShape {
  /** Width and height in modules, quiet zone included (the SVG viewBox). */
  size: number;
  /** One SVG path drawing every dark module, run by run along each row. */
  path: string;
}

/**
 * The modules of a QR code as one SVG path. Drawing it ourselves (instead of an SVG string from
 * the library) keeps the markup in React, without innerHTML, and lets a new QR string every second
 * re-render as a plain attribute change.
 */
export function qrCodeShape(text: string, quietZone = QR_QUIET_ZONE): QrShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < count; y += 1) {
    let x = 0;
    while (x < count) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < count && modules.get(y, x + run)) run += 1;
      parts.push(`M${x + quietZone} ${y + quietZone}h${run}v1h-${run}z`);
      x += run;
    }
  }
  return { size: count + quietZone * 2, path: parts.join('') };
}
