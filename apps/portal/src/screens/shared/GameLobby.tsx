import {
  gameFilterTypes,
  RNG_EXCLUDED_VENDORS,
  type GameFilterType,
  type GameVendor,
} from '@portal/api-contract';
import {
  Button,
  EmptyState,
  GameGrid,
  PageHeader,
  PageLoader,
  SearchField,
  Skeleton,
  VendorDropdown,
  VendorTile,
  useTranslation,
} from '@portal/ui';
import { useEffect, useState, type UIEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { GAME_PAGE_SIZE, useGameList, useMenus } from '../../api/games';
import { useFavorites } from '../../app/favorites';
import { useLanguage } from '../../app/language';
import { useLaunchGame, usePopups } from '../../app/popups';
import { isSignedIn, useSession } from '../../app/session';
import type { PortalRoute } from '../../routes/table';
import { vendorsByCategory, type GameCategoryCode } from '../../shell/navigation';
import { QueryError } from '../../blocks/QueryView';
import { toGridGame } from './games';
import * as styles from './GameLobby.css';

/** Typing settles for this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The next page is asked for when the grid's end is this close (px). */
const NEAR_END_PX = 600;

const filterKeys: Record<GameFilterType, 'new' | 'fav' | 'all' | 'hot' | 'recent'> = {
  NEW: 'new',
  FAV: 'fav',
  ALL: 'all',
  HOT: 'hot',
  RECENT: 'recent',
};

/** The order the product shows the filters in (SPEC §3): NEW, FAV, ALL, HOT, RECENT. */
export const lobbyFilters: readonly GameFilterType[] = gameFilterTypes;

function isFilter(value: string | null): value is GameFilterType {
  return value !== null && (gameFilterTypes as readonly string[]).includes(value);
}

/**
 * The search box keeps what is typed to itself and reports the keyword once typing settles, so a
 * keystroke re-renders the field alone, not the lobby and its grid of thousands of games.
 */
function LobbySearch({ onKeywordChange }: { onKeywordChange: (keyword: string) => void }) {
  const { t } = useTranslation('games');
  const [search, setSearch] = useState('');
  const keyword = search.trim();
  useEffect(() => {
    const timer = setTimeout(() => onKeywordChange(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, onKeywordChange]);
  return (
    <SearchField
      className={styles.search}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={search}
      onValueChange={setSearch}
      onClear={() => setSearch('')}
    />
  );
}

/** Guests cannot list games (the list needs a session): they get the vendors and a way in. */
function GuestLobby({
  vendors,
  onVendor,
}: {
  vendors: readonly GameVendor[];
  onVendor: (code: string) => void;
}) {
  const { t } = useTranslation(['portal', 'nav']);
  const { openPopup } = usePopups();
  return (
    <>
      <EmptyState
        headingLevel={2}
        icon="user"
        title={t('lobby.guestTitle')}
        description={t('lobby.guestDescription')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => openPopup('login', { reason: 'NOT_LOGGED_IN' })}>
              {t('nav:header.login')}
            </Button>
            <Button variant="outline" onClick={() => openPopup('register')}>
              {t('nav:header.register')}
            </Button>
          </div>
        }
      />
      {vendors.length > 0 ? (
        <ul className={styles.tiles} aria-label={t('lobby.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile name={vendor.name} onSelect={() => onVendor(vendor.vassalage)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export interface GameLobbyProps {
  route: PortalRoute & { category: GameCategoryCode };
  /**
   * `list`: game list pages (filters, search, vendor dropdown, the virtualised grid).
   * `centre`: game centre pages (the category's vendors as tiles first, then their games).
   */
  layout: 'list' | 'centre';
}

/**
 * A category's games (SPEC §2): by vendor (`?vassalage=`), filter (NEW, FAV, ALL, HOT, RECENT)
 * and search, 20 a page, loaded as the grid scrolls; the grid keeps only what is on screen in
 * the DOM, so the 10,000-game slot lobby stays smooth.
 */
export function GameLobby({ route, layout }: GameLobbyProps) {
  const { t } = useTranslation(['games', 'nav', 'portal', 'lobby']);
  const category = route.category;
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage')?.toUpperCase() || undefined;
  const filterParam = params.get('filter');
  const filter: GameFilterType = isFilter(filterParam) ? filterParam : 'ALL';
  const [keyword, setKeyword] = useState('');
  const language = useLanguage();
  const { view } = useSession();
  const signedIn = isSignedIn(view);
  const menus = useMenus();
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const vendors = menus.data ? (vendorsByCategory(menus.data).get(category) ?? []) : [];
  const list = useGameList(
    { gameType: category, vassalage, filter, keyword: keyword || undefined, language: language.code },
    signedIn,
  );

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // Slots never list the in-house vendor (SPEC §9): its games live on their own page.
  if (category === 'RNG' && vassalage && (RNG_EXCLUDED_VENDORS as readonly string[]).includes(vassalage))
    return <Navigate to="/bgs" replace />;

  const title = t(`nav:routes.${route.name}` as 'nav:routes.rng');
  const vendorName = vendors.find((vendor) => vendor.vassalage === vassalage)?.name ?? vassalage;
  const games =
    list.data?.pages.flatMap((page) => page.content.map((card) => toGridGame(card, favorites))) ?? [];
  const total = list.data?.pages[0]?.totalElements;

  const onScrollCapture = (event: UIEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const remaining = target.scrollHeight - target.scrollTop - target.clientHeight;
    if (remaining < NEAR_END_PX && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  const header = (
    <PageHeader
      title={title}
      description={vendorName ? t('vendors.gamesFrom', { vendor: vendorName }) : undefined}
      actions={
        layout === 'list' && vendors.length > 0 ? (
          <VendorDropdown
            vendors={[
              { code: '', name: t('vendors.all') },
              ...vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.name })),
            ]}
            label={vendorName ?? t('portal:lobby.vendors')}
            onSelect={(code) => update({ vassalage: code || null })}
          />
        ) : undefined
      }
    />
  );

  if (view.kind === 'restoring') return <PageLoader />;
  if (!signedIn)
    return (
      <div className={styles.page}>
        {header}
        <GuestLobby vendors={vendors} onVendor={(code) => update({ vassalage: code })} />
      </div>
    );

  return (
    <div className={styles.page}>
      {header}
      {layout === 'centre' ? (
        vendors.length === 0 && menus.isSuccess ? (
          <EmptyState headingLevel={2} icon="star" title={t('lobby:lane.empty')} />
        ) : (
          <ul className={styles.tiles} aria-label={t('portal:lobby.vendors')}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorTile
                  name={vendor.name}
                  selected={vendor.vassalage === vassalage}
                  onSelect={() =>
                    update({ vassalage: vendor.vassalage === vassalage ? null : vendor.vassalage })
                  }
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('filters.label')} className={styles.filters}>
          {lobbyFilters.map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant={candidate === filter ? 'primary' : 'outline'}
              aria-pressed={candidate === filter}
              onClick={() => update({ filter: candidate === 'ALL' ? null : candidate })}
            >
              {t(`filters.${filterKeys[candidate]}`)}
            </Button>
          ))}
        </div>
        <LobbySearch onKeywordChange={setKeyword} />
      </div>
      <p className={styles.count} role="status">
        {total !== undefined ? t('search.resultCount', { count: total }) : ''}
      </p>
      {list.isPending ? (
        <div className={styles.skeletonGrid}>
          {Array.from({ length: GAME_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} shape="block" blockSize="150px" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon="search"
          title={
            keyword
              ? t('search.noResults', { query: keyword })
              : filter === 'FAV'
                ? t('empty.favourites')
                : filter === 'RECENT'
                  ? t('empty.recent')
                  : t('lobby:lane.empty')
          }
        />
      ) : (
        <div className={styles.gridFrame} onScrollCapture={onScrollCapture}>
          <GameGrid
            games={games}
            label={vendorName ? t('vendors.gamesFrom', { vendor: vendorName }) : title}
            className={styles.grid}
            // One row beyond each edge is enough ahead of a scroll and keeps the DOM small.
            overscan={1}
            onLaunch={(game) => launch(game.card)}
            onFavoriteChange={(game) => favorites.toggle(game.card)}
          />
          {list.isFetchingNextPage ? <PageLoader label={t('portal:lobby.loadingMore')} /> : null}
        </div>
      )}
    </div>
  );
}
