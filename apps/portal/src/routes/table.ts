import type { GameCategory } from '@portal/api-contract';

/** Screen groups loaded on demand (SPEC §2), each its own chunk. */
export const screenGroups = [
  'Promotions',
  'Seamless',
  'Lottery',
  'MemberCenter',
  'PointMall',
  'AccountGame',
  'GameListCenter',
  'GameCenter',
  // Not one of the spec's eight: the app download page and the winners list, for every visitor.
  'Visitor',
] as const;
export type ScreenGroup = (typeof screenGroups)[number];

export interface PortalRoute {
  /** The route's name: the page scrolls to the top when it changes, not on query or hash changes. */
  name: string;
  /** Matched without regard to case, like the product's history router. */
  paths: readonly string[];
  /** `agent`: only the agent view, without the portal shell (SPEC §2 "Shell"). */
  layout: 'portal' | 'agent';
  /** Without a session token the guard sends the visitor to /login (SPEC §2). */
  requiresLogin: boolean;
  /** Agents only; others are sent back to /agent. */
  agentOnly?: boolean;
  /** Member and account pages trial accounts are refused from (SPEC §6). */
  memberArea?: boolean;
  /** The lazily loaded group; none means the home screen, which ships in the main bundle. */
  group?: ScreenGroup;
  /** Popup opened when the page loads (the page itself shows home). */
  popup?: 'login' | 'register' | 'help';
  /** The game category a game page lists. */
  category?: Exclude<GameCategory, 'HOME' | 'PROMO'>;
}

/** What the router gives every screen group's screen. */
export interface ScreenProps {
  route: PortalRoute;
}

const portal = { layout: 'portal', requiresLogin: false } as const;

/** /help with this hash opens the feedback popup instead of the help centre. */
export const FEEDBACK_HASH = '#feedback';

/** SPEC §2 "Routes (history mode)", row by row. */
export const portalRoutes: readonly PortalRoute[] = [
  { ...portal, name: 'home', paths: ['/', '/index', '/index.html', '/home'] },
  { ...portal, name: 'login', paths: ['/login'], popup: 'login' },
  { ...portal, name: 'register', paths: ['/register'], popup: 'register' },
  { name: 'agent', paths: ['/agent'], layout: 'agent', requiresLogin: false, group: 'MemberCenter' },
  {
    name: 'agentHome',
    paths: ['/agentHome'],
    layout: 'agent',
    requiresLogin: true,
    agentOnly: true,
    group: 'MemberCenter',
  },
  {
    ...portal,
    name: 'member',
    paths: ['/member'],
    requiresLogin: true,
    memberArea: true,
    group: 'MemberCenter',
  },
  { ...portal, name: 'help', paths: ['/help'], popup: 'help' },
  { ...portal, name: 'sports', paths: ['/sports'], group: 'GameCenter', category: 'SPORTS' },
  { ...portal, name: 'esports', paths: ['/esports'], group: 'GameCenter', category: 'ESPORTS' },
  { ...portal, name: 'lott', paths: ['/lott'], group: 'GameCenter', category: 'LOTT' },
  { ...portal, name: 'elott', paths: ['/elott'], group: 'GameCenter', category: 'ELOTT' },
  { ...portal, name: 'cockfight', paths: ['/cockfight'], group: 'GameCenter', category: 'COCKFIGHT' },
  { ...portal, name: 'live', paths: ['/live'], group: 'GameListCenter', category: 'LIVE' },
  { ...portal, name: 'fish', paths: ['/fish'], group: 'GameListCenter', category: 'FISH' },
  { ...portal, name: 'rng', paths: ['/rng'], group: 'GameListCenter', category: 'RNG' },
  { ...portal, name: 'pvp', paths: ['/pvp'], group: 'GameListCenter', category: 'PVP' },
  { ...portal, name: 'bgs', paths: ['/bgs'], group: 'GameListCenter', category: 'BGS' },
  { ...portal, name: 'favorite', paths: ['/favorite'], requiresLogin: true, group: 'AccountGame' },
  { ...portal, name: 'recent', paths: ['/recent'], requiresLogin: true, group: 'AccountGame' },
  { ...portal, name: 'lottery', paths: ['/lottery'], requiresLogin: true, group: 'Lottery' },
  { ...portal, name: 'seaLottery', paths: ['/seaLottery'], requiresLogin: true, group: 'Lottery' },
  { ...portal, name: 'vnLottery', paths: ['/vnLottery'], requiresLogin: true, group: 'Lottery' },
  { ...portal, name: 'promotions', paths: ['/promotions'], group: 'Promotions' },
  {
    ...portal,
    name: 'pointMall',
    paths: ['/pointMall'],
    requiresLogin: true,
    memberArea: true,
    group: 'PointMall',
  },
  { ...portal, name: 'seamless', paths: ['/seamless'], requiresLogin: true, group: 'Seamless' },
  // SPEC §1 "app download page (iOS, Android and a lite app)" and "a winners board"; §2 names no path.
  { ...portal, name: 'appDownload', paths: ['/appDownload'], group: 'Visitor' },
  { ...portal, name: 'winners', paths: ['/winners'], group: 'Visitor' },
];

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/u, '') : lower;
}

export function routeForPath(pathname: string): PortalRoute | undefined {
  const path = normalise(pathname);
  return portalRoutes.find((route) => route.paths.some((candidate) => candidate.toLowerCase() === path));
}

/** SPEC §2, as written there (including `/lottert`): the side menu is hidden on these pages. */
export const SIDE_MENU_HIDDEN_PATHS = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;

export function hidesSideMenu(pathname: string): boolean {
  return (SIDE_MENU_HIDDEN_PATHS as readonly string[]).includes(normalise(pathname));
}

/** The page to send a visitor to instead, or null when the route may show. */
export function guardRedirect(route: PortalRoute, hasToken: boolean): '/login' | null {
  return route.requiresLogin && !hasToken ? '/login' : null;
}

/** The name that decides scrolling to the top: unknown paths share one name. */
export function routeName(pathname: string): string {
  return routeForPath(pathname)?.name ?? 'unknown';
}

/** Where each game category lives. */
export const categoryPaths: Readonly<Record<GameCategory, string>> = {
  HOME: '/',
  PROMO: '/promotions',
  ELOTT: '/elott',
  BGS: '/bgs',
  LOTT: '/lott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};
