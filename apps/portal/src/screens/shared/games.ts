import type { GameCard } from '@portal/api-contract';
import type { GameGridItem } from '@portal/ui';
import type { FavoritesApi } from '../../app/favorites';

/** A game card as the kit's grid and lanes show it, carrying the card for launching and favourites. */
export interface GridGame extends GameGridItem {
  card: GameCard;
}

export function toGridGame(card: GameCard, favorites?: FavoritesApi): GridGame {
  return {
    id: `${card.vassalage}:${card.gameCode}:${card.nodeId}`,
    name: card.displayName,
    vendor: card.nodeName || card.vassalage,
    iconUrl: card.iconUrl,
    hot: card.isHot === 1,
    ...(favorites ? { favorite: favorites.isFavorite(card) } : {}),
    card,
  };
}

/** Where a vendor's games are listed: its category page, filtered to it. */
export function vendorPath(categoryPath: string, vendor: string): string {
  return `${categoryPath}?vassalage=${encodeURIComponent(vendor)}`;
}
