import { GameCard, type GameCardStatus } from './GameCard';

/** A game as GameGrid and GameLane list it: the card's data plus a stable id. */
export interface GameGridItem {
  id: string;
  name: string;
  vendor?: string;
  iconUrl: string;
  hot?: boolean;
  favorite?: boolean;
  status?: GameCardStatus;
}

export interface ListedGameCardProps<T extends GameGridItem> {
  game: T;
  onLaunch?: ((game: T) => void) | undefined;
  onFavoriteChange?: ((game: T, favorite: boolean) => void) | undefined;
}

/** One game of a grid or lane: the card, with the list's handlers bound to this game. */
export function ListedGameCard<T extends GameGridItem>({
  game,
  onLaunch,
  onFavoriteChange,
}: ListedGameCardProps<T>) {
  return (
    <GameCard
      name={game.name}
      vendor={game.vendor}
      iconUrl={game.iconUrl}
      hot={game.hot}
      status={game.status}
      favorite={game.favorite}
      onLaunch={onLaunch ? () => onLaunch(game) : undefined}
      onFavoriteChange={onFavoriteChange ? (next) => onFavoriteChange(game, next) : undefined}
    />
  );
}
