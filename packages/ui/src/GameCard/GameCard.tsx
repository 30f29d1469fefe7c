import { useId, type HTMLAttributes, type MouseEvent, type RefCallback } from 'react';
import { useTranslation } from '../Translation';
import { Icon } from '../Icon';
import { cx, idRefs } from '../internal/cx';
import * as styles from './GameCard.css';

export const gameCardStatuses = ['available', 'trial', 'maintenance'] as const;
export type GameCardStatus = (typeof gameCardStatuses)[number];

export interface GameCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The card's own element: `li` when the card is a list's item (GameGrid, GameLane), so a list of
   * thousands mounts no wrapper per card.
   */
  as?: 'div' | 'li';
  /** A callback ref to the card's element (a virtualiser measures its rows by it). */
  ref?: RefCallback<HTMLElement> | undefined;
  /** Display name from the server (displayName). */
  name: string;
  /** Vendor (provider) name from the server. */
  vendor?: string;
  iconUrl: string;
  /** isHot === 1. */
  hot?: boolean;
  /** Shows the favourite toggle when `onFavoriteChange` is given. */
  favorite?: boolean;
  onFavoriteChange?: (favorite: boolean) => void;
  /** `trial` and `maintenance` add an overlay; maintenance also blocks launching. */
  status?: GameCardStatus;
  onLaunch?: () => void;
  className?: string;
}

/**
 * One game. The name is the launch button and its hit area stretches over the card, while the
 * favourite toggle sits beside it (never inside), so there are no nested interactive elements.
 */
export function GameCard({
  name,
  vendor,
  iconUrl,
  hot = false,
  favorite = false,
  onFavoriteChange,
  status = 'available',
  onLaunch,
  as: Root = 'div',
  ref,
  className,
  ...elementProps
}: GameCardProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const vendorId = `${id}-vendor`;
  const statusId = `${id}-status`;
  const blocked = status === 'maintenance';
  const describedBy = idRefs(status !== 'available' && statusId, vendor && vendorId);

  const launch = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onLaunch?.();
  };

  return (
    <Root {...elementProps} ref={ref} className={cx(styles.card({ status }), className)} data-status={status}>
      {/* The picture and what sits on it share the card's box (no wrapper): long lists mount fewer nodes. */}
      <img
        className={styles.image}
        src={iconUrl}
        alt={name}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
      {hot ? <span className={styles.hotBadge}>{t('gameCard.hot')}</span> : null}
      {status !== 'available' ? (
        <div className={styles.overlay}>
          <span id={statusId} className={styles.overlayLabel({ status })}>
            {t(`gameCard.status.${status}`)}
          </span>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.launch}
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy}
        onClick={launch}
      >
        {name}
      </button>
      {vendor ? (
        <span id={vendorId} className={styles.vendor}>
          {vendor}
        </span>
      ) : null}
      {onFavoriteChange ? (
        <button
          type="button"
          className={styles.favorite}
          aria-pressed={favorite}
          aria-label={t('gameCard.favorite', { name })}
          onClick={() => onFavoriteChange(!favorite)}
        >
          <Icon name="heart" size="sm" filled={favorite} />
        </button>
      ) : null}
    </Root>
  );
}
