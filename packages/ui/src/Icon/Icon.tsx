import { cx } from '../internal/cx';
import { iconPaths, type IconName } from './icons';
import * as styles from './Icon.css';

export interface IconProps {
  name: IconName;
  size?: keyof typeof styles.size;
  /** Icons are decorative unless given a label; labelled icons are announced as images. */
  label?: string;
  className?: string;
  /** Filled icons (e.g. a favourited star) use the current colour as fill. */
  filled?: boolean;
}

export function Icon({ name, size = 'md', label, className, filled = false }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx(styles.icon, styles.size[size], filled ? styles.filled : '', className)}
      focusable="false"
      {...a11y}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
