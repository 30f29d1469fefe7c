import type {
  Announcements,
  Banner,
  GameCard,
  GameMenu,
  VendorLane,
  WinnerEntry,
} from '@portal/api-contract';
import {
  Carousel,
  GameCard as GameCardView,
  GameLane,
  JackpotCounter,
  NoticeMarquee,
  Skeleton,
  VendorTile,
  WinnerBoard,
  carouselPresets,
  type WinnerEntry as WinnerRow,
  useTranslation,
} from '@portal/ui';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCategoryLanes, useHotGames, useMenus, useWinners } from '../../api/games';
import { useAnnouncements } from '../../api/system';
import { usePortalEnvironment } from '../../environment/environment';
import { useFavorites } from '../../app/favorites';
import { useHydrated } from '../../environment/hydration';
import { useLanguage } from '../../app/language';
import { useLaunchGame, usePopups } from '../../app/popups';
import { isSignedIn, useSession } from '../../app/session';
import { categoryPaths } from '../../routes/table';
import { navigationFrom, vendorsByCategory, type GameCategoryCode } from '../../shell/navigation';
import { RedEnvelopeBanner } from '../../shell/redEnvelope/RedEnvelope';
import { QueryError } from '../../blocks/QueryView';
import { useCurrency } from '../../app/currency';
import { toGridGame, vendorPath } from '../shared/games';
import * as styles from './Home.css';
import { HOT_SLIDE } from './hotSlide';

/** SPEC §2 "Home page content". */
export const HOME_LIMITS = {
  hotGamesPerSlide: HOT_SLIDE.rows * HOT_SLIDE.columns,
  categoryRowsPerSlide: 2,
  promotions: 6,
} as const;

/**
 * Marks the banner placeholder's image, which the serving API points at the first home banner
 * (apps/api/src/http/portal.ts FIRST_BANNER_MARKER).
 */
export const FIRST_BANNER_ATTRIBUTE = 'data-first-banner';

export const ICONIC_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/** A titled part of the page; `name` marks it for stories that show one part (data-section). */
function Section({
  name,
  title,
  children,
  actions,
  className = styles.section,
}: {
  name: string;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className} data-section={name}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function LaneSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.laneSkeleton}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} shape="block" blockSize="136px" />
      ))}
    </div>
  );
}

function Banners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const home = banners.filter((banner) => banner.groupName === 'w_home');
  if (home.length === 0) return null;
  return (
    <Carousel
      label={t('home.banners')}
      interval={carouselPresets.banners.interval}
      speed={carouselPresets.banners.speed}
      slides={home.map((banner, index) => {
        const alt = t('home.bannerLabel', { index: index + 1, count: home.length });
        // The first banner is the page's largest paint: asked for before the fonts and the app
        // (the server preloads it in the head too). The others wait until they near the viewport.
        const priority = index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
        const image = <img className={styles.bannerImage} src={banner.url} alt={alt} {...priority} />;
        if (banner.linkageType === 'EXTERNAL' && banner.linkage)
          return (
            <a className={styles.bannerLink} href={banner.linkage} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          );
        const to =
          banner.linkageType === 'ROUTE' && banner.linkage
            ? banner.linkage
            : banner.linkageType === 'PROMOTION'
              ? '/promotions'
              : null;
        return to ? (
          <a
            className={styles.bannerLink}
            href={to}
            onClick={(event) => {
              event.preventDefault();
              void navigate(to);
            }}
          >
            {image}
          </a>
        ) : (
          image
        );
      })}
    />
  );
}

function HotGames() {
  const { t } = useTranslation(['games', 'lobby']);
  const language = useLanguage();
  const hot = useHotGames(language.code);
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const body = () => {
    if (hot.isPending) return <LaneSkeleton count={12} />;
    if (hot.isError)
      return <QueryError error={hot.error} onRetry={() => void hot.refetch()} headingLevel={3} />;
    const slides: GameCard[][] = [];
    for (let start = 0; start < hot.data.length; start += HOME_LIMITS.hotGamesPerSlide)
      slides.push(hot.data.slice(start, start + HOME_LIMITS.hotGamesPerSlide));
    if (slides.length === 0) return <p>{t('lobby:lane.empty')}</p>;
    return (
      <Carousel
        label={t('hotGames.title')}
        interval={carouselPresets.hotGames.interval}
        speed={carouselPresets.hotGames.speed}
        slides={slides.map((games) => (
          <ul className={styles.hotSlide}>
            {games.map((card) => {
              const game = toGridGame(card, favorites);
              return (
                <li key={game.id} className={styles.hotItem}>
                  <GameCardView
                    name={game.name}
                    vendor={game.vendor}
                    iconUrl={game.iconUrl}
                    hot={game.hot}
                    favorite={game.favorite}
                    onFavoriteChange={() => favorites.toggle(card)}
                    onLaunch={() => launch(card)}
                  />
                </li>
              );
            })}
          </ul>
        ))}
      />
    );
  };
  return (
    <Section name="hot-games" title={t('hotGames.title')}>
      {body()}
    </Section>
  );
}

/**
 * Category rows for a session (SPEC §2): each navigation category's first games, two rows a slide,
 * and "View all" to the category page when it has more than the row shows.
 */
function GameLanes({ lanes, menus }: { lanes: readonly VendorLane[]; menus: readonly GameMenu[] }) {
  const { t } = useTranslation(['nav']);
  const navigate = useNavigate();
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const navigation = new Set(navigationFrom(menus).map((entry) => entry.code));
  return (
    <>
      {lanes.map((lane) => {
        const category = lane.title;
        if (category === 'HOME' || category === 'PROMO' || !navigation.has(category)) return null;
        // The rows are of games: a vendor card (isGame VASSALAGE) is the navigation's to offer.
        const games = lane.cards.filter((card) => card.isGame === 'GAME');
        if (games.length === 0) return null;
        const path = categoryPaths[category];
        return (
          <GameLane
            key={category}
            title={t(GAME_CATEGORY_KEYS[category])}
            games={games.map((card) => toGridGame(card, favorites))}
            rowsPerSlide={HOME_LIMITS.categoryRowsPerSlide}
            onLaunch={(game) => launch(game.card)}
            onFavoriteChange={(game) => favorites.toggle(game.card)}
            {...(lane.gameCount > games.length ? { onViewAll: () => void navigate(path) } : {})}
          />
        );
      })}
    </>
  );
}

/** Category rows for guests, from the open menus: each category's vendors as tiles. */
function MenuLanes({ menus }: { menus: readonly GameMenu[] }) {
  const { t } = useTranslation(['nav']);
  const navigate = useNavigate();
  const byCategory = vendorsByCategory(menus);
  return (
    <>
      {[...byCategory.entries()].map(([category, vendors]) => (
        <Section key={category} name={`category-${category}`} title={t(GAME_CATEGORY_KEYS[category])}>
          <ul className={styles.tileRow}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorTile
                  name={vendor.name}
                  onSelect={() => void navigate(vendorPath(categoryPaths[category], vendor.vassalage))}
                />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

/**
 * The category rows: with a session, each category's games (one call for every row); a guest, for
 * whom that call is closed (SPEC §7: session only), gets each category's vendors from the open menus.
 */
function CategoryRows() {
  const { view } = useSession();
  const language = useLanguage();
  const menus = useMenus();
  const signedIn = isSignedIn(view);
  const lanes = useCategoryLanes(language.code, signedIn);
  if (view.kind === 'restoring' || menus.isPending) return <LaneSkeleton />;
  if (menus.isError) return <QueryError error={menus.error} onRetry={() => void menus.refetch()} />;
  if (!signedIn) return <MenuLanes menus={menus.data} />;
  if (lanes.isPending) return <LaneSkeleton />;
  if (lanes.isError) return <QueryError error={lanes.error} onRetry={() => void lanes.refetch()} />;
  return <GameLanes lanes={lanes.data} menus={menus.data} />;
}

function toWinnerRows(entries: readonly WinnerEntry[], currency: string): WinnerRow[] {
  return entries.map((entry, index) => ({
    id: `${index}:${entry.customerName}:${entry.gameName}`,
    customerName: entry.customerName,
    winAmount: entry.winAmount,
    currency,
    gameName: entry.gameName,
    iconUrl: entry.iconUrl,
  }));
}

function Winners() {
  const language = useLanguage();
  const winners = useWinners(language.code);
  const currency = useCurrency();
  if (winners.isPending || currency === null)
    return (
      <div className={styles.highlights} data-section="winners">
        <Skeleton shape="block" blockSize="320px" />
        <Skeleton shape="block" blockSize="320px" />
      </div>
    );
  if (winners.isError)
    return (
      <div data-section="winners">
        <QueryError error={winners.error} onRetry={() => void winners.refetch()} headingLevel={2} />
      </div>
    );
  const rows = toWinnerRows(winners.data, currency);
  const biggest = [...rows].sort((a, b) => b.winAmount - a.winAmount);
  return (
    <div className={styles.highlights} data-section="winners">
      <WinnerBoard variant="biggestWins" entries={biggest} />
      <WinnerBoard variant="winners" entries={rows} />
    </div>
  );
}

function Promotions({ announcements }: { announcements: Announcements | undefined }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const promotions = announcements?.promotions.slice(0, HOME_LIMITS.promotions) ?? [];
  if (announcements && promotions.length === 0) return null;
  return (
    <Section name="promotions" title={t('routes.promotions')} className={styles.promotionsSection}>
      {announcements ? (
        <ul className={styles.promotions}>
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <a
                className={styles.promotionCard}
                href="/promotions"
                onClick={(event) => {
                  event.preventDefault();
                  void navigate('/promotions');
                }}
              >
                <img className={styles.promotionImage} src={promotion.imageUrl} alt="" loading="lazy" />
                <span className={styles.promotionTitle}>{promotion.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <LaneSkeleton count={HOME_LIMITS.promotions} />
      )}
    </Section>
  );
}

function IconicVendors() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const menus = useMenus();
  const byCode = new Map<string, { name: string; category: GameCategoryCode }>();
  for (const [category, vendors] of vendorsByCategory(menus.data ?? []))
    for (const vendor of vendors)
      if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, { name: vendor.name, category });
  const shown = ICONIC_VENDORS.filter((code) => !menus.data || byCode.has(code));
  return (
    <Section name="iconic-vendors" title={t('home.iconicVendors')} className={styles.vendorsSection}>
      <ul className={styles.tileRow}>
        {shown.map((code) => {
          const vendor = byCode.get(code);
          return (
            <li key={code}>
              <VendorTile
                name={vendor?.name ?? code}
                onSelect={() =>
                  void navigate(vendor ? vendorPath(categoryPaths[vendor.category], code) : categoryPaths.RNG)
                }
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * Home (SPEC §2): notice marquee, banners, the red envelope when one can be opened, hot games,
 * category rows, the decorative jackpot, biggest wins and the winners board, a promotions slice and
 * the iconic vendors. The API serves it drawn with its reads; the build's static page (and a read
 * the server could not answer) has placeholders the browser fills in.
 */
export function HomeScreen() {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const hydrated = useHydrated();
  const { still } = usePortalEnvironment();
  const announcements = useAnnouncements(language.code);
  const { openPopup } = usePopups();
  const notices = announcements.data?.playerNotices ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('routes.home')}</h1>
      <div className={styles.page} data-section="top">
        {announcements.isPending ? <div className={styles.noticeSkeleton} aria-hidden="true" /> : null}
        {notices.length > 0 ? (
          <NoticeMarquee
            paused={still}
            notices={notices.map((notice) => ({ id: notice.id, title: notice.title }))}
            onSelect={(notice) => openPopup('notice', { id: notice.id })}
          />
        ) : null}
        {announcements.data ? (
          <Banners banners={announcements.data.banners} />
        ) : (
          <div aria-hidden="true">
            <div className={styles.bannerSkeleton}>
              {/* The server gives this image the merchant's first banner (src, fetchpriority), so
                  the page's largest paint comes from the HTML; React leaves those attributes be. */}
              <img
                className={styles.firstBanner}
                alt=""
                {...{ [FIRST_BANNER_ATTRIBUTE]: '' }}
                suppressHydrationWarning
              />
            </div>
            <div className={styles.bannerControlsSkeleton} />
          </div>
        )}
      </div>
      <RedEnvelopeBanner />
      <HotGames />
      <div className={styles.categoryRows} data-section="categories">
        <CategoryRows />
      </div>
      <div className={styles.jackpotRow}>
        {hydrated ? <JackpotCounter {...(still ? { seed: 1, paused: true } : {})} /> : null}
      </div>
      <Winners />
      <Promotions announcements={announcements.data} />
      <IconicVendors />
    </div>
  );
}
