import { useState } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

export interface AvatarProps {
  /** The person's display name: the image's alt text and the source of the initials. */
  name: string;
  /** Picture URL; initials show when missing or when it fails to load. */
  src?: string;
  /** Alt text when it should differ from the name. */
  alt?: string;
  size?: (typeof avatarSizes)[number];
  className?: string;
}

/** Up to two initials: first letters of the first and last words ("Juan dela Cruz" → "JC"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const firstLetter = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toLocaleUpperCase();
}

/** A member's picture, or their initials on a brand colour. */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = cx(styles.avatar({ size }), className);
  if (showImage) {
    return (
      <span className={classes}>
        <img className={styles.image} src={src} alt={alt ?? name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={alt ?? name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
