import type { ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import type { QRCodeProps } from './QRCode';
import * as styles from './QRCode.css';

interface QRCodeFrameProps extends Pick<QRCodeProps, 'caption' | 'className'> {
  image: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The code's image with its caption under it (a figure), or the image alone. */
export function QRCodeFrame({ image, caption, className, ref }: QRCodeFrameProps) {
  if (!caption)
    return (
      <span ref={ref} className={className}>
        {image}
      </span>
    );
  return (
    <figure ref={ref} className={cx(styles.figure, className)}>
      {image}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

export interface QRCodeSpaceProps extends Pick<QRCodeProps, 'size' | 'caption' | 'className'> {
  ref?: Ref<HTMLElement>;
}

/**
 * The room a `QRCode` of the same size and caption takes, with its white field but no modules:
 * where a code is drawn later (e.g. once scrolled near), so nothing moves when it arrives. It
 * does not need the QR encoder, which stays out of a page that shows only spaces.
 */
export function QRCodeSpace({ size = 'md', caption, className, ref }: QRCodeSpaceProps) {
  return (
    <QRCodeFrame
      ref={ref}
      caption={caption}
      className={className}
      image={<span aria-hidden="true" className={styles.svg({ size })} />}
    />
  );
}
