import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type favoriteToggleMachine, type FavoriteGame } from '@portal/machines';
import { Button, Icon } from '@portal/ui';
import * as local from './FavoriteToggle.css';

export interface FavoriteToggleProps {
  actorRef: ActorRefFrom<typeof favoriteToggleMachine>;
  game: FavoriteGame;
  /** The game's display name: the toggle is named after it, as on a GameCard. */
  name: string;
}

/**
 * The heart on a game card. It flips at once (the machine updates the ids optimistically) and
 * flips back with an error when the server refuses. Guests are asked to log in by the machine.
 */
export function FavoriteToggle({ actorRef, game, name }: FavoriteToggleProps) {
  const { t } = useTranslation(['lobby', 'errors']);
  const favorite = useSelector(actorRef, (snapshot) => snapshot.context.favoriteIds.includes(game.nodeId));
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.failure);
  return (
    <span className={local.root}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('lobby:gameCard.favorite', { name })}
        aria-pressed={favorite}
        className={favorite ? local.on : undefined}
        onClick={() => actorRef.send({ type: 'TOGGLE', game })}
      >
        <Icon name="star" filled={favorite} />
      </Button>
      {failure ? (
        <span role="alert" className={local.error}>
          {translateError(t, failure.code)}
        </span>
      ) : null}
    </span>
  );
}
