import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from './VendorTile.css';

export interface VendorTileProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'onSelect'
> {
  /** Vendor name from the server; it is the tile's accessible name. */
  name: string;
  /** Vendor logo; decorative because the name is always shown beside it. */
  logoUrl?: string;
  /** Marks the vendor currently filtering the list (aria-pressed). Omit for a plain link-like tile. */
  selected?: boolean;
  onSelect?: () => void;
}

/** A vendor (game provider) tile: logo and name in one button. */
export function VendorTile({
  name,
  logoUrl,
  selected,
  onSelect,
  className,
  onClick,
  ...rest
}: VendorTileProps) {
  return (
    <button
      type="button"
      className={cx(styles.tile, className)}
      aria-pressed={selected}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onSelect?.();
      }}
      {...rest}
    >
      {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" draggable={false} /> : null}
      <span className={styles.name}>{name}</span>
    </button>
  );
}
