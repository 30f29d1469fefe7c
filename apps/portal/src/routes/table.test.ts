import { describe, expect, it } from 'vitest';
import { guardRedirect, hidesSideMenu, portalRoutes, routeForPath, routeName, screenGroups } from './table';

describe('the route table (SPEC §2)', () => {
  it('has every path of the spec, matched without regard to case', () => {
    const paths = [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/agent',
      '/agentHome',
      '/member',
      '/help',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/cockfight',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
      '/bgs',
      '/favorite',
      '/recent',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/appDownload',
      '/winners',
    ];
    for (const path of paths) expect(routeForPath(path), path).toBeDefined();
    expect(routeForPath('/AGENTHOME')?.name).toBe('agentHome');
    expect(routeForPath('/sealottery/')?.name).toBe('seaLottery');
    expect(routeForPath('/nowhere')).toBeUndefined();
    expect(portalRoutes.flatMap((route) => route.paths)).toHaveLength(paths.length);
  });

  it('shows home on /, /index, /index.html and /home, and opens popups on /login, /register, /help', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(routeForPath(path)?.name).toBe('home');
    expect(routeForPath('/login')?.popup).toBe('login');
    expect(routeForPath('/register')?.popup).toBe('register');
    expect(routeForPath('/help')?.popup).toBe('help');
    for (const path of ['/login', '/register', '/help']) expect(routeForPath(path)?.group).toBeUndefined();
  });

  it('loads the eight screen groups of the spec, and the visitor pages, on demand', () => {
    expect(screenGroups).toEqual([
      'Promotions',
      'Seamless',
      'Lottery',
      'MemberCenter',
      'PointMall',
      'AccountGame',
      'GameListCenter',
      'GameCenter',
      'Visitor',
    ]);
    const used = new Set(portalRoutes.map((route) => route.group).filter(Boolean));
    expect([...used].sort()).toEqual([...screenGroups].sort());
  });

  it('sends visitors without a token from the pages that need a login to /login', () => {
    for (const path of [
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/member',
      '/favorite',
      '/recent',
      '/agentHome',
    ]) {
      const route = routeForPath(path)!;
      expect(guardRedirect(route, false), path).toBe('/login');
      expect(guardRedirect(route, true), path).toBeNull();
    }
    for (const path of ['/', '/rng', '/promotions', '/agent', '/login', '/help'])
      expect(guardRedirect(routeForPath(path)!, false), path).toBeNull();
  });

  it('hides the side menu on /seamless, /lottert, /vnlottery and /sealottery, in any case', () => {
    for (const path of [
      '/seamless',
      '/lottert',
      '/vnlottery',
      '/sealottery',
      '/vnLottery',
      '/SeaLottery',
      '/SEAMLESS',
    ])
      expect(hidesSideMenu(path), path).toBe(true);
    for (const path of ['/', '/rng', '/lottery', '/promotions', '/member'])
      expect(hidesSideMenu(path), path).toBe(false);
  });

  it('names routes so a query or hash change keeps the name and a page change does not', () => {
    expect(routeName('/rng')).toBe(routeName('/RNG'));
    expect(routeName('/')).toBe(routeName('/index.html'));
    expect(routeName('/rng')).not.toBe(routeName('/live'));
  });

  it('shows only the agent view on agent paths', () => {
    expect(routeForPath('/agent')?.layout).toBe('agent');
    expect(routeForPath('/agentHome')?.layout).toBe('agent');
    expect(routeForPath('/agentHome')?.agentOnly).toBe(true);
    expect(routeForPath('/member')?.layout).toBe('portal');
  });
});
