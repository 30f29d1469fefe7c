import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useMemo } from 'react';
import { QRCodeFrame } from './QRCodeFrame';
import * as styles from './QRCode.css';

export const qrCodeSizes = ['sm', 'md', 'lg'] as const;

export interface QRCodeProps {
  /** The text or URL to encode (e.g. an app-download link). */
  value: string;
  /** Accessible name of the code image, e.g. "Scan to download the Android app". */
  label: string;
  /** Optional visible caption under the code. */
  caption?: string;
  size?: (typeof qrCodeSizes)[number];
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
  /** Quiet zone in modules (the standard asks for 4). */
  margin?: number;
  className?: string;
}

/** SVG path data for the dark modules of `value`, offset by the quiet-zone margin. */
export function qrPath(value: string, errorCorrectionLevel: QRCodeErrorCorrectionLevel = 'M', margin = 4) {
  const { modules } = create(value, { errorCorrectionLevel });
  const { size, data } = modules;
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) d += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return { d, dimension: size + margin * 2, moduleCount: size };
}

/** Renders synchronously (no canvas, no async), so it is stable in screenshots and SSR. */
export function QRCode({
  value,
  label,
  caption,
  size = 'md',
  errorCorrectionLevel = 'M',
  margin = 4,
  className,
}: QRCodeProps) {
  const { d, dimension } = useMemo(
    () => qrPath(value, errorCorrectionLevel, margin),
    [value, errorCorrectionLevel, margin],
  );
  const image = (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${dimension} ${dimension}`}
      className={styles.svg({ size })}
      data-value={value}
    >
      <rect width={dimension} height={dimension} className={styles.background} />
      <path d={d} className={styles.modules} />
    </svg>
  );
  return <QRCodeFrame image={image} caption={caption} className={className} />;
}
