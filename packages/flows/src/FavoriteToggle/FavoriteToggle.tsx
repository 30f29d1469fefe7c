import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type favoriteToggleMachine, type FavoriteGame } from '@portal/machines';
import { GameCard, type GameCardProps, useTranslation } from '@portal/ui';
import * as local from './FavoriteToggle.css';

export interface FavoriteToggleProps {
  actorRef: ActorRefFrom<typeof favoriteToggleMachine>;
  /** The favourite payload of this game: its node, vendor and game type. */
  game: FavoriteGame;
  /** The card as the lobby draws it; its heart is the toggle. */
  card: Omit<GameCardProps, 'favorite' | 'onFavoriteChange'>;
}

/**
 * A game card whose heart is bound to the favourite-toggle machine: one icon and one behaviour
 * wherever a favourite is shown. The heart flips at once (the machine updates the ids
 * optimistically) and flips back with an error when the server refuses; guests are asked to log in.
 */
export function FavoriteToggle({ actorRef, game, card }: FavoriteToggleProps) {
  const { t } = useTranslation('errors');
  const favorite = useSelector(actorRef, (snapshot) => snapshot.context.favoriteIds.includes(game.nodeId));
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.failure);
  return (
    <div className={local.root}>
      <GameCard
        {...card}
        favorite={favorite}
        onFavoriteChange={() => actorRef.send({ type: 'TOGGLE', game })}
      />
      {failure ? (
        <span role="alert" className={local.error}>
          {translateError(t, failure.code)}
        </span>
      ) : null}
    </div>
  );
}
