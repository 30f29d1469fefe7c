import { EmptyState, GameGrid, PageHeader, Skeleton, useTranslation } from '@portal/ui';
import { useAccountGames } from '../../api/games';
import { useFavorites } from '../../app/favorites';
import { useLaunchGame } from '../../app/popups';
import type { ScreenProps } from '../../routes/table';
import { QueryView } from '../../blocks/QueryView';
import { toGridGame } from '../shared/games';
import * as styles from '../../blocks/Screen.css';
import * as lobby from '../shared/GameLobby.css';

/** /favorite and /recent (SPEC §2 "Account game list"): favourites (999) and the last 20 played. */
export default function AccountGameScreen({ route }: ScreenProps) {
  const { t } = useTranslation(['nav', 'games']);
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const showingFavorites = route.name === 'favorite';
  const list = useAccountGames(showingFavorites ? 'favorites' : 'recent');
  const title = showingFavorites ? t('routes.favorite') : t('routes.recent');
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <QueryView
        query={list}
        loading={
          <div className={lobby.skeletonGrid}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} shape="block" blockSize="150px" />
            ))}
          </div>
        }
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState
            icon={showingFavorites ? 'heart' : 'play'}
            title={showingFavorites ? t('games:empty.favourites') : t('games:empty.recent')}
          />
        }
      >
        {(page) => (
          <GameGrid
            games={page.content.map((card) => toGridGame(card, favorites))}
            label={title}
            className={lobby.grid}
            onLaunch={(game) => launch(game.card)}
            onFavoriteChange={(game) => favorites.toggle(game.card)}
          />
        )}
      </QueryView>
    </div>
  );
}
