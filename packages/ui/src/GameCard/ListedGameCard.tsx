import { GameCard, type GameCardProps, type GameCardStatus } from './GameCard';

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

/** The card's element attributes (a list item's position, size and measuring ref) pass through. */
export interface ListedGameCardProps<T extends GameGridItem> extends Omit<
  GameCardProps,
  keyof GameGridItem | 'iconUrl' | 'onLaunch' | 'onFavoriteChange'
> {
  game: T;
  onLaunch?: ((game: T) => void) | undefined;
  onFavoriteChange?: ((game: T, favorite: boolean) => void) | undefined;
}

/** One game of a grid or lane: the card, with the list's handlers bound to this game. */
export function ListedGameCard<T extends GameGridItem>({
  game,
  onLaunch,
  onFavoriteChange,
  ...cardProps
}: ListedGameCardProps<T>) {
  return (
    <GameCard
      {...cardProps}
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
